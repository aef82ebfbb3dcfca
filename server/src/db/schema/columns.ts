import { integer, timestamp } from 'drizzle-orm/pg-core';
import { entities } from './reference';

/** The columns most tables share: when a row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Optimistic locking: starts at 1, each update bumps it (a stale save gets a conflict). */
export const version = () => integer('version').notNull().default(1);

/** The business entity a row belongs to. */
export const entityId = () =>
  integer('entity_id')
    .notNull()
    .references(() => entities.id);
