/** @databases postgres */
import { RequestResult, ResourceResult, Unit } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { productCaller, taxonomyIds } from '../product-category/product.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = productCaller(() => t);

type Detail = Record<string, unknown> & { id: number; version: number; customerId: number };
type Saved = { result: number; data?: Detail };
type Page = {
  result: number;
  data: (Record<string, unknown> & { id: number; customerId: number })[];
  total: number;
};
type Items = { result: number; dataSourceList: { id: number; name: string }[] };

const BASE = '/api/CustomerProduct';
const STYLE = '/api/CustomerStyle';
const DS = '/api/CustomerProduct/GetProductDataSource';

let chain: number[];
beforeAll(async () => {
  chain = await taxonomyIds(t, ['Apparel', 'Tops', 'T-shirts', 'Knitted']);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  customerId: 1,
  productReference: 'QA-TEST-001',
  description: 'Test polo',
  productCategoryId: chain[0],
  productSubCategoryId: chain[1],
  productSubCategory2Id: chain[2],
  productSubCategory3Id: chain[3],
  unit: Unit.Pcs,
  barcode: '5012345678900',
  factoryReference: 'F-1',
  isActive: true,
  ...overrides,
});

async function save(login: string, method: 'POST' | 'PUT', payload: object, url = BASE): Promise<Saved> {
  const response = await call(login, method, url, payload);
  expect(response.statusCode).toBe(200);
  return json<Saved>(response);
}

