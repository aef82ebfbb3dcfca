import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditFilter, AuditRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { adminAudit, rights, roles } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import type { Principal } from '../user/principal.repository';

export interface AuditEntry {
  action: AuditAction;
  roleId?: number | null;
  rightId?: number | null;
  permission?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records one change, in the caller's transaction (the change and its row commit or roll back together). */
export async function recordChange(tx: Db, user: Pick<Principal, 'id' | 'loginName'>, entry: AuditEntry) {
  await tx.insert(adminAudit).values({
    userId: user.id,
    userName: user.loginName,
    action: entry.action,
    roleId: entry.roleId ?? null,
    rightId: entry.rightId ?? null,
    permission: entry.permission ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Actions that change what a version guards: a right's fields; a role's name and its rights. */
const RIGHT_VERSIONED: AuditAction[] = ['right.update'];
const ROLE_VERSIONED: AuditAction[] = ['role.rename', 'role.rights'];

/**
 * The tables roles and rights carry no version column; their version is 1 + the number of versioned
 * changes in the trail, which every change writes in its own transaction.
 */
export function rightVersionSql(): SQL<number> {
  // Qualified by hand: drizzle leaves a single table's columns bare, which the subquery would take as its own.
  return sql<number>`(1 + (select count(*) from admin_audit a where a.right_id = "rights"."id"
    and a.action in (${sql.join(
      RIGHT_VERSIONED.map((action) => sql`${action}`),
      sql`, `,
    )})))::int`;
}

export function roleVersionSql(): SQL<number> {
  return sql<number>`(1 + (select count(*) from admin_audit a where a.role_id = "roles"."id"
    and a.action in (${sql.join(
      ROLE_VERSIONED.map((action) => sql`${action}`),
      sql`, `,
    )})))::int`;
}

/** Locks a role's row for the rest of the transaction (two saves of one role run one after the other). */
export async function lockRole(tx: Db, roleId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for('update');
  return row ?? null;
}

export async function lockRight(tx: Db, rightId: number): Promise<boolean> {
  const rows = await tx.select({ id: rights.id }).from(rights).where(eq(rights.id, rightId)).for('update');
  return rows.length > 0;
}

function auditCondition(query: SearchQuery<Partial<AuditFilter>>): SQL | undefined {
  return allOf(
    idIn(adminAudit.roleId, query.filter.roleIds),
    idIn(adminAudit.rightId, query.filter.rightIds),
    textMatches(query.searchText, [adminAudit.userName, adminAudit.action, adminAudit.permission]),
    query.idList ? inArray(adminAudit.id, query.idList) : undefined,
  );
}

/** The trail, newest first; role and right names as they are now (the JSON keeps the old ones). */
export async function auditPage(db: Db, query: SearchQuery<Partial<AuditFilter>>): Promise<AuditRow[]> {
  let paged = db
    .select({
      id: adminAudit.id,
      at: adminAudit.at,
      userId: adminAudit.userId,
      userName: adminAudit.userName,
      action: adminAudit.action,
      roleId: adminAudit.roleId,
      roleName: roles.name,
      rightId: adminAudit.rightId,
      rightName: rights.menuName,
      permission: adminAudit.permission,
      before: adminAudit.before,
      after: adminAudit.after,
    })
    .from(adminAudit)
    .leftJoin(roles, eq(roles.id, adminAudit.roleId))
    .leftJoin(rights, eq(rights.id, adminAudit.rightId))
    .where(auditCondition(query))
    .orderBy(desc(adminAudit.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const rows = await paged;
  return rows.map((row) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    action: row.action as AuditAction,
  }));
}

export async function auditCount(db: Db, query: SearchQuery<Partial<AuditFilter>>): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminAudit)
    .where(and(auditCondition(query)));
  return Number(row?.total ?? 0);
}
