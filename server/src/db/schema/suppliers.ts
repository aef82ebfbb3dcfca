import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { cities, counties, provinces, towns } from './geography';
import { partyColumns, trigramIndex } from './parties';
import { users } from './users';

/**
 * Suppliers and factories. Both have the same card (names, code, addresses, contacts, customers served,
 * services), so their sub-records live in shared tables with one owner column per kind (exactly one set).
 * A factory may work for several suppliers (supplier_factories); factories.supplier_id stays the supplier
 * the factory was created for (user accounts narrow factory pickers by it).
 */
const vendorColumns = () => ({
  localName: text('local_name'),
  code: text('code'),
  legalName: text('legal_name'),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const suppliers = pgTable(
  'suppliers',
  {
    ...partyColumns(),
    ...vendorColumns(),
  },
  (t) => [
    index('suppliers_entity_id_idx').on(t.entityId),
    uniqueIndex('suppliers_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`),
    trigramIndex('suppliers_name_trgm_idx', t.name),
    trigramIndex('suppliers_local_name_trgm_idx', t.localName),
    trigramIndex('suppliers_code_trgm_idx', t.code),
    trigramIndex('suppliers_legal_name_trgm_idx', t.legalName),
  ],
);

export const factories = pgTable(
  'factories',
  {
    ...partyColumns(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    ...vendorColumns(),
  },
  (t) => [
    index('factories_entity_id_idx').on(t.entityId),
    index('factories_supplier_id_idx').on(t.supplierId),
    uniqueIndex('factories_entity_name_lower_idx').on(t.entityId, sql`lower(${t.name})`),
    trigramIndex('factories_name_trgm_idx', t.name),
    trigramIndex('factories_local_name_trgm_idx', t.localName),
    trigramIndex('factories_code_trgm_idx', t.code),
    trigramIndex('factories_legal_name_trgm_idx', t.legalName),
  ],
);

/** Which factories produce for which suppliers (both directions of the edit screen). */
export const supplierFactories = pgTable(
  'supplier_factories',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    factoryId: integer('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.factoryId] }),
    index('supplier_factories_factory_idx').on(t.factoryId),
  ],
);

const ownerColumns = () => ({
  supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'cascade' }),
});
const oneOwner = (name: string) => check(name, sql`(supplier_id is null) <> (factory_id is null)`);

export const vendorAddresses = pgTable(
  'vendor_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    address: text('address').notNull(),
    localAddress: text('local_address'),
    postalCode: text('postal_code'),
    countryId: integer('country_id').notNull(),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    countyId: integer('county_id').references(() => counties.id),
    townId: integer('town_id').references(() => towns.id),
    ranking: integer('ranking').notNull().default(0),
  },
  (t) => [
    oneOwner('vendor_addresses_one_owner'),
    index('vendor_addresses_supplier_idx').on(t.supplierId),
    index('vendor_addresses_factory_idx').on(t.factoryId),
  ],
);

export const vendorContacts = pgTable(
  'vendor_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    job: text('job'),
    ranking: integer('ranking').notNull().default(0),
  },
  (t) => [
    oneOwner('vendor_contacts_one_owner'),
    index('vendor_contacts_supplier_idx').on(t.supplierId),
    index('vendor_contacts_factory_idx').on(t.factoryId),
  ],
);

/** The customers a supplier or factory works for. */
export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    oneOwner('vendor_customers_one_owner'),
    uniqueIndex('vendor_customers_supplier_idx').on(t.supplierId, t.customerId),
    uniqueIndex('vendor_customers_factory_idx').on(t.factoryId, t.customerId),
    index('vendor_customers_customer_idx').on(t.customerId),
  ],
);

/** The services (Inspection, Audit, TCF, Lab) a supplier or factory is booked for. */
export const vendorServices = pgTable(
  'vendor_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    serviceId: integer('service_id').notNull(),
  },
  (t) => [
    oneOwner('vendor_services_one_owner'),
    uniqueIndex('vendor_services_supplier_idx').on(t.supplierId, t.serviceId),
    uniqueIndex('vendor_services_factory_idx').on(t.factoryId, t.serviceId),
  ],
);

/**
 * Links of the public factory-mapping page: only the SHA-256 of the token is stored; a link works until
 * it expires or its factory list is submitted.
 */
export const factoryMappingLinks = pgTable(
  'factory_mapping_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('factory_mapping_links_token_idx').on(t.tokenHash),
    index('factory_mapping_links_supplier_idx').on(t.supplierId),
  ],
);
