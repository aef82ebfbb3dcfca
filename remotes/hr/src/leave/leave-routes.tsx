import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { titledRoutes } from '../titled-routes';

/** The leave and holiday screens under `/:entity/`. */
export const leaveRoutes: RemoteRoute[] = titledRoutes([
  [HR_ROUTES.leaveSummary, Permissions.LeaveSummary.View, 'hr.leave.summary.title'],
  [`${HR_ROUTES.leaveRequest}/:id?`, Permissions.LeaveRequest.View, 'hr.leave.request.title'],
  [HR_ROUTES.leavePending, Permissions.LeaveRequest.View, 'hr.leave.pending.title'],
  [HR_ROUTES.leaveBalance, Permissions.LeaveSummary.View, 'hr.leave.balance.title'],
  [HR_ROUTES.leaveTypes, Permissions.LeaveSummary.ManageTypes, 'hr.leave.types.title'],
  [HR_ROUTES.holidaySummary, Permissions.HolidaySummary.View, 'hr.holiday.summary.title'],
]);
