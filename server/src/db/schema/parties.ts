import { integer, text } from 'drizzle-orm/pg-core';
import { entities } from './reference';

/**
 * The columns every party (customer, supplier, factory) shares; a function, because a column builder
 * belongs to one table. country_id holds an ISO 3166-1 numeric code (countries.id).
 */
export function partyColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    countryId: integer('country_id'),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
  };
}
