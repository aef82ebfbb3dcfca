import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationLastSeen, notifications, tasks, userEntities, users } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';

export type TaskRow = typeof tasks.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** Whose items, in which entity, of which types (the types the caller may see in the asked category). */
export interface Owner {
  userId: number;
  entityId: number;
}

export interface TaskScope extends Owner {
  types: readonly number[];
  /** null: open and done alike. */
  isDone: boolean | null;
}

export interface NotificationScope extends Owner {
  types: readonly number[];
  /** null: read and unread alike. */
  isRead: boolean | null;
}

export interface Page {
  skip: number;
  take: number;
}

export interface DayCounts {
  todayCount: number;
  yesterdayCount: number;
  olderCount: number;
  totalCount: number;
}

function taskWhere(scope: TaskScope): SQL | undefined {
  return and(
    eq(tasks.userId, scope.userId),
    eq(tasks.entityId, scope.entityId),
    inArray(tasks.type, [...scope.types]),
    scope.isDone == null ? undefined : eq(tasks.isDone, scope.isDone),
  );
}

function notificationWhere(scope: NotificationScope): SQL | undefined {
  return and(
    eq(notifications.userId, scope.userId),
    eq(notifications.entityId, scope.entityId),
    inArray(notifications.type, [...scope.types]),
    scope.isRead == null ? undefined : eq(notifications.isRead, scope.isRead),
  );
}

/** count(*) per age group in one pass; boundaries travel as ISO text so every driver binds them alike. */
function dayCountColumns(
  createdAt: typeof tasks.createdAt | typeof notifications.createdAt,
  b: DayBoundaries,
) {
  const today = sql`${b.todayStart.toISOString()}::timestamptz`;
  const yesterday = sql`${b.yesterdayStart.toISOString()}::timestamptz`;
  return {
    todayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${today}))::int`,
    yesterdayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${yesterday} and ${createdAt} < ${today}))::int`,
    olderCount: sql<number>`(count(*) filter (where ${createdAt} < ${yesterday}))::int`,
    totalCount: sql<number>`(count(*))::int`,
  };
}

const NO_COUNTS: DayCounts = { todayCount: 0, yesterdayCount: 0, olderCount: 0, totalCount: 0 };

// --- tasks -------------------------------------------------------------------------------------------

/** Newest first; id breaks ties so pages never overlap or skip rows created in the same instant. */
export async function listTasks(db: Db, scope: TaskScope, page: Page): Promise<TaskRow[]> {
  if (!scope.types.length) return [];
  return db
    .select()
    .from(tasks)
    .where(taskWhere(scope))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .offset(page.skip)
    .limit(page.take);
}

export async function countTasks(db: Db, scope: TaskScope, boundaries: DayBoundaries): Promise<DayCounts> {
  if (!scope.types.length) return NO_COUNTS;
  const [row] = await db
    .select(dayCountColumns(tasks.createdAt, boundaries))
    .from(tasks)
    .where(taskWhere(scope));
  return row ?? NO_COUNTS;
}

/** Marks one of the owner's tasks done; false when it is not theirs (or not in this entity). */
export async function markTaskDone(
  db: Db,
  owner: Owner,
  types: readonly number[],
  id: number,
): Promise<boolean> {
  if (!types.length) return false;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`coalesce(${tasks.doneAt}, now())` })
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.userId, owner.userId),
        eq(tasks.entityId, owner.entityId),
        inArray(tasks.type, [...types]),
      ),
    )
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function markAllTasksDone(db: Db, owner: Owner, types: readonly number[]): Promise<number> {
  if (!types.length) return 0;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`now()` })
    .where(taskWhere({ ...owner, types, isDone: false }))
    .returning({ id: tasks.id });
  return rows.length;
}

export interface NewTask {
  userId: number;
  entityId: number;
  type: number;
  linkId: number | null;
  parentId: number | null;
  staffName: string | null;
  /** Absent: now (the database clock). */
  createdAt?: Date;
}

