import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { offices } from './hr';
import { customerProducts } from './products';
import { purchaseOrderLines } from './purchase-orders';
import { entities } from './reference';
import { factories, suppliers } from './suppliers';
import { users } from './users';

const newestFirst = (t: { inspectionDateFrom: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.inspectionDateFrom.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * Inspection bookings (docs/bookings.md). A booking belongs to an entity, one customer, supplier and factory
 * and one inspection service type; its lines book quantities of purchase-order lines (each booking that is
 * not cancelled holds its quantities in purchase_order_lines.booked_quantity, whose check constraint makes
 * two concurrent bookings of the last units fail one of them). `version` covers the booking, its lines and
 * its products: one save writes all three.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    factoryId: integer('factory_id')
      .notNull()
      .references(() => factories.id),
    /** A ServiceType of the inspection kind (1-4). */
    serviceType: integer('service_type').notNull(),
    /** A BookingStatus. */
    status: integer('status').notNull(),
    /** While on Hold: the status to go back to on release. */
    heldFromStatus: integer('held_from_status'),
    inspectionDateFrom: date('inspection_date_from', { mode: 'string' }).notNull(),
    inspectionDateTo: date('inspection_date_to', { mode: 'string' }).notNull(),
    officeId: integer('office_id').references(() => offices.id),
    instructions: text('instructions'),
    containerCount: integer('container_count').notNull().default(0),
    customerContactIds: integer('customer_contact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    supplierContactIds: integer('supplier_contact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    factoryContactIds: integer('factory_contact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The booking this one was split from. */
    parentId: integer('parent_id'),
    /** The booking this one was merged into (it is then cancelled). */
    combinedIntoId: integer('combined_into_id'),
    /** The booking whose report's customer decision asked for this re-inspection. */
    reinspectionOfId: integer('reinspection_of_id'),
    holdReason: text('hold_reason'),
    cancelReason: text('cancel_reason'),
    /** Kept with the lines on every save: what the summary shows and its text search reads. */
    poNumbers: text('po_numbers').notNull().default(''),
    /** Lower-cased booking number, PO numbers and product references: one trigram index serves the text search. */
    searchText: text('search_text').notNull().default(''),
    productCount: integer('product_count').notNull().default(0),
    totalQuantity: integer('total_quantity').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_date_order', sql`${t.inspectionDateTo} >= ${t.inspectionDateFrom}`),
    // The summary's order (inspection date, newest first, then id) read from an index, forward or backward.
    // NULLS FIRST is what ORDER BY ... DESC means: drizzle's .desc() alone writes DESC NULLS LAST, which no
    // ORDER BY ... DESC matches, and the 1,000,000-booking first page then sorted every row of the entity
    // (1.3 s instead of 1 ms, docs/performance.md).
    index('bookings_entity_date_idx').on(t.entityId, ...newestFirst(t)),
    index('bookings_entity_status_date_idx').on(t.entityId, t.status, ...newestFirst(t)),
    // A customer, supplier or factory user's scope is the entity and the party: with both in the index their
    // page is read in order and their count from the index alone.
    index('bookings_customer_date_idx').on(t.customerId, t.entityId, ...newestFirst(t)),
    index('bookings_supplier_date_idx').on(t.supplierId, t.entityId, ...newestFirst(t)),
    index('bookings_factory_date_idx').on(t.factoryId, t.entityId, ...newestFirst(t)),
    index('bookings_parent_idx').on(t.parentId),
    index('bookings_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const bookingLines = pgTable(
  'booking_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    poLineId: integer('po_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    /** The PO line's product, kept here so a product filter and the sampling need no join. */
    productId: integer('product_id')
      .notNull()
      .references(() => customerProducts.id),
    quantity: integer('quantity').notNull(),
    containerNo: integer('container_no'),
  },
  (t) => [
    check('booking_lines_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('booking_lines_booking_po_line_idx').on(t.bookingId, t.poLineId),
    index('booking_lines_po_line_idx').on(t.poLineId),
    index('booking_lines_product_idx').on(t.productId, t.bookingId),
  ],
);

/** The AQL choice per product of a booking, and the plan the server computed for it at the last save. */
export const bookingProducts = pgTable(
  'booking_products',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => customerProducts.id),
    aqlLevel: integer('aql_level').notNull(),
    customSampleSize: integer('custom_sample_size'),
    criticalAql: doublePrecision('critical_aql'),
    majorAql: doublePrecision('major_aql'),
    minorAql: doublePrecision('minor_aql'),
    pickingGroup: integer('picking_group'),
    lotSize: integer('lot_size').notNull().default(0),
    /** The SamplingResult of its lot (its own quantity, or its picking group's). */
    sampling: jsonb('sampling'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.productId] })],
);

export const bookingAttachments = pgTable(
  'booking_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Relative to the data folder's files. */
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_attachments_booking_idx').on(t.bookingId)],
);

/** Every status change and edit of a booking: who, when, what changed and why. Never updated. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's name as it was. */
    userName: text('user_name'),
    /** A BookingAction or BookingEvent. */
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    reason: text('reason'),
    /** [{ field, from, to }] of an edit. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.at)],
);

/**
 * The entity's booking rules (spec section 4: settings can forbid supplier or factory cancel or reschedule
 * after Requested). One row per entity; no row means both allowed.
 */
export const entityBookingSettings = pgTable('entity_booking_settings', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => entities.id),
  supplierMayCancelAfterRequested: boolean('supplier_may_cancel_after_requested').notNull().default(true),
  supplierMayRescheduleAfterRequested: boolean('supplier_may_reschedule_after_requested')
    .notNull()
    .default(true),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
