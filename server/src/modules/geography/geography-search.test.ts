/** @databases both */
import { Region, RequestResult } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { geographyCaller } from './geography.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = geographyCaller(() => t);

interface Page<Row> {
  result: number;
  data: Row[];
  total: number;
}
const search = async <Row = Record<string, unknown>>(path: string, body: object, login = 'admin') => {
  const response = await call(login, 'POST', `/api/Location/${path}/search`, body);
  expect(response.statusCode).toBe(200);
  return json<Page<Row>>(response);
};

describe('POST /api/Location/country/search', () => {
  it('pages every country by name with the total', async () => {
    const first = await search<{ id: number; name: string }>('country', { skip: 0, take: 10 });
    expect(first).toMatchObject({ result: RequestResult.Success, total: 249 });
    // Accented names sort by the database collation, so the check stays on plain ones.
    const africa = await search<{ name: string }>('country', {
      skip: 0,
      take: 5,
      regionIds: [Region.Africa],
    });
    expect(africa.data.map((row) => row.name)).toEqual([
      'Algeria',
      'Angola',
      'Benin',
      'Botswana',
      'British Indian Ocean Territory',
    ]);
    const next = await search<{ id: number }>('country', { skip: 10, take: 10 });
    expect(next.data).toHaveLength(10);
    expect(next.data.some((row) => first.data.some((other) => other.id === row.id))).toBe(false);
    const last = await search('country', { skip: 240, take: 25 });
    expect(last.data).toHaveLength(9);
  });

  it('matches searchText on name and codes, case-insensitively, with region and province count', async () => {
    const page = await search('country', { skip: 0, take: 25, searchText: '  viet ' });
    expect(page.total).toBe(1);
    expect(page.data[0]).toEqual({
      id: 704,
      name: 'Vietnam',
      alpha2: 'VN',
      alpha3: 'VNM',
      regionId: Region.Asia,
      regionName: 'Asia',
      provinceCount: 5,
      version: 1,
    });
    expect(
      (await search('country', { skip: 0, take: 25, searchText: 'fra' })).data.map((r) => r.id),
    ).toContain(250);
    // LIKE wildcards are plain characters.
    expect(await search('country', { skip: 0, take: 25, searchText: '%' })).toEqual({
      result: RequestResult.DataNotFound,
      data: [],
      total: 0,
    });
  });

  it('filters by regionIds and countryIds', async () => {
    const oceania = await search('country', { skip: 0, take: 200, regionIds: [Region.Oceania] });
    expect(oceania.total).toBe(29);
    const some = await search('country', {
      skip: 0,
      take: 200,
      countryIds: [250, 156],
      regionIds: [Region.Asia],
    });
    expect(some.data.map((row) => row.id)).toEqual([156]);
  });

  it('sorts ascending and descending on whitelisted fields, ties broken by id', async () => {
    const desc = await search<{ id: number }>('country', {
      skip: 0,
      take: 3,
      sort: { field: 'id', direction: 'desc' },
    });
    expect(desc.data.map((row) => row.id)).toEqual([894, 887, 882]);
    const byProvinces = await search<{ id: number; provinceCount: number }>('country', {
      skip: 0,
      take: 3,
      sort: { field: 'provinceCount', direction: 'desc' },
    });
    // China and India have 6 each, then Vietnam 5: the tie goes by id, in the same direction.
    expect(byProvinces.data.map((row) => row.id)).toEqual([356, 156, 704]);
    const byRegion = await search<{ regionName: string | null }>('country', {
      skip: 0,
      take: 1,
      sort: { field: 'regionName', direction: 'asc' },
    });
    expect(byRegion.data[0]!.regionName).toBe('Africa');
  });

  it('clamps take to the largest page size', async () => {
    const page = await search('country', { skip: 0, take: 5000 });
    expect(page.data).toHaveLength(200);
    expect(page.total).toBe(249);
  });

  it.each([
    [{ skip: -1, take: 10 }],
    [{ skip: 0, take: 0 }],
    [{ skip: 0, take: 10, sort: { field: 'password', direction: 'asc' } }],
    [{ skip: 0, take: 10, sort: { field: 'name', direction: 'up' } }],
    [{ skip: 0, take: 10, countryIds: ['x'] }],
    [{ skip: 0, take: 10, countryIds: [99999999999] }],
    [{ skip: 0, take: 10, searchText: 'x'.repeat(201) }],
  ])('answers 400 for %j', async (body) => {
    const response = await call('admin', 'POST', '/api/Location/country/search', body);
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(response).errors.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token and 403 without CountrySummary.View', async () => {
    expect((await call(null, 'POST', '/api/Location/country/search', { skip: 0, take: 10 })).statusCode).toBe(
      401,
    );
    expect((await call('cs', 'POST', '/api/Location/country/search', { skip: 0, take: 10 })).statusCode).toBe(
      403,
    );
    expect((await call('hr', 'POST', '/api/Location/country/search', { skip: 0, take: 10 })).statusCode).toBe(
      200,
    );
  });

  it('gives up to 1000 rows with takeAll, only to a holder of the export right', async () => {
    const all = await search('country', { skip: 0, take: 10, takeAll: true });
    expect(all.data).toHaveLength(249);
    const noExport = await call('cs', 'POST', '/api/Location/country/search', {
      skip: 0,
      take: 10,
      takeAll: true,
    });
    expect(noExport.statusCode).toBe(403);
  });
});

