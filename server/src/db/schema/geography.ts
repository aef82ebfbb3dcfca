import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Geography reference data: country > province > city > county > town. Global, not per entity: every
 * entity works in the same countries. A country's id is its ISO 3166-1 numeric code (what
 * parties.country_id and users.country_id hold); the levels below get generated ids. Names are unique
 * per parent whatever their case. `version` starts at 1 and each update bumps it (optimistic locking).
 * Foreign keys restrict deletes: a province with cities cannot go, even past the service's check.
 */

/** UN M49 regions (Africa 2, Oceania 9, Americas 19, Asia 142, Europe 150). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    alpha2: text('alpha2').notNull(),
    alpha3: text('alpha3'),
    regionId: integer('region_id').references(() => regions.id),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('countries_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('countries_alpha2_idx').on(t.alpha2),
    uniqueIndex('countries_alpha3_idx').on(t.alpha3),
    index('countries_region_id_idx').on(t.regionId),
  ],
);

export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('provinces_country_name_idx').on(t.countryId, sql`lower(${t.name})`)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cities_province_name_idx').on(t.provinceId, sql`lower(${t.name})`)],
);

export const counties = pgTable(
  'counties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('counties_city_name_idx').on(t.cityId, sql`lower(${t.name})`)],
);

export const towns = pgTable(
  'towns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('towns_county_name_idx').on(t.countyId, sql`lower(${t.name})`)],
);
