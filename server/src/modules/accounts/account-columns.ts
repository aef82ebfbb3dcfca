import { sql } from 'drizzle-orm';

/**
 * The outer row's columns, always qualified: a select over one table names its columns bare, and a bare
 * "id" inside a subquery would mean the subquery's own table (sessions.id, not users.id).
 */
export const outer = {
  id: sql.raw('"users"."id"'),
  staffId: sql.raw('"users"."staff_id"'),
  customerId: sql.raw('"users"."customer_id"'),
  supplierId: sql.raw('"users"."supplier_id"'),
  factoryId: sql.raw('"users"."factory_id"'),
  photoFile: sql.raw('"users"."photo_file"'),
};
