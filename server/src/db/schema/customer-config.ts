import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { services } from './reference';
import { users } from './users';
import { timestamps, version } from './columns';

/**
 * A customer's configuration: the services it buys, the checkpoints of each, its complaints, its decision
 * labels per inspection result and the staff in charge of it per service. Every row belongs to one
 * customer (deleted with it); `version` starts at 1 and every update bumps it.
 */

const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const staff = (name: string) => integer(name).references(() => users.id);

/** One line per service and service type the customer buys (AqlLevel, PriceType: spec enums). */
export const customerServices = pgTable(
  'customer_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    serviceType: integer('service_type').notNull(),
    aqlLevel: integer('aql_level').notNull(),
    criticalAql: doublePrecision('critical_aql'),
    majorAql: doublePrecision('major_aql'),
    minorAql: doublePrecision('minor_aql'),
    priceType: integer('price_type').notNull(),
    reportFormat: text('report_format'),
    /** Reports of this service need the technical team's validation after the report checker's. */
    technicalReviewRequired: boolean('technical_review_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_services_customer_service_type_idx').on(t.customerId, t.serviceId, t.serviceType),
  ],
);

/** A named check the inspector performs for that customer service. */
export const customerCheckpoints = pgTable(
  'customer_checkpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    // No cascade: a service with checkpoints answers InUse on delete.
    customerServiceId: integer('customer_service_id')
      .notNull()
      .references(() => customerServices.id),
    name: text('name').notNull(),
    checkpointType: integer('checkpoint_type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    instructions: text('instructions'),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_checkpoints_service_name_idx').on(t.customerServiceId, sql`lower(${t.name})`),
    index('customer_checkpoints_customer_idx').on(t.customerId),
  ],
);

export const customerComplaints = pgTable(
  'customer_complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    complaintDate: date('complaint_date').notNull(),
    reference: text('reference'),
    category: integer('category').notNull(),
    description: text('description').notNull(),
    /** DefectClass: Critical 1, Major 2, Minor 3. */
    severity: integer('severity').notNull(),
    status: integer('status').notNull().default(1),
    rootCause: text('root_cause'),
    correctiveAction: text('corrective_action'),
    ownerId: staff('owner_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: staff('created_by'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('customer_complaints_customer_idx').on(t.customerId),
    index('customer_complaints_status_idx').on(t.status),
  ],
);

/** The customer's own words for its decision on an inspection result, and whether it releases the goods. */
export const customerDecisions = pgTable(
  'customer_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    resultType: integer('result_type').notNull(),
    name: text('name').notNull(),
    releasesShipment: boolean('releases_shipment').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_decisions_customer_name_idx').on(t.customerId, t.resultType, sql`lower(${t.name})`),
  ],
);

/** Per customer and service: the internal users in charge and the customer users' defaults. */
export const customerUserConfigs = pgTable(
  'customer_user_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    csUserId: staff('cs_user_id'),
    backupCsUserId: staff('backup_cs_user_id'),
    kamUserId: staff('kam_user_id'),
    salesUserId: staff('sales_user_id'),
    reportVisible: boolean('report_visible').notNull().default(true),
    canBook: boolean('can_book').notNull().default(false),
    notifyOnResult: boolean('notify_on_result').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('customer_user_configs_customer_service_idx').on(t.customerId, t.serviceId)],
);
