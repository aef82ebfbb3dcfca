import { Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { LeaveTypeEdit } from './leave-type-edit';
import { LEAVE_TYPE_PATHS } from './leave-type-paths';
import { LeaveTypesScreen } from './leave-types-screen';

/** The leave type screens under `/:entity/` (HR managing types and allocations). */
export const leaveTypeRoutes: RemoteRoute[] = [
  {
    path: LEAVE_TYPE_PATHS.summary,
    permission: Permissions.LeaveSummary.ManageTypes,
    titleId: 'hr.leaveTypes.title',
    component: LeaveTypesScreen,
  },
  {
    path: `${LEAVE_TYPE_PATHS.edit}/:id?`,
    permission: Permissions.LeaveSummary.ManageTypes,
    titleId: 'hr.leaveTypes.edit.title',
    component: LeaveTypeEdit,
  },
];
