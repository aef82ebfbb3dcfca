import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { countries } from './geography';
import { customerProducts } from './products';
import { entities } from './reference';
import { factories, suppliers } from './suppliers';
import { users } from './users';

/**
 * Purchase orders and their lines. A PO belongs to an entity and one customer (optionally a supplier and a
 * factory); its number is unique per customer whatever its case. A line is a product of that customer in a
 * colour, a whole quantity, an ETD and a destination country; `booked_quantity` is what bookings hold of it
 * (a line cannot drop below it). `version` on the order covers its lines: one save writes both.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    factoryId: integer('factory_id').references(() => factories.id),
    poNumber: text('po_number').notNull(),
    remarks: text('remarks'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_customer_number_idx').on(t.customerId, sql`lower(${t.poNumber})`),
    index('purchase_orders_entity_idx').on(t.entityId, t.poNumber),
    index('purchase_orders_supplier_idx').on(t.supplierId),
    index('purchase_orders_factory_idx').on(t.factoryId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => customerProducts.id),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull(),
    quantity: integer('quantity').notNull(),
    bookedQuantity: integer('booked_quantity').notNull().default(0),
    etd: date('etd', { mode: 'string' }).notNull(),
    destinationCountryId: integer('destination_country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'purchase_order_lines_booked_within',
      sql`${t.bookedQuantity} >= 0 and ${t.bookedQuantity} <= ${t.quantity}`,
    ),
    uniqueIndex('purchase_order_lines_product_color_idx').on(
      t.purchaseOrderId,
      t.productId,
      sql`lower(${t.colorCode})`,
    ),
    index('purchase_order_lines_product_idx').on(t.productId),
    index('purchase_order_lines_etd_idx').on(t.etd),
    index('purchase_order_lines_country_idx').on(t.destinationCountryId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Purchase order imports: a job per upload, keyed by an unguessable hash (the spec's Excel import {hash}).
 * The job's progress and result live here so any server instance can answer for it and the screen finds it
 * again. Only one job per entity and file content may run at a time (the partial unique index).
 */
export const poImportJobs = pgTable(
  'po_import_jobs',
  {
    hash: text('hash').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    factoryId: integer('factory_id').references(() => factories.id),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull(),
    phase: text('phase').notNull(),
    rowsTotal: integer('rows_total'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsChecked: integer('rows_checked').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    errorRowCount: integer('error_row_count').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    fileMessageCode: text('file_message_code'),
    missingColumns: jsonb('missing_columns').notNull().default([]),
    errorWorkbook: bytea('error_workbook'),
    purchaseOrderCount: integer('purchase_order_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('po_import_jobs_running_file_idx')
      .on(t.entityId, t.fileSha256)
      .where(sql`${t.status} = 'running'`),
    index('po_import_jobs_user_idx').on(t.userId, t.startedAt),
  ],
);
