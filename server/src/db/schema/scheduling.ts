import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { customerLookups, customers } from './customers';
import { cities, countries } from './geography';
import { offices, staff } from './hr';
import { users } from './users';
import { entityId, timestamps, version } from './columns';

/**
 * Scheduling (docs/scheduling.md): which inspector (QC, a staff with the Inspector profile) works which day
 * of which booking, the days a QC is blocked, what QCs can do and where they go, and the rates and
 * man-day rules allocation reads. Everything but the QC's own skills and countries belongs to one entity.
 */

const manDays = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull();

/** The skills a QC has, from the customers' skill list (customer_lookups of kind skill). */
export const staffSkills = pgTable(
  'staff_skills',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => customerLookups.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.skillId] })],
);

/** The countries a QC works in besides the country of their office (spec: operationalCountryIds). */
export const staffOperationalCountries = pgTable(
  'staff_operational_countries',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.countryId] })],
);

/** One blocked day of a QC (qcblock): nobody may allocate them that day. */
export const qcBlocks = pgTable(
  'qc_blocks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    blockDate: date('block_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qc_blocks_staff_date_idx').on(t.staffId, t.blockDate),
    index('qc_blocks_entity_date_idx').on(t.entityId, t.blockDate),
  ],
);

/**
 * One QC on one day of one booking, for some man-days (at most 1 per QC and day over all bookings; the
 * allocation command checks it under a lock on the QC's staff row, see docs/scheduling.md).
 */
export const bookingAllocations = pgTable(
  'booking_allocations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    manDays: manDays('man_days'),
    /** When the inspector said the inspection was finished (starts the report deadline). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('booking_allocations_man_days', sql`${t.manDays} > 0 and ${t.manDays} <= 1`),
    uniqueIndex('booking_allocations_booking_staff_date_idx').on(t.bookingId, t.staffId, t.inspectionDate),
    index('booking_allocations_staff_date_idx').on(t.staffId, t.inspectionDate),
    index('booking_allocations_entity_date_idx').on(t.entityId, t.inspectionDate),
  ],
);

/** Man-days by service type, total sample size and number of products (bounds inclusive, null "and above"). */
export const workloadMatrix = pgTable(
  'workload_matrix',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    serviceType: integer('service_type').notNull(),
    sampleSizeFrom: integer('sample_size_from').notNull(),
    sampleSizeTo: integer('sample_size_to'),
    productCountFrom: integer('product_count_from').notNull(),
    productCountTo: integer('product_count_to'),
    manDays: manDays('man_days'),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('workload_matrix_entity_service_idx').on(t.entityId, t.serviceType)],
);

/** Man-days added to the workload matrix's, for every booking or one customer's, one service type's. */
export const otherMandays = pgTable(
  'other_mandays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    serviceType: integer('service_type'),
    manDays: manDays('man_days'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('other_mandays_entity_idx').on(t.entityId)],
);

/** Where an office's QCs set out from. */
export const startingPorts = pgTable(
  'starting_ports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    name: text('name').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('starting_ports_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`),
    index('starting_ports_office_idx').on(t.officeId),
  ],
);

/**
 * A journey from a starting port to a city: trip type, one-way time and its fare (the return ticket of a
 * same-day trip, one single ticket of a trip with a night away, counted twice; docs/scheduling.md).
 */
export const travelMatrix = pgTable(
  'travel_matrix',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    startingPortId: integer('starting_port_id')
      .notNull()
      .references(() => startingPorts.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    tripType: integer('trip_type').notNull(),
    travelTimeHours: numeric('travel_time_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    ticketCost: money('ticket_cost'),
    currency: text('currency').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('travel_matrix_port_city_idx').on(t.startingPortId, t.cityId),
    index('travel_matrix_city_idx').on(t.cityId),
  ],
);

/** What a trip type costs beyond tickets in a destination country. */
export const travelTariffs = pgTable(
  'travel_tariffs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    tripType: integer('trip_type').notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('travel_tariffs_entity_country_trip_idx').on(t.entityId, t.countryId, t.tripType)],
);

/** A QC's meal allowance per man-day in a country. */
export const foodAllowances = pgTable(
  'food_allowances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: entityId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    amountPerManDay: money('amount_per_man_day'),
    currency: text('currency').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('food_allowances_entity_country_idx').on(t.entityId, t.countryId)],
);
