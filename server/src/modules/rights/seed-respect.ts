import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';

/**
 * The seed adds the role matrix on every start (missing rows only). What an administrator removed
 * through the rights screens must stay removed: these filters drop the seed rows whose latest change in
 * the trail is a removal.
 */
export async function withoutRemovedPermissions<Row extends { roleId: number; permission: string }>(
  db: Db,
  rows: Row[],
): Promise<Row[]> {
  const trail = await db
    .select({ action: adminAudit.action, roleId: adminAudit.roleId, permission: adminAudit.permission })
    .from(adminAudit)
    .where(inArray(adminAudit.action, ['permission.grant', 'permission.remove']))
    .orderBy(asc(adminAudit.id));
  const last = new Map<string, string>();
  for (const row of trail) last.set(`${row.roleId}:${row.permission}`, row.action);
  return rows.filter((row) => last.get(`${row.roleId}:${row.permission}`) !== 'permission.remove');
}

export async function withoutRemovedRights<Row extends { roleId: number; rightId: number }>(
  db: Db,
  rows: Row[],
): Promise<Row[]> {
  const trail = await db
    .select({ roleId: adminAudit.roleId, after: adminAudit.after })
    .from(adminAudit)
    .where(inArray(adminAudit.action, ['role.rights']))
    .orderBy(asc(adminAudit.id));
  const removed = new Set<string>();
  for (const row of trail) {
    const after = (row.after ?? {}) as { added?: number[]; removed?: number[] };
    for (const id of after.added ?? []) removed.delete(`${row.roleId}:${id}`);
    for (const id of after.removed ?? []) removed.add(`${row.roleId}:${id}`);
  }
  return rows.filter((row) => !removed.has(`${row.roleId}:${row.rightId}`));
}
