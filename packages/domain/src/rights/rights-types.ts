/**
 * Rights and roles administration: the menu rights (per right type), the roles with the rights they
 * grant and the permission strings they hold, and the audit trail of every change. Roles and rights are
 * global (not per entity). Paths are ours (the spec names none), see docs/rights.md.
 */
export const RIGHTS_API = {
  /** Kit resource: POST search, GET {id}, POST, PUT, DELETE {id}, POST export. */
  right: 'api/Rights/right',
  lookups: 'api/Rights/lookups',
  roles: 'api/Rights/roles',
  roleRights: 'api/Rights/roles/rights',
  permissionMap: 'api/Rights/permission-map',
  audit: 'api/Rights/audit/search',
} as const;

/** Screen routes under /{entity}/ (ARCHITECTURE: rightsummary, rightedit, rolerights, permissionmap). */
export const RIGHTS_SCREEN_PATHS = {
  rightSummary: 'rightsummary/right-summary',
  rightEdit: 'rightedit/edit-right',
  roleRights: 'rolerights/role-rights',
  permissionMap: 'permissionmap/permission-map',
} as const;

export const RIGHT_NAME_MAX = 100;
export const RIGHT_PATH_MAX = 200;
export const ROLE_NAME_MAX = 60;

/** Result codes of the rights administration beyond the kit's (ResourceResult 1-10). */
export enum RightsResult {
  /** The change would take the caller's own last RightsAdmin.View or RightsAdmin.Edit. */
  SelfLockout = 11,
  /** A right cannot be its own parent or sit below one of its own children. */
  ParentCycle = 12,
}

export interface RightRow {
  id: number;
  parentId: number | null;
  parentName: string | null;
  menuName: string;
  titleName: string;
  path: string;
  ranking: number;
  rightTypeId: number;
  rightTypeName: string;
  isHeading: boolean;
  showMenu: boolean;
  glyphicons: string | null;
  /** 0 for a top heading, 1 below it... (the summary indents by it in tree order). */
  depth: number;
  /** The permission that opens the screen (seeded menu), null for headings and rights added later. */
  permission: string | null;
  /** Roles granting this right. */
  roleCount: number;
  version: number;
}

export interface RightDetail {
  id: number;
  parentId: number | null;
  menuName: string;
  titleName: string;
  path: string;
  ranking: number;
  rightTypeId: number;
  glyphicons: string | null;
  isHeading: boolean;
  showMenu: boolean;
  version: number;
}

/** 'tree' keeps parents before their children, by ranking (the default). */
export const RIGHT_SORT_FIELDS = [
  'tree',
  'menuName',
  'titleName',
  'path',
  'ranking',
  'rightTypeName',
  'id',
] as const;

export interface RightsLookups {
  rightTypes: { id: number; name: string }[];
  /** Every right, for the parent select and the role's tree. */
  rights: {
    id: number;
    parentId: number | null;
    name: string;
    rightTypeId: number;
    isHeading: boolean;
    ranking: number;
  }[];
}

export interface RoleRow {
  id: number;
  name: string;
  userCount: number;
  permissionCount: number;
  rightCount: number;
  version: number;
}

export interface RoleUser {
  id: number;
  loginName: string;
  fullName: string;
}

export interface RoleDetail {
  id: number;
  name: string;
  version: number;
  rightIds: number[];
  users: RoleUser[];
}

/** Permissions of one screen (the part before the dot), in the map's rows. */
export interface PermissionGroup {
  screen: string;
  permissions: string[];
}

export interface PermissionMap {
  roles: { id: number; name: string }[];
  groups: PermissionGroup[];
  /** roleId -> the permissions it holds. */
  grants: Record<string, string[]>;
}

export interface RightsAnswer<Data = undefined> {
  result: number;
  data?: Data;
  message?: string;
  current?: Data;
}

export type AuditAction =
  | 'right.create'
  | 'right.update'
  | 'right.delete'
  | 'role.create'
  | 'role.rename'
  | 'role.rights'
  | 'permission.grant'
  | 'permission.remove';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'right.create',
  'right.update',
  'right.delete',
  'role.create',
  'role.rename',
  'role.rights',
  'permission.grant',
  'permission.remove',
];

export interface AuditRow {
  id: number;
  /** ISO timestamp. */
  at: string;
  userId: number | null;
  userName: string;
  action: AuditAction;
  roleId: number | null;
  roleName: string | null;
  rightId: number | null;
  rightName: string | null;
  permission: string | null;
  before: unknown;
  after: unknown;
}

/** Groups permission strings by screen ("CustomerSummary.View" -> CustomerSummary), in name order. */
export function groupPermissions(permissions: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, string[]>();
  for (const permission of [...new Set(permissions)]) {
    const dot = permission.indexOf('.');
    const screen = dot < 0 ? permission : permission.slice(0, dot);
    groups.set(screen, [...(groups.get(screen) ?? []), permission]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([screen, list]) => ({ screen, permissions: list }));
}