export async function insertTask(db: Db, task: NewTask): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(task).returning();
  return row!;
}

export async function insertTasks(db: Db, rows: (NewTask & { isDone?: boolean })[]): Promise<number> {
  if (!rows.length) return 0;
  return (await db.insert(tasks).values(rows).returning({ id: tasks.id })).length;
}

/** Closes the open tasks about one record, whoever holds them; returns how many were closed. */
export async function closeOpenTasks(
  db: Db,
  types: readonly number[],
  linkId: number,
  entityId: number | null,
): Promise<number> {
  if (!types.length) return 0;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`now()` })
    .where(
      and(
        inArray(tasks.type, [...types]),
        eq(tasks.linkId, linkId),
        eq(tasks.isDone, false),
        entityId == null ? undefined : eq(tasks.entityId, entityId),
      ),
    )
    .returning({ id: tasks.id });
  return rows.length;
}

// --- notifications -----------------------------------------------------------------------------------

export async function listNotifications(
  db: Db,
  scope: NotificationScope,
  page: Page,
): Promise<NotificationRow[]> {
  if (!scope.types.length) return [];
  return db
    .select()
    .from(notifications)
    .where(notificationWhere(scope))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.skip)
    .limit(page.take);
}

/** Day counts plus how many were created after `seenSince` (all of them when it is null). */
export async function countNotifications(
  db: Db,
  scope: NotificationScope,
  boundaries: DayBoundaries,
  seenSince: Date | null,
): Promise<DayCounts & { unseenCount: number }> {
  if (!scope.types.length) return { ...NO_COUNTS, unseenCount: 0 };
  const unseen =
    seenSince == null
      ? sql<number>`(count(*))::int`
      : sql<number>`(count(*) filter (where ${notifications.createdAt} > ${seenSince.toISOString()}::timestamptz))::int`;
  const [row] = await db
    .select({ ...dayCountColumns(notifications.createdAt, boundaries), unseenCount: unseen })
    .from(notifications)
    .where(notificationWhere(scope));
  return row ?? { ...NO_COUNTS, unseenCount: 0 };
}

export async function markNotificationRead(
  db: Db,
  owner: Owner,
  types: readonly number[],
  id: number,
): Promise<boolean> {
  if (!types.length) return false;
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, owner.userId),
        eq(notifications.entityId, owner.entityId),
        inArray(notifications.type, [...types]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(
  db: Db,
  owner: Owner,
  types: readonly number[],
): Promise<number> {
  if (!types.length) return 0;
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(notificationWhere({ ...owner, types, isRead: false }))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface NewNotification {
  userId: number;
  entityId: number;
  type: number;
  linkId: number | null;
  message: string | null;
  createdAt?: Date;
}

export async function insertNotification(db: Db, notification: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(notification).returning();
  return row!;
}

export async function insertNotifications(
  db: Db,
  rows: (NewNotification & { isRead?: boolean })[],
): Promise<number> {
  if (!rows.length) return 0;
  return (await db.insert(notifications).values(rows).returning({ id: notifications.id })).length;
}

export async function lastSeenAt(db: Db, owner: Owner): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: notificationLastSeen.seenAt })
    .from(notificationLastSeen)
    .where(
      and(eq(notificationLastSeen.userId, owner.userId), eq(notificationLastSeen.entityId, owner.entityId)),
    );
  return row?.seenAt ?? null;
}

/** Stores the database's now() (the clock created_at uses, so "after last seen" compares like with like). */
export async function storeLastSeen(db: Db, owner: Owner): Promise<void> {
  await db
    .insert(notificationLastSeen)
    .values({ ...owner, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [notificationLastSeen.userId, notificationLastSeen.entityId],
      set: { seenAt: sql`now()` },
    });
}

// --- recipients --------------------------------------------------------------------------------------

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
