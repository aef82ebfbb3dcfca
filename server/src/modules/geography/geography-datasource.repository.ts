import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CountryFilter, DataSourceItem, LocationFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { countryCondition } from './country.repository';
import { levelCondition, type LocationLevel } from './location-level';

/** Lookups for select widgets: id and name, by name; the always-included ids are read apart. */

export async function countryItems(db: Db, query: DataSourceQuery<CountryFilter>): Promise<DataSourceItem[]> {
  let page = db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(
      countryCondition({
        searchText: query.searchText,
        idList: null,
        filter: query.filter,
        skip: 0,
        take: null,
        sort: { field: 'name', direction: 'asc' },
      }),
    )
    .orderBy(sql`lower(${countries.name})`, asc(countries.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) page = page.limit(query.take);
  return page;
}

export async function countriesById(db: Db, ids: number[]): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  return db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(inArray(countries.id, ids))
    .orderBy(sql`lower(${countries.name})`);
}

export async function levelItems(
  db: Db,
  level: LocationLevel,
  query: DataSourceQuery<LocationFilter>,
): Promise<DataSourceItem[]> {
  const { id, name } = level.columns;
  const select = db.select({ id, name }).from(level.table).$dynamic();
  let page = level
    .joinAncestors(select)
    .where(
      levelCondition(level, {
        searchText: query.searchText,
        idList: null,
        filter: query.filter,
        skip: 0,
        take: null,
        sort: { field: 'name', direction: 'asc' },
      }),
    )
    .orderBy(sql`lower(${name})`, asc(id))
    .offset(query.skip);
  if (query.take != null) page = page.limit(query.take);
  return (await page) as DataSourceItem[];
}

export async function levelItemsById(db: Db, level: LocationLevel, ids: number[]): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  const { id, name } = level.columns;
  const rows = await db
    .select({ id, name })
    .from(level.table)
    .where(ids.length === 1 ? eq(id, ids[0]!) : inArray(id, ids))
    .orderBy(sql`lower(${name})`);
  return rows as DataSourceItem[];
}
