import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { entities } from './reference';
import { users } from './users';

/**
 * Per-user settings of the summary screens. Saved filters belong to a user in one entity (their values,
 * such as customer ids, mean something in that entity only); a column choice is layout, so it follows the
 * user across entities. Deleting a user deletes their settings.
 */
export const userSavedFilters = pgTable(
  'user_saved_filters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_saved_filters_name_idx').on(t.userId, t.entityId, t.screen, sql`lower(${t.name})`),
    index('user_saved_filters_user_screen_idx').on(t.userId, t.screen),
  ],
);

export const userColumnChoices = pgTable(
  'user_column_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.screen] })],
);
