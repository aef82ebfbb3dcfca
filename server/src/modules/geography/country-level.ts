import { eq, ne, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ResourceResult, type CountryCreate } from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, customers, factories, provinces, regions, suppliers, users } from '../../db/schema';
import { allOf } from '../../lib/search/sql-filters';
import { rowExists } from '../kit/column-queries';
import type { LevelDeclaration } from '../kit/hierarchy-levels';
import { sameNameExists, type LevelBody, type WriteRefusal } from '../kit/hierarchy-writes';

const upper = (code: string | null | undefined) => (code?.trim() ? code.trim().toUpperCase() : null);

async function codesTaken(db: Db, body: CountryCreate, others: SQL | undefined): Promise<boolean> {
  const alpha3 = upper(body.alpha3);
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(
      allOf(
        or(eq(countries.alpha2, upper(body.alpha2)!), alpha3 ? eq(countries.alpha3, alpha3) : undefined),
        others,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Region (ParentNotFound), name (DuplicateName) and codes (DuplicateData) checks; null when fine. */
async function refusal(db: Db, raw: LevelBody, exceptId?: number): Promise<WriteRefusal | null> {
  const body = raw as unknown as CountryCreate;
  if (body.regionId != null && !(await rowExists(db, regions.id, body.regionId)))
    return { result: ResourceResult.ParentNotFound };
  if (await sameNameExists(db, countries, body.name.trim(), exceptId))
    return { result: ResourceResult.DuplicateName };
  if (await codesTaken(db, body, exceptId == null ? undefined : ne(countries.id, exceptId)))
    return { result: ResourceResult.DuplicateData };
  return null;
}

const { alpha2, alpha3, regionId } = countries;

/**
 * The top of the geography. A country's id is its ISO 3166-1 numeric code, given on create and never
 * changed; it has ISO codes and a region where the levels below have a code and a parent.
 */
export const countryDeclaration: LevelDeclaration = {
  key: 'country',
  table: countries,
  title: { en: 'Country', fr: 'Pays' },
  counts: [
    {
      field: 'provinceCount',
      column: provinces.countryId,
      alias: 'province_count',
      header: { en: 'Provinces', fr: 'Provinces' },
      width: 12,
    },
  ],
  searchColumns: [countries.name, alpha2, alpha3],
  extras: {
    rowFields: { alpha2, alpha3, regionId, regionName: regions.name },
    joinRows: <T extends PgSelect>(query: T) =>
      query.leftJoin(regions, eq(regions.id, countries.regionId)) as unknown as T,
    detailFields: { alpha2, alpha3, regionId },
    sortColumns: { alpha2, alpha3, regionName: regions.name },
    textSortFields: ['alpha2', 'alpha3', 'regionName'],
    filterColumns: { regionIds: regionId },
    // Parties and users hold a country's code without a foreign key, so a delete looks there too.
    usedBy: [customers.countryId, suppliers.countryId, factories.countryId, users.countryId],
  },
  writes: {
    idGiven: true,
    values: (raw) => {
      const body = raw as unknown as CountryCreate;
      return {
        name: body.name.trim(),
        alpha2: upper(body.alpha2)!,
        alpha3: upper(body.alpha3),
        regionId: body.regionId ?? null,
      };
    },
    refusal,
  },
};
