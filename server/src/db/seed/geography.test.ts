/** @databases both */
import { count, eq, isNull } from 'drizzle-orm';
import { Region } from '@portal/domain';
import { createTestDatabase, createTestDatabaseFromScratch, type TestDatabase } from '../../test/test-app';
import { cities, counties, countries, provinces, regions, towns } from '../schema';
import { COUNTRIES } from './countries';
import { seedDatabase } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const total = async (
  table: typeof countries | typeof provinces | typeof cities | typeof counties | typeof towns,
) => Number((await database.db.select({ n: count() }).from(table))[0]!.n);

describe('country data', () => {
  it('holds the 249 ISO 3166-1 countries with unique codes and names, each in a UN region but Antarctica', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const index of [0, 1, 2, 3] as const)
      expect(new Set(COUNTRIES.map((row) => String(row[index]).toLowerCase())).size).toBe(249);
    expect(
      COUNTRIES.every(
        ([id, alpha2, alpha3]) =>
          id > 0 && id < 1000 && /^[A-Z]{2}$/.test(alpha2) && /^[A-Z]{3}$/.test(alpha3),
      ),
    ).toBe(true);
    expect(COUNTRIES.filter((row) => row[4] == null).map((row) => row[1])).toEqual(['AQ']);
    const perRegion = (region: Region) => COUNTRIES.filter((row) => row[4] === region).length;
    expect(
      [Region.Africa, Region.Americas, Region.Asia, Region.Europe, Region.Oceania].map(perRegion),
    ).toEqual([60, 57, 51, 51, 29]);
  });
});

describe('seeding geography', () => {
  it('seeds regions, every country and demo places', async () => {
    expect(Number((await database.db.select({ n: count() }).from(regions))[0]!.n)).toBe(5);
    expect(await total(countries)).toBe(249);
    const [china] = await database.db.select().from(countries).where(eq(countries.id, 156));
    expect(china).toMatchObject({
      name: 'China',
      alpha2: 'CN',
      alpha3: 'CHN',
      regionId: Region.Asia,
      version: 1,
    });
    expect(
      (await database.db.select().from(countries).where(isNull(countries.regionId))).map((c) => c.alpha2),
    ).toEqual(['AQ']);
    expect(await total(cities)).toBeGreaterThan(25);
    expect(await total(counties)).toBeGreaterThan(0);
    expect(await total(towns)).toBeGreaterThan(0);
  });

  it('is idempotent and leaves a deleted country deleted', async () => {
    const before = await Promise.all([countries, provinces, cities, counties, towns].map(total));
    await database.db.delete(countries).where(eq(countries.id, 10)); // Antarctica: nothing points to it
    await seedDatabase(database.db, { demo: true });
    await seedDatabase(database.db, { demo: true });
    const after = await Promise.all([countries, provinces, cities, counties, towns].map(total));
    expect(after).toEqual([before[0]! - 1, ...before.slice(1)]);
  });

  it('seeds countries without the demo places in production', async () => {
    const production = await createTestDatabaseFromScratch({ demo: false });
    try {
      expect(Number((await production.db.select({ n: count() }).from(countries))[0]!.n)).toBe(249);
      expect(Number((await production.db.select({ n: count() }).from(provinces))[0]!.n)).toBe(0);
    } finally {
      await production.dispose();
    }
  });
});