describe('customer products: search and row scoping', () => {
  it('cs in entity 1 sees the products of entity 1 customers only', async () => {
    const page = json<Page>(await call('cs', 'POST', `${BASE}/search`, { take: 200 }));
    expect(page.result).toBe(RequestResult.Success);
    const customerIds = new Set(page.data.map((row) => row.customerId));
    expect(customerIds.has(1)).toBe(true);
    expect(customerIds.has(2)).toBe(false); // Maison Lumière belongs to entity 2
    expect(page.data[0]).toEqual(
      expect.objectContaining({
        customerName: expect.any(String),
        productCategoryName: expect.any(String),
        unit: expect.any(Number),
        styleCount: expect.any(Number),
      }),
    );
  });

  it('the customer user sees only its own products', async () => {
    const page = json<Page>(await call('customer', 'POST', `${BASE}/search`, { take: 200 }));
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.data.map((row) => row.customerId))).toEqual(new Set([1]));
    // In entity 2 only what its customer is listed for there, never another customer's.
    const other = json<Page>(await call('customer', 'POST', `${BASE}/search`, { take: 200 }, 2));
    expect(other.data.every((row) => row.customerId === 1)).toBe(true);
    const foreign = json<Page>(await call('cs', 'POST', `${BASE}/search`, { customerIds: [3], take: 1 }));
    const foreignId = foreign.data[0]!.id;
    expect(json(await call('customer', 'GET', `${BASE}/${foreignId}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    const filtered = json<Page>(await call('customer', 'POST', `${BASE}/search`, { customerIds: [3] }));
    expect(filtered).toEqual({ result: RequestResult.DataNotFound, data: [], total: 0 });
  });

  it('filters by category level, unit and active, pages and sorts', async () => {
    const page = json<Page>(
      await call('cs', 'POST', `${BASE}/search`, {
        productSubCategory3Ids: [chain[3]],
        sort: { field: 'productReference', direction: 'desc' },
        take: 10,
      }),
    );
    expect(page.data.every((row) => row.productSubCategory3Id === chain[3])).toBe(true);
    const refs = page.data.map((row) => String(row.productReference).toLowerCase());
    expect(refs).toEqual([...refs].sort().reverse());
    const pairs = json<Page>(await call('cs', 'POST', `${BASE}/search`, { units: [Unit.Pairs], take: 100 }));
    expect(pairs.data.every((row) => row.unit === Unit.Pairs)).toBe(true);
    const inactive = json<Page>(await call('cs', 'POST', `${BASE}/search`, { isActive: false, take: 100 }));
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.data.every((row) => row.isActive === false)).toBe(true);
    const second = json<Page>(await call('cs', 'POST', `${BASE}/search`, { skip: 5, take: 5 }));
    const first = json<Page>(await call('cs', 'POST', `${BASE}/search`, { skip: 0, take: 5 }));
    expect(second.data.some((row) => first.data.some((other) => other.id === row.id))).toBe(false);
  });

  it('supplier and factory users have no product screens (403); sign-in is needed (401)', async () => {
    expect((await call('supplier', 'POST', `${BASE}/search`, {})).statusCode).toBe(403);
    expect((await call('factory', 'POST', `${BASE}/search`, {})).statusCode).toBe(403);
    expect((await call(null, 'POST', `${BASE}/search`, {})).statusCode).toBe(401);
  });
});

describe('customer products: save result codes', () => {
  it('creates with a four-level category and a unit, reads back, updates with the version', async () => {
    const created = await save('cs', 'POST', body({ productReference: '  QA-TEST-001 ' }));
    expect(created.result).toBe(ResourceResult.Success);
    expect(created.data).toEqual({ id: expect.any(Number), ...body(), version: 1 });
    const id = created.data!.id;
    expect(json(await call('cs', 'GET', `${BASE}/${id}`))).toEqual(created);
    expect(json(await call('customer', 'GET', `${BASE}/${id}`))).toEqual(created);

    const updated = await save('cs', 'PUT', { ...created.data, unit: Unit.Set, barcode: null });
    expect(updated.data).toEqual(expect.objectContaining({ unit: Unit.Set, barcode: null, version: 2 }));
    const stale = await call('cs', 'PUT', BASE, { ...created.data, description: 'old' });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: Detail }>(stale).current.version).toBe(2);
  });

  it('refuses a duplicate reference for the same customer whatever its case (DuplicateData 4)', async () => {
    await save('cs', 'POST', body({ productReference: 'QA-DUP-1' }));
    expect(await save('cs', 'POST', body({ productReference: 'qa-dup-1' }))).toEqual({
      result: ResourceResult.DuplicateData,
    });
    // Another customer may use the same reference.
    expect((await save('cs', 'POST', body({ customerId: 3, productReference: 'QA-DUP-1' }))).result).toBe(
      ResourceResult.Success,
    );
    const other = await save('cs', 'POST', body({ productReference: 'QA-DUP-2' }));
    expect(await save('cs', 'PUT', { ...other.data, productReference: 'QA-DUP-1' })).toEqual({
      result: ResourceResult.DuplicateData,
    });
  });

  it('refuses category levels that do not belong together (ParentNotFound 10)', async () => {
    const [toys, plush] = await taxonomyIds(t, ['Toys', 'Plush', 'Soft toys', 'Bears']);
    expect(
      await save('cs', 'POST', body({ productReference: 'QA-CHAIN-1', productSubCategoryId: plush })),
    ).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    // A lower level without the one above it.
    expect(
      await save('cs', 'POST', body({ productReference: 'QA-CHAIN-2', productSubCategory2Id: null })),
    ).toEqual({ result: ResourceResult.ParentNotFound });
    // Only the category is fine.
    const onlyCategory = await save(
      'cs',
      'POST',
      body({
        productReference: 'QA-CHAIN-3',
        productCategoryId: toys,
        productSubCategoryId: null,
        productSubCategory2Id: null,
        productSubCategory3Id: null,
      }),
    );
    expect(onlyCategory.result).toBe(ResourceResult.Success);
  });

  it('refuses a customer outside the scope like a missing one', async () => {
    // Customer 2 belongs to entity 2; cs works in entity 1.
    expect(await save('cs', 'POST', body({ customerId: 2, productReference: 'QA-E2' }))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    expect(await save('cs', 'POST', body({ customerId: 999999, productReference: 'QA-NONE' }))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    const e2 = json<Page>(await call('admin', 'POST', `${BASE}/search`, { customerIds: [2], take: 1 }, 2));
    const id = e2.data[0]!.id;
    expect(json(await call('cs', 'GET', `${BASE}/${id}`))).toEqual({ result: ResourceResult.NotFound });
    expect(json(await call('admin', 'DELETE', `${BASE}/${id}`))).toEqual({ result: ResourceResult.NotFound });
  });

  it('answers 400 with translated field messages: barcode over 100 characters, unknown unit, no reference', async () => {
    const long = await call('cs', 'POST', `${BASE}?lang=fr`, body({ barcode: '1'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    const { errors } = json<{ errors: { field: string; text: string }[] }>(long);
    expect(errors.map((error) => error.field)).toEqual(['barcode']);
    expect(errors[0]!.text).toContain('Code-barres');
    expect((await call('cs', 'POST', BASE, body({ unit: 7 }))).statusCode).toBe(400);
    const empty = await call('cs', 'POST', BASE, body({ productReference: '  ', unit: 0 }));
    expect(empty.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(empty).errors.map((error) => error.field)).toEqual([
      'productReference',
      'unit',
    ]);
  });

  it('needs Edit to write and Delete to delete: the customer reads only, cs cannot delete', async () => {
    expect((await call('customer', 'POST', BASE, body({ productReference: 'QA-CUST' }))).statusCode).toBe(
      403,
    );
    const created = await save('cs', 'POST', body({ productReference: 'QA-DEL-1' }));
    expect((await call('cs', 'DELETE', `${BASE}/${created.data!.id}`)).statusCode).toBe(403);
    expect((await call('customer', 'DELETE', `${BASE}/${created.data!.id}`)).statusCode).toBe(403);
    expect(json(await call('admin', 'DELETE', `${BASE}/${created.data!.id}`))).toEqual({
      result: ResourceResult.Success,
    });
  });

  it('exports the rows as xlsx', async () => {
    const response = await call('customer', 'POST', `${BASE}/export`, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('product datasource and the customer category lookups', () => {
  it('pages by 10, narrows by customer and category, stays within the scope', async () => {
    const first = json<Items>(await call('cs', 'POST', DS, {}));
    expect(first.dataSourceList).toHaveLength(10);
    const second = json<Items>(await call('cs', 'POST', DS, { skip: 10 }));
    expect(second.dataSourceList.some((item) => first.dataSourceList.some((o) => o.id === item.id))).toBe(
      false,
    );
    const mine = json<Items>(await call('customer', 'POST', DS, { take: 100 }));
    const ofOne = json<Items>(await call('cs', 'POST', DS, { customerIds: [1], take: 100 }));
    expect(mine.dataSourceList.map((item) => item.id).sort()).toEqual(
      ofOne.dataSourceList.map((item) => item.id).sort(),
    );
    expect(json<Items>(await call('customer', 'POST', DS, { customerIds: [3] })).dataSourceList).toEqual([]);
    const knitted = json<Items>(
      await call('cs', 'POST', DS, { productSubCategory3Ids: [chain[3]], take: 100 }),
    );
    expect(knitted.dataSourceList.length).toBeGreaterThan(0);
    // Customer products are not served to supplier users (the route's declared user types).
    expect((await call('supplier', 'POST', DS, {})).statusCode).toBe(403);
  });

  it.each(['getcustomerproductcategory', 'get-customer-product-category'])(
    "GET /api/customer/%s/{id} lists the categories of the customer's products; 403 outside the scope",
    async (path) => {
      const response = json<Items>(await call('customer', 'GET', `/api/customer/${path}/1`));
      expect(response.result).toBe(RequestResult.Success);
      expect(response.dataSourceList.length).toBeGreaterThan(0);
      const names = response.dataSourceList.map((item) => item.name);
      expect(new Set(names).size).toBe(names.length);
      expect((await call('customer', 'GET', `/api/customer/${path}/3`)).statusCode).toBe(403);
      expect((await call('supplier', 'GET', `/api/customer/${path}/1`)).statusCode).toBe(403);
      expect((await call('cs', 'GET', `/api/customer/${path}/3`)).statusCode).toBe(200);
    },
  );

  it.each(['getcustomerproductsubcategory', 'getcustomerproductsubcategoryList'])(
    'POST /api/customer/%s lists the sub-categories in use, optionally under a category',
    async (path) => {
      const all = json<Items>(await call('cs', 'POST', `/api/customer/${path}`, { customerId: 1 }));
      expect(all.dataSourceList.length).toBeGreaterThan(0);
      const apparel = json<Items>(
        await call('cs', 'POST', `/api/customer/${path}`, { customerId: 1, productCategoryId: chain[0] }),
      );
      expect(
        apparel.dataSourceList.every((item) => ['Tops', 'Bottoms', 'Outerwear'].includes(item.name)),
      ).toBe(true);
      expect((await call('customer', 'POST', `/api/customer/${path}`, { customerId: 3 })).statusCode).toBe(
        403,
      );
      expect((await call('cs', 'POST', `/api/customer/${path}`, {})).statusCode).toBe(400);
    },
  );
});

describe('customer styles', () => {
  it('creates a style for a product of the same customer, refuses duplicates and foreign products', async () => {
    const product = await save('cs', 'POST', body({ productReference: 'QA-STYLE-P' }));
    const style = await save(
      'cs',
      'POST',
      {
        customerId: 1,
        productId: product.data!.id,
        styleNumber: 'SS27-QA-1',
        styleName: 'Summer polo',
        isActive: true,
      },
      STYLE,
    );
    expect(style.data).toEqual(
      expect.objectContaining({
        customerId: 1,
        productId: product.data!.id,
        styleNumber: 'SS27-QA-1',
        version: 1,
      }),
    );
    expect(
      await save('cs', 'POST', { customerId: 1, styleNumber: 'ss27-qa-1', isActive: true }, STYLE),
    ).toEqual({ result: ResourceResult.DuplicateData });
    expect(
      await save(
        'cs',
        'POST',
        { customerId: 3, productId: product.data!.id, styleNumber: 'X-1', isActive: true },
        STYLE,
      ),
    ).toEqual({ result: ResourceResult.ParentNotFound });
    // The product is in use while the style points at it.
    expect(json(await call('admin', 'DELETE', `${BASE}/${product.data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    const page = json<Page>(await call('customer', 'POST', `${STYLE}/search`, { take: 200 }));
    expect(page.data.some((row) => row.id === style.data!.id)).toBe(true);
    expect(new Set(page.data.map((row) => row.customerId))).toEqual(new Set([1]));
    const items = json<Items>(
      await call('cs', 'POST', '/api/CustomerStyle/GetStyleDataSource', { productIds: [product.data!.id] }),
    );
    expect(items.dataSourceList).toEqual([{ id: style.data!.id, name: 'SS27-QA-1' }]);
    expect((await call('customer', 'POST', STYLE, { customerId: 1, styleNumber: 'C-1' })).statusCode).toBe(
      403,
    );
    // Update with the version, 409 on a stale one; the customer user reads it, another customer's not.
    const renamed = await save('cs', 'PUT', { ...style.data, styleName: 'Summer polo, navy' }, STYLE);
    expect(renamed.data).toEqual(expect.objectContaining({ styleName: 'Summer polo, navy', version: 2 }));
    expect((await call('cs', 'PUT', STYLE, { ...style.data, styleName: 'old' })).statusCode).toBe(409);
    expect(json<Saved>(await call('customer', 'GET', `${STYLE}/${style.data!.id}`)).result).toBe(
      ResourceResult.Success,
    );
    const foreign = json<Page>(await call('cs', 'POST', `${STYLE}/search`, { customerIds: [3], take: 1 }));
    expect(foreign.total).toBeGreaterThan(0);
    expect(json(await call('customer', 'GET', `${STYLE}/${foreign.data[0]!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect((await call('supplier', 'POST', `${STYLE}/search`, {})).statusCode).toBe(403);
    const exported = await call('cs', 'POST', `${STYLE}/export?lang=fr`, { customerIds: [1] });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const long = await call('cs', 'POST', `${STYLE}?lang=fr`, {
      customerId: 1,
      styleNumber: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(long).errors.map((error) => error.field)).toEqual([
      'styleNumber',
    ]);
    expect(json(await call('admin', 'DELETE', `${STYLE}/${style.data!.id}`))).toEqual({
      result: ResourceResult.Success,
    });
  });
});
