/** @databases both */
import { RequestResult, SupSearchType, SupplierType } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { CHINA, supplierCaller } from './supplier.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = supplierCaller(() => t);

type Row = {
  key: string;
  id: number;
  typeId: number;
  name: string;
  countryName: string | null;
  linkedNames: string | null;
};
type Page = { result: number; data: Row[]; total: number };
const search = async (body: object, login = 'cs', entityId = 1) => {
  const response = await call(login, 'POST', '/api/Supplier/search', body, entityId);
  expect(response.statusCode).toBe(200);
  return json<Page>(response);
};
const CAMBODIA = 116;

describe('POST /api/Supplier/search', () => {
  it('lists suppliers and factories of the entity together, sorted by name, paged', async () => {
    const all = await search({ take: 200 });
    expect(all.result).toBe(RequestResult.Success);
    expect(all.total).toBeGreaterThan(40);
    expect(new Set(all.data.map((row) => row.typeId))).toEqual(new Set([1, 2]));
    const names = all.data.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(all.data.map((row) => row.key)).size).toBe(all.data.length);
    // Entity 2's Anatolia is not in entity 1.
    expect(all.data.some((row) => row.name.startsWith('Anatolia'))).toBe(false);
    const second = await search({ skip: 10, take: 10 });
    expect(second.data).toEqual(all.data.slice(10, 20));
    expect(second.total).toBe(all.total);
  });

  it('pages through both kinds in either direction without a gap or a repeat', async () => {
    for (const direction of ['asc', 'desc']) {
      const sort = { field: 'name', direction };
      const all = await search({ take: 200, sort });
      const paged: Row[] = [];
      for (let skip = 0; skip < all.total; skip += 7)
        paged.push(...(await search({ skip, take: 7, sort })).data);
      expect(paged).toEqual(all.data);
    }
  });

  it('filters by type, country, service, customer and text', async () => {
    const suppliers = await search({ supSearchTypeId: SupSearchType.Supplier, take: 200 });
    expect(suppliers.data.every((row) => row.typeId === SupplierType.Supplier)).toBe(true);
    expect(suppliers.total).toBeGreaterThanOrEqual(18);
    const everbright = suppliers.data.find((row) => row.id === 1)!;
    expect(everbright.linkedNames).toBe('Everbright Dongguan Plant, Everbright Garment Factory No. 2');
    const factories = await search({ supSearchTypeId: SupSearchType.Factory, take: 200 });
    expect(factories.data.every((row) => row.typeId === SupplierType.Factory)).toBe(true);
    expect(suppliers.total + factories.total).toBe((await search({ supSearchTypeId: 3 })).total);

    const cambodia = await search({ locationIdList: [CAMBODIA], take: 50 });
    expect(cambodia.data.map((row) => row.name)).toEqual([
      'Kampong Speu Knitting Plant',
      'Phnom Penh Apparel Co., Ltd.',
      'Phnom Penh SEZ Sewing Factory',
      'Siem Reap Handicraft Cooperative',
      'Siem Reap Silk Weaving Centre',
    ]);
    // Audit is booked at fewer places than Inspection (the default).
    const audit = await search({ serviceId: 2, take: 200 });
    expect(audit.total).toBeGreaterThan(0);
    expect(audit.total).toBeLessThan((await search({})).total);
    expect((await search({ serviceId: null })).total).toBe((await search({})).total);

    const text = await search({ searchText: 'denim' });
    expect(text.data.map((row) => row.name)).toEqual([
      'CEPZ Denim Washing Plant',
      'Cerkezkoy Denim Plant',
      'Chittagong Denim Mills Ltd.',
      'Chittagong Denim Sewing Unit 2',
      'Istanbul Denim Tekstil A.S.',
    ]);
    const customer3 = await search({ customerIds: [3], supSearchTypeId: 1, take: 200 });
    expect(customer3.data.map((row) => row.name)).toContain('Dhaka Knitwear Ltd.');
    expect(customer3.data.map((row) => row.name)).not.toContain('Saigon Crafts Export JSC');
    expect(await search({ searchText: 'no such supplier' })).toEqual({
      result: RequestResult.DataNotFound,
      data: [],
      total: 0,
    });
  });

  it('sorts by country descending and answers 400 for an unknown filter or sort field', async () => {
    const rows = (await search({ sort: { field: 'countryName', direction: 'desc' }, take: 5 })).data;
    expect(rows[0]!.countryName).toBe('Vietnam');
    const bad = await call('cs', 'POST', '/api/Supplier/search', { sort: { field: 'x', direction: 'asc' } });
    expect(bad.statusCode).toBe(400);
    expect((await call('cs', 'POST', '/api/Supplier/search', { supSearchTypeId: 9 })).statusCode).toBe(400);
  });

  it('scopes rows: a supplier user sees its supplier and factories, a factory user its factory', async () => {
    const supplier = await search({ take: 50 }, 'supplier');
    expect(supplier.data.map((row) => [row.typeId, row.id])).toEqual([
      [SupplierType.Factory, 2],
      [SupplierType.Factory, 1],
      [SupplierType.Supplier, 1],
    ]);
    const factory = await search({ take: 50 }, 'factory');
    expect(factory.data.map((row) => [row.typeId, row.id])).toEqual([[SupplierType.Factory, 1]]);
    // Customers hold no supplier right at all.
    expect((await call('customer', 'POST', '/api/Supplier/search', {})).statusCode).toBe(403);
    // Entity 2 through an internal user of both entities: only entity 2's records.
    const entity2 = await search({ take: 50 }, 'admin', 2);
    expect(entity2.data.map((row) => row.name)).toContain('Anatolia Home Textiles A.S.');
    expect(entity2.data.map((row) => row.name)).not.toContain('Dhaka Knitwear Ltd.');
    // cs works in entity 1 only.
    expect((await call('cs', 'POST', '/api/Supplier/search', {}, 2)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/Supplier/search', {})).statusCode).toBe(401);
  });

  it('exports the rows as xlsx, with the export right only', async () => {
    const response = await call('cs', 'POST', '/api/Supplier/export', { locationIdList: [CHINA] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('supplier', 'POST', '/api/Supplier/export', {})).statusCode).toBe(403);
    expect((await call('supplier', 'POST', '/api/Supplier/search', { takeAll: true })).statusCode).toBe(403);
    const all = await search({ takeAll: true });
    expect(all.data.length).toBe(all.total);
  });
});

describe('supplier and factory datasources', () => {
  type Items = { result: number; dataSourceList: { id: number; name: string }[] };
  const lookup = async (path: string, body: object, login = 'cs') => {
    const response = await call(login, 'POST', `/api/Supplier/${path}`, body);
    expect(response.statusCode).toBe(200);
    return json<Items>(response);
  };

  it('pages suppliers by 10 and keeps idList', async () => {
    const first = await lookup('supplier-datasource', {});
    expect(first.dataSourceList).toHaveLength(10);
    const next = await lookup('supplier-datasource', { skip: 10 });
    expect(next.dataSourceList[0]!.name).not.toBe(first.dataSourceList[0]!.name);
    const found = await lookup('supplier-datasource', { searchText: 'saigon', idList: [3] });
    expect(found.dataSourceList).toEqual([
      { id: 2, name: 'Saigon Crafts Export JSC' },
      { id: 3, name: 'Dhaka Knitwear Ltd.' },
    ]);
    // Entity 2's supplier 4 is never included in entity 1.
    expect((await lookup('supplier-datasource', { searchText: 'zzz', idList: [4] })).dataSourceList).toEqual(
      [],
    );
    expect(
      (await lookup('supplier-datasource', { customerIds: [3], take: 50 })).dataSourceList.map((i) => i.id),
    ).not.toContain(2);
  });

  it('lists the factories of given suppliers, and given factories', async () => {
    const ofOne = await lookup('factory-datasource', { supplierIdList: [1] });
    expect(ofOne.dataSourceList).toEqual([
      { id: 2, name: 'Everbright Dongguan Plant' },
      { id: 1, name: 'Everbright Garment Factory No. 2' },
    ]);
    const both = await lookup('factory-datasource', { supplierIdList: [2], factoryIdList: [4] });
    expect(both.dataSourceList.map((item) => item.id)).toEqual([3, 4]);
    expect((await lookup('factory-datasource', { factoryIdList: [5] })).result).toBe(
      RequestResult.DataNotFound,
    );
    // The factory user only ever sees its own factory.
    expect((await lookup('factory-datasource', { supplierIdList: [1] }, 'factory')).dataSourceList).toEqual([
      { id: 1, name: 'Everbright Garment Factory No. 2' },
    ]);
    expect((await lookup('supplier-datasource', {}, 'factory')).dataSourceList).toEqual([]);
  });
});
