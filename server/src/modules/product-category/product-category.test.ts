/** @databases postgres */
import { RequestResult, ResourceResult } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { productCaller, taxonomyIds } from './product.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = productCaller(() => t);

type Saved = { result: number; data?: Record<string, unknown> & { id: number; version: number } };
type Page = { result: number; data: Record<string, unknown>[]; total: number };
type Items = { result: number; dataSourceList: { id: number; name: string }[] };

const BASE = {
  category: '/api/ProductCategory/category',
  sub: '/api/ProductCategory/subcategory',
  sub2: '/api/ProductCategory/sub2category',
  sub3: '/api/ProductCategory/sub3category',
};
const DS = {
  category: '/api/ProductCategory/GetProductCategoryDataSource',
  sub: '/api/ProductCategory/GetProductSubCategoryDataSource',
  sub2: '/api/ProductCategory/GetProductSubCategory2DataSource',
  sub3: '/api/ProductCategory/GetProductSubCategory3DataSource',
};

async function create(url: string, body: object): Promise<Saved> {
  const response = await call('admin', 'POST', url, body);
  expect(response.statusCode).toBe(200);
  return json<Saved>(response);
}

describe('taxonomy screens: search, create, update, delete, export', () => {
  it('lists the demo categories with their sub-level and product counts', async () => {
    const page = json<Page>(await call('admin', 'POST', `${BASE.category}/search`, { take: 25 }));
    expect(page.result).toBe(RequestResult.Success);
    const names = page.data.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['Apparel', 'Home textiles', 'Toys', 'Electronics', 'Footwear']),
    );
    const apparel = page.data.find((row) => row.name === 'Apparel')!;
    expect(apparel.childCount).toBe(3);
    expect(apparel.productCount).toEqual(expect.any(Number));
    expect(Number(apparel.productCount)).toBeGreaterThan(0);
  });

  it("sorts the top level by any listed field, one it has no column for (a parent's name) by id", async () => {
    for (const field of ['productCategoryName', 'productSubCategoryName', 'name']) {
      const response = await call('admin', 'POST', `${BASE.category}/search`, {
        sort: { field, direction: 'desc' },
        take: 5,
      });
      expect([field, response.statusCode]).toEqual([field, 200]);
    }
  });

  it('shows each level with its parents and filters by any level above', async () => {
    const [apparel, tops] = await taxonomyIds(t, ['Apparel', 'Tops', 'T-shirts', 'Knitted']);
    const subs = json<Page>(
      await call('admin', 'POST', `${BASE.sub}/search`, { productCategoryIds: [apparel], take: 100 }),
    );
    expect(subs.data.map((row) => row.name).sort()).toEqual(['Bottoms', 'Outerwear', 'Tops']);
    expect(subs.data.every((row) => row.productCategoryName === 'Apparel')).toBe(true);
    const sub3 = json<Page>(
      await call('admin', 'POST', `${BASE.sub3}/search`, {
        productSubCategoryIds: [tops],
        sort: { field: 'name', direction: 'asc' },
        take: 100,
      }),
    );
    expect(sub3.data.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Knitted', 'Printed', 'Woven', 'Fleece']),
    );
    expect(sub3.data[0]).toEqual(
      expect.objectContaining({ productCategoryName: 'Apparel', productSubCategoryName: 'Tops' }),
    );
  });

  it('creates the four levels, refuses duplicates under one parent and a missing parent', async () => {
    const category = await create(BASE.category, { name: ' Garden ', code: 'GRD' });
    expect(category).toEqual({
      result: ResourceResult.Success,
      data: { id: expect.any(Number), name: 'Garden', code: 'GRD', version: 1 },
    });
    expect(await create(BASE.category, { name: 'GARDEN' })).toEqual({ result: ResourceResult.DuplicateName });
    const sub = await create(BASE.sub, { name: 'Tools', productCategoryId: category.data!.id });
    expect(sub.data).toEqual(
      expect.objectContaining({ name: 'Tools', productCategoryId: category.data!.id, version: 1 }),
    );
    const sub2 = await create(BASE.sub2, { name: 'Hand tools', productSubCategoryId: sub.data!.id });
    expect(sub2.data).toEqual(
      expect.objectContaining({ productSubCategoryId: sub.data!.id, productCategoryId: category.data!.id }),
    );
    const sub3 = await create(BASE.sub3, { name: 'Trowels', productSubCategory2Id: sub2.data!.id });
    expect(sub3.data).toEqual(
      expect.objectContaining({
        productSubCategory2Id: sub2.data!.id,
        productSubCategoryId: sub.data!.id,
        productCategoryId: category.data!.id,
      }),
    );
    // The same name under another parent is fine, under the same one it is not.
    const [furniture] = await taxonomyIds(t, ['Furniture', 'Outdoor', 'Chairs', 'Folding']);
    const elsewhere = await create(BASE.sub, { name: 'Tools', productCategoryId: furniture });
    expect(elsewhere.result).toBe(ResourceResult.Success);
    expect(json(await call('admin', 'DELETE', `${BASE.sub}/${elsewhere.data!.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(await create(BASE.sub, { name: 'tools', productCategoryId: category.data!.id })).toEqual({
      result: ResourceResult.DuplicateName,
    });
    expect(await create(BASE.sub3, { name: 'Rakes', productSubCategory2Id: 999999 })).toEqual({
      result: ResourceResult.ParentNotFound,
    });

    // Update bumps the version; a stale version answers 409 with the current record.
    const renamed = json<Saved>(
      await call('admin', 'PUT', BASE.sub3, { ...sub3.data, name: 'Garden trowels' }),
    );
    expect(renamed.data).toEqual(expect.objectContaining({ name: 'Garden trowels', version: 2 }));
    const stale = await call('admin', 'PUT', BASE.sub3, { ...sub3.data, name: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: { name: string } }>(stale).current.name).toBe('Garden trowels');

    // Delete: InUse while a lower level points at it, then bottom-up.
    expect(json(await call('admin', 'DELETE', `${BASE.category}/${category.data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('admin', 'DELETE', `${BASE.sub2}/${sub2.data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    for (const [base, id] of [
      [BASE.sub3, sub3.data!.id],
      [BASE.sub2, sub2.data!.id],
      [BASE.sub, sub.data!.id],
      [BASE.category, category.data!.id],
    ] as const)
      expect(json(await call('admin', 'DELETE', `${base}/${id}`))).toEqual({
        result: ResourceResult.Success,
      });
    expect(json(await call('admin', 'GET', `${BASE.category}/${category.data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'DELETE', `${BASE.category}/${category.data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('refuses to delete a level that customer products use (InUse 7)', async () => {
    const [, , , knitted] = await taxonomyIds(t, ['Apparel', 'Tops', 'T-shirts', 'Knitted']);
    expect(json(await call('admin', 'DELETE', `${BASE.sub3}/${knitted}`))).toEqual({
      result: ResourceResult.InUse,
    });
  });

  it('checks the rule file: translated field messages (400)', async () => {
    const response = await call('admin', 'POST', `${BASE.sub2}?lang=fr`, {
      name: '',
      productSubCategoryId: 0,
    });
    expect(response.statusCode).toBe(400);
    const { errors } = json<{ errors: { field: string; text: string }[] }>(response);
    expect(errors.map((error) => error.field)).toEqual(['productSubCategoryId', 'name']);
    expect(errors[0]!.text).toContain('Sous-catégorie');
    expect(errors[1]!.text).toContain('Nom');
    const long = await call('admin', 'POST', BASE.category, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
  });

  it('needs the level permissions: cs reads, only admin-like roles write, customers see no screens', async () => {
    expect((await call('cs', 'POST', `${BASE.sub}/search`, {})).statusCode).toBe(200);
    expect((await call('cs', 'POST', BASE.category, { name: 'Cs category' })).statusCode).toBe(403);
    expect((await call('cs', 'DELETE', `${BASE.category}/1`)).statusCode).toBe(403);
    expect((await call('customer', 'POST', `${BASE.category}/search`, {})).statusCode).toBe(403);
    expect((await call('supplier', 'GET', `${BASE.category}/1`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `${BASE.category}/search`, {})).statusCode).toBe(401);
  });

  it('exports every matching row as xlsx', async () => {
    const response = await call('cs', 'POST', `${BASE.sub3}/export?lang=fr`, { take: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});

describe('product datasources (take 10)', () => {
  it('pages by 10 from skip, by name', async () => {
    const first = json<Items>(await call('cs', 'POST', DS.sub3, {}));
    expect(first.result).toBe(RequestResult.Success);
    expect(first.dataSourceList).toHaveLength(10);
    const second = json<Items>(await call('cs', 'POST', DS.sub3, { skip: 10 }));
    expect(second.dataSourceList.length).toBeGreaterThan(0);
    const firstIds = new Set(first.dataSourceList.map((item) => item.id));
    expect(second.dataSourceList.some((item) => firstIds.has(item.id))).toBe(false);
    const names = first.dataSourceList.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('narrows each level by the level above, singular or plural ids', async () => {
    const [apparel, tops, tshirts] = await taxonomyIds(t, ['Apparel', 'Tops', 'T-shirts', 'Knitted']);
    const subs = json<Items>(await call('cs', 'POST', DS.sub, { productCategoryId: apparel }));
    expect(subs.dataSourceList.map((item) => item.name).sort()).toEqual(['Bottoms', 'Outerwear', 'Tops']);
    const sub2 = json<Items>(await call('cs', 'POST', DS.sub2, { productSubCategoryIds: [tops] }));
    expect(sub2.dataSourceList.map((item) => item.name).sort()).toEqual(['Shirts', 'Sweaters', 'T-shirts']);
    const sub3 = json<Items>(await call('cs', 'POST', DS.sub3, { productSubCategory2Ids: [tshirts] }));
    expect(sub3.dataSourceList.map((item) => item.name).sort()).toEqual([
      'Knitted',
      'Organic cotton',
      'Printed',
    ]);
    const none = json<Items>(
      await call('cs', 'POST', DS.sub, { productCategoryIds: [apparel], searchText: 'zzz' }),
    );
    expect(none).toEqual({ result: RequestResult.DataNotFound, dataSourceList: [] });
    // idList is always answered, whatever the search.
    const kept = json<Items>(await call('cs', 'POST', DS.sub, { searchText: 'zzz', idList: [tops] }));
    expect(kept.dataSourceList).toEqual([{ id: tops, name: 'Tops' }]);
  });

  it("with customerIds answers what that customer's products use, within the caller's scope", async () => {
    const mine = json<Items>(await call('customer', 'POST', DS.category, { customerIds: [1] }));
    expect(mine.dataSourceList.length).toBeGreaterThan(0);
    const all = json<Items>(await call('customer', 'POST', DS.category, { take: 20 }));
    expect(mine.dataSourceList.length).toBeLessThan(all.dataSourceList.length);
    // Customer 3 belongs to someone else: nothing.
    expect(json<Items>(await call('customer', 'POST', DS.category, { customerIds: [3] }))).toEqual({
      result: RequestResult.DataNotFound,
      dataSourceList: [],
    });
    // cs in entity 1 sees customer 3's categories.
    expect(
      json<Items>(await call('cs', 'POST', DS.category, { customerIds: [3] })).dataSourceList.length,
    ).toBeGreaterThan(0);
  });

  it('answers 400 to bad input and 401 without sign-in', async () => {
    expect((await call('cs', 'POST', DS.category, { take: 0 })).statusCode).toBe(400);
    expect((await call('cs', 'POST', DS.category, { customerIds: ['x'] })).statusCode).toBe(400);
    expect((await call(null, 'POST', DS.category, {})).statusCode).toBe(401);
  });
});
