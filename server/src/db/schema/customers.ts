import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cities, countries, provinces } from './geography';
import { partyColumns, trigramIndex } from './parties';
import { entities, services } from './reference';
import { users } from './users';
import { timestamps, version } from './columns';

/**
 * Customers; the master-data area's customer tables hang off this one. `entity_id` is the entity that
 * created the customer; `customer_entities` is the list of entities that see it (the creating one
 * included). `version` starts at 1 and each update bumps it (optimistic locking). A deleted customer
 * keeps its row (`is_active` false, `deleted_at` set) because bookings and users point at it.
 */

const lookup = (name: string) => integer(name).references((): AnyPgColumn => customerLookups.id);

/**
 * The customer form's small lookups in one table: `kind` names the list (status, category, complexity,
 * skill, group, language, prospect-status, market-segment, business-type, address-type, invoice-type,
 * activities-level, relationship-status, brand-priority, lead-source). Global, not per entity.
 */
export const customerLookups = pgTable(
  'customer_lookups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('customer_lookups_kind_name_idx').on(t.kind, sql`lower(${t.name})`)],
);

export const customers = pgTable(
  'customers',
  {
    ...partyColumns(),
    code: text('code'),
    glCode: text('gl_code'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    statusId: lookup('status_id'),
    categoryId: lookup('category_id'),
    complexityId: lookup('complexity_id'),
    groupId: lookup('group_id'),
    languageId: lookup('language_id'),
    prospectStatusId: lookup('prospect_status_id'),
    marketSegmentId: lookup('market_segment_id'),
    businessTypeId: lookup('business_type_id'),
    invoiceTypeId: lookup('invoice_type_id'),
    activitiesLevelId: lookup('activities_level_id'),
    relationshipStatusId: lookup('relationship_status_id'),
    brandPriorityId: lookup('brand_priority_id'),
    leadSourceId: lookup('lead_source_id'),
    /** Internal users: the accounting leader and the sales person in charge. */
    accountingLeaderId: integer('accounting_leader_id').references((): AnyPgColumn => users.id),
    salesInChargeId: integer('sales_in_charge_id').references((): AnyPgColumn => users.id),
    /** Days the customer's date filters cover by default (custom-filter-days); null = the screen's default. */
    customFilterDays: integer('custom_filter_days'),
    comments: text('comments'),
    /** The customer's users may download their inspection reports (spec: isDownloadInspectionReportVisible). */
    downloadInspectionReport: boolean('download_inspection_report').notNull().default(true),
    /** Validated, passed reports of this customer get an inspection certificate. */
    needsInspectionCertificate: boolean('needs_inspection_certificate').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('customers_entity_id_idx').on(t.entityId),
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    index('customers_group_id_idx').on(t.groupId),
    trigramIndex('customers_name_trgm_idx', t.name),
    trigramIndex('customers_code_trgm_idx', t.code),
    trigramIndex('customers_gl_code_trgm_idx', t.glCode),
    trigramIndex('customers_email_trgm_idx', t.email),
  ],
);

/** The entities a customer is visible in. */
export const customerEntities = pgTable(
  'customer_entities',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.entityId] }),
    index('customer_entities_entity_id_idx').on(t.entityId),
  ],
);

export const customerSkills = pgTable(
  'customer_skills',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => customerLookups.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.skillId] })],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressTypeId: integer('address_type_id').references(() => customerLookups.id),
    address: text('address').notNull(),
    zipCode: text('zip_code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    isDefault: boolean('is_default').notNull().default(false),
    version: version(),
  },
  (t) => [index('customer_addresses_customer_id_idx').on(t.customerId)],
);

/** Sister companies: other customers of the same family (stored once per direction the user entered). */
export const customerSisterCompanies = pgTable(
  'customer_sister_companies',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sisterCustomerId: integer('sister_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.sisterCustomerId] }),
    index('customer_sister_companies_sister_idx').on(t.sisterCustomerId),
  ],
);

/** Instructions the operations team follows for this customer, optionally per service. */
export const customerGeneralInstructions = pgTable(
  'customer_general_instructions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    instruction: text('instruction').notNull(),
    version: version(),
  },
  (t) => [index('customer_general_instructions_customer_idx').on(t.customerId)],
);

export const customerPaymentTerms = pgTable(
  'customer_payment_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    days: integer('days').notNull(),
    description: text('description'),
    version: version(),
  },
  (t) => [index('customer_payment_terms_customer_idx').on(t.customerId)],
);

/** The customer's seasons (e.g. "Spring/Summer 2027") used by bookings and reports. */
export const customerSeasonConfigs = pgTable(
  'customer_season_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: version(),
  },
  (t) => [index('customer_season_configs_customer_idx').on(t.customerId)],
);

export const customerPriceCategories = pgTable(
  'customer_price_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: version(),
  },
  (t) => [uniqueIndex('customer_price_categories_name_idx').on(t.customerId, sql`lower(${t.name})`)],
);

/** Price lines: per service and price type (spec PriceType: ManDay 1, Sampling 2, PieceRate 3, PerIntervention 4). */
export const customerPriceData = pgTable(
  'customer_price_data',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    priceCategoryId: integer('price_category_id').references(() => customerPriceCategories.id, {
      onDelete: 'set null',
    }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    priceType: integer('price_type').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    version: version(),
  },
  (t) => [index('customer_price_data_customer_idx').on(t.customerId)],
);

export const customerBrands = pgTable(
  'customer_brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('customer_brands_customer_name_idx').on(t.customerId, sql`lower(${t.name})`)],
);
