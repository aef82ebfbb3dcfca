import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { partyColumns } from './parties';

/** Suppliers and their factories (a factory is produced for one supplier, or stands alone). */
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
