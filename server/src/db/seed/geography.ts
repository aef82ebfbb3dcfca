import { count, inArray } from 'drizzle-orm';
import { REGION_NAMES, Region } from '@portal/domain';
import type { Db } from '../client';
import { cities, counties, countries, provinces, regions, towns } from '../schema';
import { COUNTRIES } from './countries';
import { DEMO_GEOGRAPHY } from './demo-geography';
import { enumEntries } from './reference-data';

export const REGION_ROWS = enumEntries(Region).map(([, id]) => ({ id, name: REGION_NAMES[id as Region] }));

/**
 * Regions always; the ISO countries once, into an empty table, so a country an administrator deleted or
 * renamed stays that way on the next start.
 */
export async function seedGeographyReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(regions).values(REGION_ROWS).onConflictDoNothing();
    const [existing] = await tx.select({ total: count() }).from(countries);
    if (Number(existing?.total ?? 0) > 0) return;
    await tx
      .insert(countries)
      .values(
        COUNTRIES.map(([id, alpha2, alpha3, name, regionId]) => ({ id, alpha2, alpha3, name, regionId })),
      )
      .onConflictDoNothing();
  });
}

/** Name -> id of the rows under the given parents (names compared case-insensitively). */
function keyOf(parentId: number, name: string): string {
  return `${parentId}|${name.toLowerCase()}`;
}

/**
 * Demo levels, level by level: insert what is missing (unique name per parent), then read the ids back.
 * Places whose country was removed are skipped.
 */
export async function seedDemoGeography(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const countryIds = new Set((await tx.select({ id: countries.id }).from(countries)).map((row) => row.id));
    const wanted = DEMO_GEOGRAPHY.filter((province) => countryIds.has(province.country));
    if (!wanted.length) return;

    await tx
      .insert(provinces)
      .values(wanted.map((p) => ({ name: p.name, code: p.code ?? null, countryId: p.country })))
      .onConflictDoNothing();
    const provinceRows = await tx
      .select({ id: provinces.id, name: provinces.name, parent: provinces.countryId })
      .from(provinces)
      .where(inArray(provinces.countryId, [...new Set(wanted.map((p) => p.country))]));
    const provinceId = new Map(provinceRows.map((row) => [keyOf(row.parent, row.name), row.id]));

    const cityValues = wanted.flatMap((p) =>
      p.cities.map((c) => ({
        name: c.name,
        code: c.code ?? null,
        provinceId: provinceId.get(keyOf(p.country, p.name))!,
      })),
    );
    await tx.insert(cities).values(cityValues).onConflictDoNothing();
    const cityRows = await tx
      .select({ id: cities.id, name: cities.name, parent: cities.provinceId })
      .from(cities)
      .where(inArray(cities.provinceId, [...new Set(cityValues.map((c) => c.provinceId))]));
    const cityId = new Map(cityRows.map((row) => [keyOf(row.parent, row.name), row.id]));

    const countyValues = wanted.flatMap((p) =>
      p.cities.flatMap((c) => {
        const parent = cityId.get(keyOf(provinceId.get(keyOf(p.country, p.name))!, c.name))!;
        return (c.counties ?? []).map((county) => ({
          name: county.name,
          cityId: parent,
          towns: county.towns ?? [],
        }));
      }),
    );
    if (!countyValues.length) return;
    await tx
      .insert(counties)
      .values(countyValues.map(({ name, cityId: parent }) => ({ name, cityId: parent })))
      .onConflictDoNothing();
    const countyRows = await tx
      .select({ id: counties.id, name: counties.name, parent: counties.cityId })
      .from(counties)
      .where(inArray(counties.cityId, [...new Set(countyValues.map((c) => c.cityId))]));
    const countyId = new Map(countyRows.map((row) => [keyOf(row.parent, row.name), row.id]));

    const townValues = countyValues.flatMap((county) =>
      county.towns.map((name) => ({ name, countyId: countyId.get(keyOf(county.cityId, county.name))! })),
    );
    if (townValues.length) await tx.insert(towns).values(townValues).onConflictDoNothing();
  });
}
