import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { entities } from './reference';

/**
 * Minimal customers, suppliers and factories: enough to link customer/supplier/factory users.
 * The master-data area extends these tables. country_id holds an ISO 3166-1 numeric code until a
 * countries table exists.
 */

/** The columns every party shares; a function, because a column builder belongs to one table. */
function partyColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    countryId: integer('country_id'),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
  };
}

export const customers = pgTable(
  'customers',
  {
    ...partyColumns(),
  },
  (t) => [index('customers_entity_id_idx').on(t.entityId)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    ...partyColumns(),
  },
  (t) => [index('suppliers_entity_id_idx').on(t.entityId)],
);

export const factories = pgTable(
  'factories',
  {
    ...partyColumns(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
  },
  (t) => [
    index('factories_entity_id_idx').on(t.entityId),
    index('factories_supplier_id_idx').on(t.supplierId),
  ],
);
