import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationLastSeen, notifications } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';
import { workItemRepository, type Owner, type WorkItemScope } from './work-items.repository';

export type NotificationRow = typeof notifications.$inferSelect;

/** The notifications' lists, counts and marks: a notification is handled once read. */
export const notificationItems = workItemRepository({
  table: notifications,
  handled: notifications.isRead,
  handledAt: notifications.readAt,
  handle: (readAt) => ({ isRead: true, readAt }),
});

/** Day counts plus how many were created after `seenSince` (all of them when it is null). */
export function countNotifications(
  db: Db,
  scope: WorkItemScope,
  boundaries: DayBoundaries,
  seenSince: Date | null,
) {
  const unseenCount =
    seenSince == null
      ? sql<number>`(count(*))::int`
      : sql<number>`(count(*) filter (where ${notifications.createdAt} > ${seenSince.toISOString()}::timestamptz))::int`;
  return notificationItems.count(db, scope, boundaries, { unseenCount });
}

export interface NewNotification {
  userId: number;
  entityId: number;
  type: number;
  linkId: number | null;
  message: string | null;
  createdAt?: Date;
}

export const insertNotification: (db: Db, notification: NewNotification) => Promise<NotificationRow> =
  notificationItems.insert;

export const insertNotifications: (
  db: Db,
  rows: (NewNotification & { isRead?: boolean })[],
) => Promise<number> = notificationItems.insertAll;

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
