import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { cities, counties, countries, provinces, towns } from '../../db/schema';
import { childCount, type LocationLevel } from './location-level';

/** The four levels below the country, each joining its ancestors for names and filters. */

const common = <
  T extends { id: PgColumn; name: PgColumn; code: PgColumn; version: PgColumn; updatedAt: PgColumn },
>(
  table: T,
) => ({
  id: table.id,
  name: table.name,
  code: table.code,
  version: table.version,
  updatedAt: table.updatedAt,
});

// Text sorts are case-insensitive; the row fields named here are text.
const TEXT_SORTS = ['name', 'code', 'countryName', 'provinceName', 'cityName', 'countyName'];

export const provinceLevel: LocationLevel = {
  table: provinces,
  columns: common(provinces),
  parent: { column: provinces.countryId, key: 'countryId', id: countries.id },
  child: { column: cities.provinceId },
  rowFields: {
    id: provinces.id,
    name: provinces.name,
    code: provinces.code,
    countryId: countries.id,
    countryName: countries.name,
    cityCount: childCount(cities.provinceId, provinces.id, 'city_count'),
    version: provinces.version,
  },
  detailFields: {
    id: provinces.id,
    name: provinces.name,
    code: provinces.code,
    countryId: provinces.countryId,
    version: provinces.version,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query.innerJoin(countries, eq(countries.id, provinces.countryId)) as unknown as T,
  filterColumns: { countryIds: countries.id, provinceIds: provinces.id },
  textColumns: [provinces.name, provinces.code],
  sortColumns: {
    id: provinces.id,
    name: provinces.name,
    code: provinces.code,
    countryName: countries.name,
    cityCount: childCount(cities.provinceId, provinces.id, 'city_count').getSQL() as SQL,
  },
  textSortFields: TEXT_SORTS,
};

export const cityLevel: LocationLevel = {
  table: cities,
  columns: common(cities),
  parent: { column: cities.provinceId, key: 'provinceId', id: provinces.id },
  child: { column: counties.cityId },
  rowFields: {
    id: cities.id,
    name: cities.name,
    code: cities.code,
    provinceId: provinces.id,
    provinceName: provinces.name,
    countryId: countries.id,
    countryName: countries.name,
    countyCount: childCount(counties.cityId, cities.id, 'county_count'),
    version: cities.version,
  },
  detailFields: {
    id: cities.id,
    name: cities.name,
    code: cities.code,
    provinceId: cities.provinceId,
    countryId: provinces.countryId,
    version: cities.version,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .innerJoin(countries, eq(countries.id, provinces.countryId)) as unknown as T,
  filterColumns: { countryIds: countries.id, provinceIds: provinces.id, cityIds: cities.id },
  textColumns: [cities.name, cities.code],
  sortColumns: {
    id: cities.id,
    name: cities.name,
    code: cities.code,
    provinceName: provinces.name,
    countryName: countries.name,
    countyCount: childCount(counties.cityId, cities.id, 'county_count').getSQL() as SQL,
  },
  textSortFields: TEXT_SORTS,
};

export const countyLevel: LocationLevel = {
  table: counties,
  columns: common(counties),
  parent: { column: counties.cityId, key: 'cityId', id: cities.id },
  child: { column: towns.countyId },
  rowFields: {
    id: counties.id,
    name: counties.name,
    code: counties.code,
    cityId: cities.id,
    cityName: cities.name,
    provinceId: provinces.id,
    provinceName: provinces.name,
    countryId: countries.id,
    countryName: countries.name,
    townCount: childCount(towns.countyId, counties.id, 'town_count'),
    version: counties.version,
  },
  detailFields: {
    id: counties.id,
    name: counties.name,
    code: counties.code,
    cityId: counties.cityId,
    provinceId: cities.provinceId,
    countryId: provinces.countryId,
    version: counties.version,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query
      .innerJoin(cities, eq(cities.id, counties.cityId))
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .innerJoin(countries, eq(countries.id, provinces.countryId)) as unknown as T,
  filterColumns: {
    countryIds: countries.id,
    provinceIds: provinces.id,
    cityIds: cities.id,
    countyIds: counties.id,
  },
  textColumns: [counties.name, counties.code],
  sortColumns: {
    id: counties.id,
    name: counties.name,
    code: counties.code,
    cityName: cities.name,
    provinceName: provinces.name,
    countryName: countries.name,
    townCount: childCount(towns.countyId, counties.id, 'town_count').getSQL() as SQL,
  },
  textSortFields: TEXT_SORTS,
};

export const townLevel: LocationLevel = {
  table: towns,
  columns: common(towns),
  parent: { column: towns.countyId, key: 'countyId', id: counties.id },
  rowFields: {
    id: towns.id,
    name: towns.name,
    code: towns.code,
    countyId: counties.id,
    countyName: counties.name,
    cityId: cities.id,
    cityName: cities.name,
    provinceId: provinces.id,
    provinceName: provinces.name,
    countryId: countries.id,
    countryName: countries.name,
    version: towns.version,
  },
  detailFields: {
    id: towns.id,
    name: towns.name,
    code: towns.code,
    countyId: towns.countyId,
    cityId: counties.cityId,
    provinceId: cities.provinceId,
    countryId: provinces.countryId,
    version: towns.version,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query
      .innerJoin(counties, eq(counties.id, towns.countyId))
      .innerJoin(cities, eq(cities.id, counties.cityId))
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .innerJoin(countries, eq(countries.id, provinces.countryId)) as unknown as T,
  filterColumns: {
    countryIds: countries.id,
    provinceIds: provinces.id,
    cityIds: cities.id,
    countyIds: counties.id,
    townIds: towns.id,
  },
  textColumns: [towns.name, towns.code],
  sortColumns: {
    id: towns.id,
    name: towns.name,
    code: towns.code,
    countyName: counties.name,
    cityName: cities.name,
    provinceName: provinces.name,
    countryName: countries.name,
  },
  textSortFields: TEXT_SORTS,
};
