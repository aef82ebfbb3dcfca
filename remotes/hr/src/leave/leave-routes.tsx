import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { titledRoutes } from '../titled-routes';
import { LeaveBalance } from './leave-balance';
import { LeavePending } from './leave-pending';
import { LeaveRequest } from './leave-request';
import { LeaveSummary } from './leave-summary';

/** The leave and holiday screens under `/:entity/`. */
export const leaveRoutes: RemoteRoute[] = [
  {
    path: HR_ROUTES.leaveSummary,
    permission: Permissions.LeaveSummary.View,
    titleId: 'hr.leave.summary.title',
    component: LeaveSummary,
  },
  {
    path: `${HR_ROUTES.leaveRequest}/:id?`,
    permission: Permissions.LeaveRequest.View,
    titleId: 'hr.leave.request.title',
    component: LeaveRequest,
  },
  {
    path: HR_ROUTES.leavePending,
    permission: Permissions.LeaveRequest.View,
    titleId: 'hr.leave.pending.title',
    component: LeavePending,
  },
  {
    path: HR_ROUTES.leaveBalance,
    permission: Permissions.LeaveSummary.View,
    titleId: 'hr.leave.balance.title',
    component: LeaveBalance,
  },
  ...titledRoutes([
    [HR_ROUTES.leaveTypes, Permissions.LeaveSummary.ManageTypes, 'hr.leave.types.title'],
    [HR_ROUTES.holidaySummary, Permissions.HolidaySummary.View, 'hr.holiday.summary.title'],
  ]),
];
