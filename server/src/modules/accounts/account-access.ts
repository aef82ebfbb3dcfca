import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions, roles, userEntities, userRoles } from '../../db/schema';
import type { Principal } from '../user/principal.repository';

/**
 * Who may manage whom. A caller may give or take away only roles whose every permission they hold
 * themselves, and may only manage (edit, disable, delete, send links to, read the links of) accounts
 * whose roles are all such roles. Otherwise an HR manager could make themselves, or take over, an IT
 * administrator (change the address, then reset the password).
 */
export async function grantableRoleIds(db: Db, caller: Principal): Promise<Set<number>> {
  const held = new Set(caller.permissions.map((permission) => permission.toLowerCase()));
  const [allRoles, rows] = await Promise.all([
    db.select({ id: roles.id }).from(roles),
    db
      .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
      .from(rolePermissions),
  ]);
  const refused = new Set(
    rows.filter((row) => !held.has(row.permission.toLowerCase())).map((row) => row.roleId),
  );
  return new Set(allRoles.map((role) => role.id).filter((id) => !refused.has(id)));
}

export async function roleIdsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.get(row.userId)?.push(row.roleId);
  return map;
}

/** Whether every role of the account is one the caller may grant. */
export function manageable(accountRoleIds: readonly number[], grantable: Set<number>): boolean {
  return accountRoleIds.every((id) => grantable.has(id));
}

/** Entity scoping: an admin sees the accounts that have access to the request's entity. */
export async function accountInEntity(db: Db, userId: number, entityId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userEntities.userId })
    .from(userEntities)
    .where(and(eq(userEntities.userId, userId), eq(userEntities.entityId, entityId)));
  return rows.length > 0;
}
