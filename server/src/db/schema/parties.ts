import { index, integer, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
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

/**
 * A trigram index (pg_trgm, GIN) on a text column a summary searches in: the search matches "any part of"
 * the text (ILIKE '%…%'), which no B-tree serves, so without it every row in scope is read (measured in
 * docs/reliability.md, Load). pg_trgm is created by the migration that adds the first of them.
 */
export function trigramIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', column.op('gin_trgm_ops'));
}
