import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { customerDecisions } from './customer-config';
import { customers } from './customers';
import { factories, suppliers } from './suppliers';
import { users } from './users';
import { entityId, timestamps, version } from './columns';

/**
 * Inspection reports (docs/reports.md): the templates inspectors fill, one report per booking with its
 * defects, photos and review history, the customer's decision, the email configuration that mails reports
 * and the inspection certificates issued for passed ones.
 */

const emptyIntArray = sql`'{}'::integer[]`;
const emptyObject = sql`'{}'::jsonb`;
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Sections and checks per customer (null: every customer of the entity) and service type. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    customerId: integer('customer_id').references(() => customers.id),
    /** A ServiceType of the inspection kind. */
    serviceType: integer('service_type').notNull(),
    name: text('name').notNull(),
    /** ReportTemplateSection[]. */
    sections: jsonb('sections').notNull(),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    // One active template per customer (or the default) and service type: a report's template is never ambiguous.
    uniqueIndex('report_templates_active_idx')
      .on(t.entityId, sql`coalesce(${t.customerId}, 0)`, t.serviceType)
      .where(sql`${t.active}`),
  ],
);

/** The defects an inspector picks from (a typed description is kept as typed). */
export const defectListItems = pgTable(
  'defect_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** A DefectClass. */
    defaultClass: integer('default_class').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('defect_list_items_name_idx').on(t.entityId, sql`lower(${t.name})`)],
);

/**
 * One report per booking. The booking's customer, supplier, factory and inspection dates are copied here so
 * the report summary filters and sorts on one table (kept by the booking's reschedule); the template is
 * copied when the report is created, so editing a template never changes a report under way.
 */
