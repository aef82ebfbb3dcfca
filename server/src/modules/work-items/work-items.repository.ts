import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, tasks, userEntities, users } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';

/** What the task and notification repositories share: ownership, paging, day counts, recipients. */

/** Whose items, in which entity, of which types (the types the caller may see in the asked category). */
export interface Owner {
  userId: number;
  entityId: number;
}

export interface Page {
  skip: number;
  take: number;
}

type WorkItemTable = typeof tasks | typeof notifications;

/** The owner's items of the given types in the owner's entity; with `id`, only that one. */
export function ownedItems(
  table: WorkItemTable,
  owner: Owner,
  types: readonly number[],
  id?: number,
): SQL | undefined {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.userId, owner.userId),
    eq(table.entityId, owner.entityId),
    inArray(table.type, [...types]),
  );
}

/** Newest first; id breaks ties so pages never overlap or skip rows created in the same instant. */
export function newestFirst(table: WorkItemTable) {
  return [desc(table.createdAt), desc(table.id)];
}

export interface DayCounts {
  todayCount: number;
  yesterdayCount: number;
  olderCount: number;
  totalCount: number;
}

/** count(*) per age group in one pass; boundaries travel as ISO text so every driver binds them alike. */
export function dayCountColumns(createdAt: WorkItemTable['createdAt'], b: DayBoundaries) {
  const today = sql`${b.todayStart.toISOString()}::timestamptz`;
  const yesterday = sql`${b.yesterdayStart.toISOString()}::timestamptz`;
  return {
    todayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${today}))::int`,
    yesterdayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${yesterday} and ${createdAt} < ${today}))::int`,
    olderCount: sql<number>`(count(*) filter (where ${createdAt} < ${yesterday}))::int`,
    totalCount: sql<number>`(count(*))::int`,
  };
}

export const NO_COUNTS: DayCounts = { todayCount: 0, yesterdayCount: 0, olderCount: 0, totalCount: 0 };

/** Who a task or notification is raised for. */
export interface Recipient {
  id: number;
  userType: number;
  /** Whether the user may work in the entity the item is raised in. */
  inEntity: boolean;
}

export async function findRecipient(
  db: Db,
  user: { id: number } | { loginName: string },
  entityId: number,
): Promise<Recipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      inEntity: sql<boolean>`exists (select 1 from ${userEntities} ue
        where ue.user_id = ${users.id} and ue.entity_id = ${entityId})`,
    })
    .from(users)
    .where(
      'id' in user ? eq(users.id, user.id) : sql`lower(${users.loginName}) = ${user.loginName.toLowerCase()}`,
    );
  return row ?? null;
}

/** Whether a user has any task or notification at all (the demo seed adds its items only once). */
export async function hasAnyWorkItem(db: Db, userId: number): Promise<boolean> {
  const [task] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, userId)).limit(1);
  if (task) return true;
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .limit(1);
  return notification != null;
}

export async function userIdsByLogin(db: Db, loginNames: readonly string[]): Promise<Map<string, number>> {
  if (!loginNames.length) return new Map();
  const rows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, [...loginNames]));
  return new Map(rows.map((row) => [row.loginName, row.id]));
}
