import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { LeaveBalance } from './leave-balance';
import { LeavePending } from './leave-pending';
import { LeaveRequest } from './leave-request';
import { LeaveSummary } from './leave-summary';

/** The leave screens under `/:entity/` (holidays and leave types have their own folders). */
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
];