describe('searching the levels below the country', () => {
  it('pages more than 25 cities with province and country names', async () => {
    const first = await search<{ name: string; provinceName: string; countryName: string }>('city', {
      skip: 0,
      take: 25,
    });
    expect(first.total).toBeGreaterThan(25);
    expect(first.data).toHaveLength(25);
    expect(first.data[0]).toMatchObject({
      name: 'Bengaluru',
      provinceName: 'Karnataka',
      countryName: 'India',
    });
    const second = await search('city', { skip: 25, take: 25 });
    expect(second.data).toHaveLength(first.total - 25);
  });

  it('filters cities by countryIds and provinceIds, and searches them', async () => {
    const french = await search<{ name: string }>('city', { skip: 0, take: 50, countryIds: [250] });
    expect(french.data.map((row) => row.name)).toEqual(['Lille', 'Lyon', 'Marseille', 'Paris', 'Roubaix']);
    const provinces = await search<{ id: number; name: string }>('province', {
      skip: 0,
      take: 50,
      searchText: 'guangdong',
    });
    const guangdong = provinces.data[0]!.id;
    const cities = await search<{ name: string }>('city', {
      skip: 0,
      take: 50,
      provinceIds: [guangdong],
      sort: { field: 'name', direction: 'desc' },
    });
    expect(cities.data.map((row) => row.name)).toEqual([
      'Zhongshan',
      'Shenzhen',
      'Shantou',
      'Guangzhou',
      'Foshan',
      'Dongguan',
    ]);
  });

  it('lists towns with their whole ancestry and filters them by county and city', async () => {
    const towns = await search<Record<string, unknown>>('town', { skip: 0, take: 50, searchText: 'shiqiao' });
    expect(towns.data).toEqual([
      expect.objectContaining({
        name: 'Shiqiao',
        countyName: 'Panyu',
        cityName: 'Guangzhou',
        provinceName: 'Guangdong',
        countryName: 'China',
        countryId: 156,
      }),
    ]);
    const panyu = towns.data[0]!.countyId as number;
    const inPanyu = await search<{ name: string }>('town', { skip: 0, take: 50, countyIds: [panyu] });
    expect(inPanyu.data.map((row) => row.name)).toEqual(['Dashi', 'Nancun', 'Shiqiao']);
    const counties = await search<{ name: string; townCount: number }>('county', {
      skip: 0,
      take: 50,
      cityIds: [towns.data[0]!.cityId as number],
    });
    expect(counties.data).toEqual([
      expect.objectContaining({ name: 'Baiyun', townCount: 2 }),
      expect.objectContaining({ name: 'Panyu', townCount: 3 }),
      expect.objectContaining({ name: 'Tianhe', townCount: 0 }),
    ]);
  });
});
