import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerBrands, customers } from './customers';
import { trigramIndex } from './parties';
import { timestamps, version } from './columns';

/**
 * A customer's contacts, contact groups, departments, buyers and collections. Each row belongs to one
 * customer (fixed once created) and goes with it. Codes and names are unique within the customer whatever
 * their case. `version` starts at 1 and each update bumps it (optimistic locking). A department or contact
 * group still named by a contact cannot be deleted (restrict).
 */

const owner = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const customerContactGroups = pgTable(
  'customer_contact_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: owner(),
    name: text('name').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('customer_contact_groups_name_idx').on(t.customerId, sql`lower(${t.name})`)],
);

export const customerDepartments = pgTable(
  'customer_departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_departments_code_idx').on(t.customerId, sql`lower(${t.code})`),
    uniqueIndex('customer_departments_name_idx').on(t.customerId, sql`lower(${t.name})`),
  ],
);

export const customerBuyers = pgTable(
  'customer_buyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_buyers_code_idx').on(t.customerId, sql`lower(${t.code})`),
    uniqueIndex('customer_buyers_name_idx').on(t.customerId, sql`lower(${t.name})`),
  ],
);

export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: owner(),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    /** CustomerContactType values (Inspection 1, Accounting 2, Quotation 3, Report 4, Booking 5, Audit 6). */
    contactTypeIds: integer('contact_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    contactGroupId: integer('contact_group_id').references(() => customerContactGroups.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('customer_contacts_customer_id_idx').on(t.customerId),
    index('customer_contacts_group_id_idx').on(t.contactGroupId),
    uniqueIndex('customer_contacts_email_idx')
      .on(t.customerId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    // The contact summary's default order (name, then id for stable pages) read from the index.
    index('customer_contacts_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    trigramIndex('customer_contacts_name_trgm_idx', t.name),
    trigramIndex('customer_contacts_email_trgm_idx', t.email),
    trigramIndex('customer_contacts_job_title_trgm_idx', t.jobTitle),
    trigramIndex('customer_contacts_phone_trgm_idx', t.phone),
    trigramIndex('customer_contacts_mobile_trgm_idx', t.mobile),
  ],
);

/** The departments a contact covers. */
export const customerContactDepartments = pgTable(
  'customer_contact_departments',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => customerContacts.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => customerDepartments.id),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.departmentId] }),
    index('customer_contact_departments_department_idx').on(t.departmentId),
  ],
);

/** The brands a contact covers (a brand's removal drops the link). */
export const customerContactBrands = pgTable(
  'customer_contact_brands',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => customerContacts.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => customerBrands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.brandId] }),
    index('customer_contact_brands_brand_idx').on(t.brandId),
  ],
);

/** Collections (a season's range) of a customer, each under one of its brands or none. */
export const customerCollections = pgTable(
  'customer_collections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: owner(),
    brandId: integer('brand_id').references(() => customerBrands.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_collections_name_idx').on(t.customerId, sql`lower(${t.name})`),
    index('customer_collections_brand_idx').on(t.brandId),
  ],
);