export const inspectionReports = pgTable(
  'inspection_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    entityId: entityId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    factoryId: integer('factory_id')
      .notNull()
      .references(() => factories.id),
    inspectionDateFrom: date('inspection_date_from', { mode: 'string' }).notNull(),
    inspectionDateTo: date('inspection_date_to', { mode: 'string' }).notNull(),
    templateId: integer('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    /** ReportTemplateSection[] as the report was opened, with the customer's checkpoints. */
    sections: jsonb('sections').notNull(),
    /** { [productId]: { quantities, measurements } }. */
    productData: jsonb('product_data').notNull().default(emptyObject),
    /** { [checkKey]: { result, comment } }. */
    checks: jsonb('checks').notNull().default(emptyObject),
    remarks: text('remarks'),
    /** MissionStatus, ReportFillStatus, ReviewStatus (null until submitted), ReviewLevel, ReportStatus. */
    missionStatus: integer('mission_status').notNull(),
    fillStatus: integer('fill_status').notNull(),
    reviewStatus: integer('review_status'),
    reviewLevel: integer('review_level'),
    status: integer('status').notNull(),
    technicalReviewRequired: boolean('technical_review_required').notNull().default(false),
    /** ReportResult, computed at every save. */
    result: integer('result'),
    submittedAt: at('submitted_at'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: at('validated_at'),
    sentAt: at('sent_at'),
    /** When the report is due to the customer (deadline rule from the inspection's finish). */
    dueAt: at('due_at'),
    /** The last PDF generated (relative to the files folder) and what it was made from. */
    pdfPath: text('pdf_path'),
    pdfVersion: integer('pdf_version'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('inspection_reports_booking_idx').on(t.bookingId),
    index('inspection_reports_entity_date_idx').on(
      t.entityId,
      t.inspectionDateFrom.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inspection_reports_customer_date_idx').on(
      t.customerId,
      t.entityId,
      t.inspectionDateFrom.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inspection_reports_entity_review_idx').on(t.entityId, t.reviewStatus),
    index('inspection_reports_entity_due_idx').on(t.entityId, t.dueAt),
    // The report summary at 1,000,000 bookings (docs/performance.md): each typical screen's page and capped
    // count read one index, most of them without the table.
    // A customer user's list: its sent reports only, newest first.
    index('inspection_reports_customer_sent_idx')
      .on(t.customerId, t.entityId, t.inspectionDateFrom.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.sentAt} is not null`),
    index('inspection_reports_entity_result_idx').on(
      t.entityId,
      t.result,
      t.inspectionDateFrom.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inspection_reports_entity_status_idx').on(
      t.entityId,
      t.status,
      t.reviewStatus,
      t.inspectionDateFrom.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Inspection days overlapping a range: the range's start bounds the last day.
    index('inspection_reports_entity_date_to_idx').on(t.entityId, t.inspectionDateTo, t.inspectionDateFrom),
    // Reports of given bookings (an inspector's allocations) in date order, without the table.
    index('inspection_reports_booking_date_idx').on(t.bookingId, t.entityId, t.inspectionDateFrom, t.id),
  ],
);

/** A defect found; the id is the browser's, so a replayed save upserts. A removed one keeps a tombstone. */
export const reportDefects = pgTable(
  'report_defects',
  {
    id: uuid('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    defectListId: integer('defect_list_id').references(() => defectListItems.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** A DefectClass. */
    defectClass: integer('defect_class').notNull(),
    count: integer('count').notNull(),
    checkKey: text('check_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    check('report_defects_count_positive', sql`${t.count} > 0`),
    index('report_defects_report_idx').on(t.reportId),
  ],
);

/** A photo, resized by the browser; the id is the browser's, so a retried upload stores nothing twice. */
export const reportPhotos = pgTable(
  'report_photos',
  {
    id: uuid('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    defectId: uuid('defect_id'),
    checkKey: text('check_key'),
    caption: text('caption'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Relative to the files folder. */
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('report_photos_report_idx').on(t.reportId)],
);

/** Every step of the review (submitted, sent back with its comment, validated...). Never updated. */
export const reportReviews = pgTable(
  'report_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    /** A ReviewAction. */
    action: text('action').notNull(),
    level: integer('level'),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('report_reviews_report_idx').on(t.reportId, t.at)],
);

/** The customer's answer to a failed or pending report (one per report). */
export const reportCustomerDecisions = pgTable('report_customer_decisions', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => inspectionReports.id, { onDelete: 'cascade' }),
  decisionId: integer('decision_id')
    .notNull()
    .references(() => customerDecisions.id),
  comment: text('comment'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userName: text('user_name'),
  /** The booking a re-inspection decision created. */
  reinspectionBookingId: integer('reinspection_booking_id').references(() => bookings.id, {
    onDelete: 'set null',
  }),
  at: at('at').notNull().defaultNow(),
});

/** Email rules (emailconfig / econfig): per customer (null: any), service type (null: any) and email type. */
export const emailConfigs = pgTable(
  'email_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    customerId: integer('customer_id').references(() => customers.id),
    serviceType: integer('service_type'),
    /** An EmailType. */
    emailType: integer('email_type').notNull(),
    subjectTemplate: text('subject_template').notNull().default(''),
    bodyTemplate: text('body_template').notNull().default(''),
    /** CustomerContactType values: the customer's contacts of these types receive the mail. */
    recipientContactTypes: integer('recipient_contact_types').array().notNull().default(emptyIntArray),
    /** CustomerStaffRole values: the customer's staff in these roles are copied in. */
    ccRoles: integer('cc_roles').array().notNull().default(emptyIntArray),
    ccAddresses: text('cc_addresses'),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('email_configs_entity_type_idx').on(t.entityId, t.emailType)],
);

/** Inspection certificates; the number is given when issued, from number_series. */
export const inspectionCertificates = pgTable(
  'inspection_certificates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    number: text('number'),
    /** A CertificateStatus. */
    status: integer('status').notNull(),
    consignee: text('consignee').notNull(),
    invoiceNumber: text('invoice_number'),
    destination: text('destination'),
    quantity: integer('quantity').notNull(),
    remarks: text('remarks'),
    issuedAt: at('issued_at'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    check('inspection_certificates_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('inspection_certificates_number_idx').on(t.entityId, t.number),
    // One live certificate per booking; a cancelled one may be replaced.
    uniqueIndex('inspection_certificates_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.status} <> 3`),
    index('inspection_certificates_customer_idx').on(t.customerId),
  ],
);

/** The last number taken per entity, series and year (taken under a row lock: no gap, no duplicate). */
export const numberSeries = pgTable(
  'number_series',
  {
    entityId: entityId(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.series, t.year] })],
);
