import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { entities } from './reference';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A task waiting for one user in one entity (spec section 4, "Tasks"). */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    /** A TaskType. */
    type: integer('type').notNull(),
    /** The record the task is about (leave request, expense claim, booking, quotation...). */
    linkId: integer('link_id'),
    /** For split bookings: the booking the linked one was split from. */
    parentId: integer('parent_id'),
    /** Name of the person the task is about, as it was when raised. */
    staffName: text('staff_name'),
    isDone: boolean('is_done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_user_entity_idx').on(t.userId, t.entityId, t.isDone, t.createdAt.desc(), t.id.desc()),
    // Workflows close the open tasks about one record ("the leave was approved: nobody needs to act").
    index('tasks_link_idx')
      .on(t.type, t.linkId)
      .where(sql`${t.isDone} = false`),
  ],
);

/** A notification for one user in one entity (spec section 4, "Notifications"). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    /** A NotificationType. */
    type: integer('type').notNull(),
    linkId: integer('link_id'),
    /** Free text (the server's message of a failed report generation). */
    message: text('message'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_entity_idx').on(
      t.userId,
      t.entityId,
      t.isRead,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** When the user last opened the notifications panel in an entity; later notifications are unseen. */
export const notificationLastSeen = pgTable(
  'notification_last_seen',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entityId] })],
);

/** A browser's web push subscription (spec: auth, p256Dh, endPoint). One endpoint belongs to one user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endPoint: text('end_point').notNull().unique(),
    p256Dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);
