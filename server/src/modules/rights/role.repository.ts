import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ResourceResult,
  type RoleCreate,
  type RoleDetail,
  type RoleRename,
  type RoleRightsSave,
  type RoleRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rights, roleRights, roles, userRoles, users } from '../../db/schema';
import type { WriteOutcome } from '../kit/resource-definition';
import type { Principal } from '../user/principal.repository';
import { lockRole, recordChange, roleVersionSql } from './rights-audit';

type Caller = Pick<Principal, 'id' | 'loginName'>;

export async function listRoles(db: Db): Promise<RoleRow[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      userCount: sql<number>`(select count(*) from user_roles ur where ur.role_id = "roles"."id")::int`,
      permissionCount: sql<number>`(select count(*) from role_permissions rp where rp.role_id = "roles"."id")::int`,
      rightCount: sql<number>`(select count(*) from role_rights rr where rr.role_id = "roles"."id")::int`,
      version: roleVersionSql(),
    })
    .from(roles)
    .orderBy(sql`lower(${roles.name})`, asc(roles.id));
}

async function rightIdsOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleRights.rightId })
    .from(roleRights)
    .where(eq(roleRights.roleId, roleId))
    .orderBy(roleRights.rightId);
  return rows.map((row) => row.id);
}

export async function getRole(db: Db, id: number): Promise<RoleDetail | null> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, version: roleVersionSql() })
    .from(roles)
    .where(eq(roles.id, id));
  if (!role) return null;
  const holders = await db
    .select({ id: users.id, loginName: users.loginName, fullName: users.fullName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, id))
    .orderBy(sql`lower(${users.loginName})`);
  return { ...role, rightIds: await rightIdsOf(db, id), users: holders };
}

async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const same = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(sql`lower(${roles.name}) = lower(${name})`, exceptId == null ? undefined : ne(roles.id, exceptId)),
    )
    .limit(1);
  return same.length > 0;
}

export async function createRole(tx: Db, user: Caller, body: RoleCreate): Promise<WriteOutcome<RoleDetail>> {
  const name = body.name.trim();
  if (await nameTaken(tx, name)) return { result: ResourceResult.DuplicateName };
  const [created] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  await recordChange(tx, user, { action: 'role.create', roleId: created!.id, after: { name } });
  return { result: ResourceResult.Success, data: (await getRole(tx, created!.id))! };
}

export async function renameRole(tx: Db, user: Caller, body: RoleRename): Promise<WriteOutcome<RoleDetail>> {
  const locked = await lockRole(tx, body.id);
  if (!locked) return { result: ResourceResult.NotFound };
  const current = (await getRole(tx, body.id))!;
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  const name = body.name.trim();
  if (await nameTaken(tx, name, body.id)) return { result: ResourceResult.DuplicateName };
  if (name === current.name) return { result: ResourceResult.Success, data: current };
  await tx.update(roles).set({ name }).where(eq(roles.id, body.id));
  await recordChange(tx, user, {
    action: 'role.rename',
    roleId: body.id,
    before: { name: current.name },
    after: { name },
  });
  return { result: ResourceResult.Success, data: (await getRole(tx, body.id))! };
}

/**
 * Replaces the rights a role grants. Every heading above a chosen screen comes with it (the menu shows a
 * screen only under its heading). Unknown right ids answer ParentNotFound and change nothing.
 */
export async function saveRoleRights(
  tx: Db,
  user: Caller,
  body: RoleRightsSave,
): Promise<WriteOutcome<RoleDetail>> {
  const locked = await lockRole(tx, body.roleId);
  if (!locked) return { result: ResourceResult.NotFound };
  const current = (await getRole(tx, body.roleId))!;
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  const links = new Map(
    (await tx.select({ id: rights.id, parentId: rights.parentId }).from(rights)).map((row) => [
      row.id,
      row.parentId,
    ]),
  );
  if (body.rightIds.some((id) => !links.has(id))) return { result: ResourceResult.ParentNotFound };
  const wanted = new Set<number>();
  for (const id of body.rightIds)
    for (let at: number | null | undefined = id; at != null && !wanted.has(at); at = links.get(at))
      wanted.add(at);
  const before = new Set(current.rightIds);
  const added = [...wanted].filter((id) => !before.has(id)).sort((a, b) => a - b);
  const removed = current.rightIds.filter((id) => !wanted.has(id));
  if (!added.length && !removed.length) return { result: ResourceResult.Success, data: current };
  if (removed.length)
    await tx
      .delete(roleRights)
      .where(and(eq(roleRights.roleId, body.roleId), inArray(roleRights.rightId, removed)));
  if (added.length)
    await tx.insert(roleRights).values(added.map((rightId) => ({ roleId: body.roleId, rightId })));
  await recordChange(tx, user, {
    action: 'role.rights',
    roleId: body.roleId,
    before: { rightIds: current.rightIds },
    after: { rightIds: [...wanted].sort((a, b) => a - b), added, removed },
  });
  return { result: ResourceResult.Success, data: (await getRole(tx, body.roleId))! };
}
