import { index, pgTable } from 'drizzle-orm/pg-core';
import { partyColumns } from './parties';

/** Customers; the master-data area's customer tables hang off this one. */
export const customers = pgTable(
  'customers',
  {
    ...partyColumns(),
  },
  (t) => [index('customers_entity_id_idx').on(t.entityId)],
);
