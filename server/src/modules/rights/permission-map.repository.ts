import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  groupPermissions,
  Permissions,
  ResourceResult,
  RightsResult,
  type PermissionChange,
  type PermissionMap,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import type { Principal } from '../user/principal.repository';
import { lockRole, recordChange } from './rights-audit';

/** The permissions without which the rights screens cannot be used (the self-lockout guard keeps them). */
export const ADMIN_PERMISSIONS: readonly string[] = [
  Permissions.RightsAdmin.View,
  Permissions.RightsAdmin.Edit,
];

const KNOWN = new Map(ALL_PERMISSIONS.map((name) => [name.toLowerCase(), name as string]));

/** The spelling of a known permission name (case-insensitive), or null. */
export function knownPermission(value: string): string | null {
  return KNOWN.get(value.trim().toLowerCase()) ?? null;
}

export async function permissionMap(db: Db): Promise<PermissionMap> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .orderBy(sql`lower(${roles.name})`);
  const held = await db
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions)
    .orderBy(rolePermissions.permission);
  const grants: Record<string, string[]> = Object.fromEntries(roleRows.map((role) => [String(role.id), []]));
  for (const row of held) grants[String(row.roleId)]?.push(row.permission);
  // Names held but no longer defined still show, so they can be removed.
  const names = [...ALL_PERMISSIONS, ...held.map((row) => row.permission)];
  return { roles: roleRows, groups: groupPermissions(names), grants };
}

/** Would the caller still hold `permission` if `roleId` no longer granted it? */
async function keepsPermission(tx: Db, callerId: number, roleId: number, permission: string) {
  const rows = await tx
    .select({ roleId: rolePermissions.roleId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, callerId),
        sql`lower(${rolePermissions.permission}) = lower(${permission})`,
        ne(rolePermissions.roleId, roleId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type PermissionOutcome =
  | { result: ResourceResult.Success; changed: boolean }
  | { result: ResourceResult.NotFound | RightsResult.SelfLockout };

/**
 * Grants or removes one permission of one role (idempotent: granting a held one changes nothing and
 * writes no trail row). Removing RightsAdmin.View or .Edit from a role the caller holds is refused when
 * no other role of the caller keeps it.
 */
export async function changePermission(
  tx: Db,
  user: Pick<Principal, 'id' | 'loginName'>,
  change: PermissionChange & { permission: string },
): Promise<PermissionOutcome> {
  const role = await lockRole(tx, change.roleId);
  if (!role) return { result: ResourceResult.NotFound };
  const [existing] = await tx
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permission, change.permission)));
  if (change.granted === !!existing) return { result: ResourceResult.Success, changed: false };
  if (change.granted) {
    await tx.insert(rolePermissions).values({ roleId: role.id, permission: change.permission });
  } else {
    if (
      ADMIN_PERMISSIONS.includes(change.permission) &&
      !(await keepsPermission(tx, user.id, role.id, change.permission))
    ) {
      const holds = await tx
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)));
      if (holds.length) return { result: RightsResult.SelfLockout };
    }
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permission, change.permission)));
  }
  await recordChange(tx, user, {
    action: change.granted ? 'permission.grant' : 'permission.remove',
    roleId: role.id,
    permission: change.permission,
    before: { role: role.name, granted: !change.granted },
    after: { role: role.name, granted: change.granted },
  });
  return { result: ResourceResult.Success, changed: true };
}
