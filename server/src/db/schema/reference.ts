import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference tables whose ids are fixed by the spec's enumerations (no sequences). */

export const entities = pgTable('entities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  supportEmail: text('support_email'),
  learnMoreUrl: text('learn_more_url').notNull(),
});

export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const rightTypes = pgTable('right_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  serviceId: integer('service_id').references(() => services.id),
  fileName: text('file_name').notNull(),
});

export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
