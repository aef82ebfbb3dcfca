import { Permissions, RIGHTS_SCREEN_PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { PermissionMap } from './permission-map';
import { RightEdit } from './right-edit';
import { RightSummary } from './right-summary';
import { RoleRights } from './role-rights';

const view = Permissions.RightsAdmin.View;

/** Admin > User Management: rights, role rights and the permission map (admins only). */
export const rightsRoutes: RemoteRoute[] = [
  {
    path: RIGHTS_SCREEN_PATHS.rightSummary,
    permission: view,
    titleId: 'masterdata.rights.summary.title',
    component: RightSummary,
  },
  {
    path: `${RIGHTS_SCREEN_PATHS.rightEdit}/:id?`,
    permission: view,
    titleId: 'masterdata.rights.edit.title',
    component: RightEdit,
  },
  {
    path: `${RIGHTS_SCREEN_PATHS.roleRights}/:id?`,
    permission: view,
    titleId: 'masterdata.rights.roleRights.title',
    component: RoleRights,
  },
  {
    path: RIGHTS_SCREEN_PATHS.permissionMap,
    permission: view,
    titleId: 'masterdata.rights.permissionMap.title',
    component: PermissionMap,
  },
];
