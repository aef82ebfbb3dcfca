import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationLastSeen, notifications } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';
import {
  dayCountColumns,
  newestFirst,
  NO_COUNTS,
  ownedItems,
  type DayCounts,
  type Owner,
  type Page,
} from './work-items.repository';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationScope extends Owner {
  types: readonly number[];
  /** null: read and unread alike. */
  isRead: boolean | null;
}

function notificationWhere(scope: NotificationScope): SQL | undefined {
  return and(
    ownedItems(notifications, scope, scope.types),
    scope.isRead == null ? undefined : eq(notifications.isRead, scope.isRead),
  );
}

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
    .orderBy(...newestFirst(notifications))
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
    .where(ownedItems(notifications, owner, types, id))
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
