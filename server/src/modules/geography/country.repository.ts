import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CountryCreate,
  type CountryDetail,
  type CountryFilter,
  type CountryRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, customers, factories, provinces, regions, suppliers, users } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { ResourceRepository, WriteOutcome } from '../kit/resource-definition';
import { childCount } from './location-level';

const provinceCount = () => childCount(provinces.countryId, countries.id, 'province_count');

const rowFields = {
  id: countries.id,
  name: countries.name,
  alpha2: countries.alpha2,
  alpha3: countries.alpha3,
  regionId: countries.regionId,
  regionName: regions.name,
  provinceCount: provinceCount(),
  version: countries.version,
};

const detailFields = {
  id: countries.id,
  name: countries.name,
  alpha2: countries.alpha2,
  alpha3: countries.alpha3,
  regionId: countries.regionId,
  version: countries.version,
};

const SORT_COLUMNS: Record<string, SQL | typeof countries.id> = {
  id: countries.id,
  name: sql`${countries.name}`,
  alpha2: sql`${countries.alpha2}`,
  alpha3: sql`${countries.alpha3}`,
  regionName: sql`${regions.name}`,
  provinceCount: provinceCount().getSQL(),
};

export function countryCondition(query: SearchQuery<CountryFilter>): SQL | undefined {
  return allOf(
    textMatches(query.searchText, [countries.name, countries.alpha2, countries.alpha3]),
    idIn(countries.id, query.idList),
    idIn(countries.id, query.filter.countryIds),
    idIn(countries.regionId, query.filter.regionIds),
  );
}

async function get(db: Db, id: number): Promise<CountryDetail | null> {
  const [row] = await db.select(detailFields).from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}

const upper = (code: string | null | undefined) => (code?.trim() ? code.trim().toUpperCase() : null);

/** Name (DuplicateName), codes (DuplicateData) and region (ParentNotFound) checks; null when fine. */
async function refusal(
  db: Db,
  body: CountryCreate,
  exceptId?: number,
): Promise<WriteOutcome<CountryDetail> | null> {
  if (body.regionId != null) {
    const region = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId));
    if (!region.length) return { result: ResourceResult.ParentNotFound };
  }
  const others = exceptId == null ? undefined : ne(countries.id, exceptId);
  const sameName = await db
    .select({ id: countries.id })
    .from(countries)
    .where(allOf(sql`lower(${countries.name}) = lower(${body.name.trim()})`, others))
    .limit(1);
  if (sameName.length) return { result: ResourceResult.DuplicateName };
  const alpha3 = upper(body.alpha3);
  const sameCode = await db
    .select({ id: countries.id })
    .from(countries)
    .where(
      allOf(
        or(eq(countries.alpha2, upper(body.alpha2)!), alpha3 ? eq(countries.alpha3, alpha3) : undefined),
        others,
      ),
    )
    .limit(1);
  if (sameCode.length) return { result: ResourceResult.DuplicateData };
  return null;
}

/** Countries: id is the ISO numeric code, given on create and never changed. */
export const countryRepository: ResourceRepository<CountryRow, CountryDetail, CountryCreate, CountryFilter> =
  {
    async page(db, query) {
      let paged = db
        .select(rowFields)
        .from(countries)
        .leftJoin(regions, eq(regions.id, countries.regionId))
        .where(countryCondition(query))
        .orderBy(
          ...orderBy(query.sort, SORT_COLUMNS, countries.id, ['name', 'alpha2', 'alpha3', 'regionName']),
        )
        .offset(query.skip)
        .$dynamic();
      if (query.take != null) paged = paged.limit(query.take);
      return paged;
    },

    async count(db, query) {
      const [row] = await db.select({ total: count() }).from(countries).where(countryCondition(query));
      return Number(row?.total ?? 0);
    },

    get,

    async create(tx, body) {
      if (await get(tx, body.id)) return { result: ResourceResult.DuplicateData };
      const refused = await refusal(tx, body);
      if (refused) return refused;
      await tx.insert(countries).values({
        id: body.id,
        name: body.name.trim(),
        alpha2: upper(body.alpha2)!,
        alpha3: upper(body.alpha3),
        regionId: body.regionId ?? null,
      });
      return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
    },

    async update(tx, body) {
      const current = await get(tx, body.id);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      const refused = await refusal(tx, body, body.id);
      if (refused) return refused;
      const updated = await tx
        .update(countries)
        .set({
          name: body.name.trim(),
          alpha2: upper(body.alpha2)!,
          alpha3: upper(body.alpha3),
          regionId: body.regionId ?? null,
          version: sql`${countries.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(countries.id, body.id), eq(countries.version, body.version)))
        .returning({ id: countries.id });
      if (!updated.length) return { result: ResourceResult.Conflict, current: (await get(tx, body.id))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
    },

    async remove(tx, id) {
      if (!(await get(tx, id))) return ResourceResult.NotFound;
      // Provinces reference countries by key; parties and users hold the code without a key, so look too.
      const references = [
        [provinces, provinces.countryId],
        [customers, customers.countryId],
        [suppliers, suppliers.countryId],
        [factories, factories.countryId],
        [users, users.countryId],
      ] as const;
      for (const [table, column] of references) {
        const used = await tx.select({ id: column }).from(table).where(eq(column, id)).limit(1);
        if (used.length) return ResourceResult.InUse;
      }
      await tx.delete(countries).where(eq(countries.id, id));
      return ResourceResult.Success;
    },
  };
