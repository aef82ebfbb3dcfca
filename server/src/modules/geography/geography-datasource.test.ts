/** @databases postgres */
import { DATASOURCE_TAKE, RequestResult } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { geographyCaller } from './geography.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = geographyCaller(() => t);

type Items = { result: number; dataSourceList: { id: number; name: string }[] };
const lookup = async (path: string, body: object, login = 'cs') => {
  const response = await call(login, 'POST', `/api/Location/${path}`, body);
  expect(response.statusCode).toBe(200);
  return json<Items>(response);
};
const names = (items: Items) => items.dataSourceList.map((item) => item.name);

describe('POST /api/Location/getcountrydatasource', () => {
  it('lists every country when not virtual, and pages of 10 when virtual', async () => {
    expect((await lookup('getcountrydatasource', {})).dataSourceList).toHaveLength(249);
    const virtual = await lookup('getcountrydatasource', { isVirtual: true, skip: 10 });
    expect(virtual.dataSourceList).toHaveLength(DATASOURCE_TAKE);
    expect(virtual.dataSourceList[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('searches, filters by region and countryIds, and always includes idList and selectedCountryIds', async () => {
    expect(names(await lookup('getcountrydatasource', { searchText: 'bangla' }))).toEqual(['Bangladesh']);
    const found = await lookup('getcountrydatasource', {
      searchText: 'fra',
      regionIds: [150],
      idList: [704],
      selectedCountryIds: [156, 704],
      isVirtual: true,
    });
    expect(found.dataSourceList).toEqual([
      { id: 250, name: 'France' },
      { id: 156, name: 'China' },
      { id: 704, name: 'Vietnam' },
    ]);
    expect(names(await lookup('getcountrydatasource', { countryIds: [250, 276] }))).toEqual([
      'France',
      'Germany',
    ]);
    expect(await lookup('getcountrydatasource', { searchText: 'zzz' })).toEqual({
      result: RequestResult.DataNotFound,
      dataSourceList: [],
    });
  });
});

describe('province, city, county and town lookups', () => {
  it('take 10 by default, filtered by ancestors', async () => {
    expect((await lookup('getcitydatasource', {})).dataSourceList).toHaveLength(10);
    expect(names(await lookup('getprovincedatasource', { countryIds: [792] }))).toHaveLength(4);
    expect(names(await lookup('getcitydatasource', { countryIds: [250], take: 3 }))).toEqual([
      'Lille',
      'Lyon',
      'Marseille',
    ]);
    // supplierTypes is accepted (it narrows nothing yet).
    expect(
      names(await lookup('getcitydatasource', { countryIds: [250], supplierTypes: [1], skip: 3 })),
    ).toEqual(['Paris', 'Roubaix']);
  });

  it('lists the counties of cities and the towns of counties, with idList kept', async () => {
    const guangzhou = (await lookup('getcitydatasource', { searchText: 'guangzhou' })).dataSourceList[0]!;
    const counties = await lookup('GetCountyByCityDatasource', { cityIds: [guangzhou.id] });
    expect(names(counties)).toEqual(['Baiyun', 'Panyu', 'Tianhe']);
    const panyu = counties.dataSourceList[1]!;
    const paris = (await lookup('getcitydatasource', { searchText: 'paris' })).dataSourceList[0]!;
    expect(names(await lookup('getcitydatasource', { searchText: 'lyon', idList: [paris.id] }))).toEqual([
      'Lyon',
      'Paris',
    ]);
    expect(names(await lookup('gettowndatasource', { countyIds: [panyu.id], searchText: 'a' }))).toEqual([
      'Dashi',
      'Nancun',
      'Shiqiao',
    ]);
  });

  it('needs sign-in only, and answers 400 to bad input', async () => {
    expect((await call(null, 'POST', '/api/Location/getcitydatasource', {})).statusCode).toBe(401);
    expect((await call('supplier', 'POST', '/api/Location/getcitydatasource', {})).statusCode).toBe(200);
    for (const body of [{ take: 0 }, { take: 201 }, { cityIds: 'x' }, { idList: [-1] }]) {
      const response = await call('cs', 'POST', '/api/Location/GetCountyByCityDatasource', body);
      expect(response.statusCode).toBe(400);
    }
  });
});
