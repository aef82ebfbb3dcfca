/** @databases both */
import { eq } from 'drizzle-orm';
import {
  RequestResult,
  ResourceResult,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
} from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { customerProducts, purchaseOrderLines } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { NORTHWIND, poCaller } from './purchase-order.test-support';

let t: TestApp;
let products: number[];
beforeAll(async () => {
  t = await createTestApp();
  products = (
    await t.database.db
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(eq(customerProducts.customerId, NORTHWIND))
      .orderBy(customerProducts.id)
  ).map((row) => row.id);
});
afterAll(() => t.close());
const { call } = poCaller(() => t);

const BASE = '/api/PurchaseOrder';
const LITE = '/api/PurchaseOrder/GetPurchaseOrderLiteDataSource';
type Saved = { result: number; data?: PurchaseOrderDetail; errors?: unknown[] };
type Page = { result: number; data: PurchaseOrderRow[]; total: number };

const line = (overrides: Record<string, unknown> = {}) => ({
  id: null,
  productId: products[0],
  colorCode: 'NVY',
  colorName: 'Navy',
  quantity: 1200,
  etd: '2027-03-15',
  destinationCountryId: 250,
  ...overrides,
});

async function create(
  poNumber: string,
  lines = [line(), line({ productId: products[1], colorCode: 'BLK' })],
) {
  const saved = json<Saved>(
    await call('cs', 'POST', BASE, { poNumber, customerId: NORTHWIND, supplierId: 1, factoryId: 1, lines }),
  );
  expect(saved.result).toBe(ResourceResult.Success);
  return saved.data!;
}

describe('purchase orders: edit', () => {
  it('adds, changes and removes lines in one save under the order version', async () => {
    const order = await create('QA-PO-EDIT');
    const [first, second] = order.lines;
    const saved = json<Saved>(
      await call('cs', 'PUT', BASE, {
        ...order,
        remarks: 'Revised',
        lines: [
          { ...first, quantity: 900 },
          line({ productId: products[2], colorCode: 'RED', colorName: 'Red' }),
        ],
      }),
    );
    expect(saved.result).toBe(ResourceResult.Success);
    expect(saved.data!.version).toBe(order.version + 1);
    expect(saved.data!.lines.map((item) => [item.id === first!.id, item.quantity, item.colorCode])).toEqual([
      [true, 900, 'NVY'],
      [false, 1200, 'RED'],
    ]);
    expect(saved.data!.lines.some((item) => item.id === second!.id)).toBe(false);
    // The version read before that save is stale now.
    const stale = await call('cs', 'PUT', BASE, { ...order, remarks: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: PurchaseOrderDetail }>(stale).current.remarks).toBe('Revised');
  });

  it('keeps PO numbers unique per customer and one line per product and colour', async () => {
    await create('QA-PO-UNIQUE');
    const again = await call('cs', 'POST', BASE, {
      poNumber: 'qa-po-unique',
      customerId: NORTHWIND,
      lines: [line()],
    });
    expect(json<Saved>(again).result).toBe(ResourceResult.DuplicateData);
    const twice = await call('cs', 'POST', `${BASE}?lang=fr`, {
      poNumber: 'QA-PO-TWICE',
      customerId: NORTHWIND,
      lines: [line(), line({ colorCode: 'nvy', quantity: 5 })],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Cette commande a déjà une ligne pour ce produit et cette couleur.');
    // Another customer's product cannot be ordered for Northwind.
    const [foreign] = await t.database.db
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(eq(customerProducts.customerId, 3))
      .limit(1);
    const wrong = await call('cs', 'POST', BASE, {
      poNumber: 'QA-PO-FOREIGN',
      customerId: NORTHWIND,
      lines: [line({ productId: foreign!.id })],
    });
    expect(json<Saved>(wrong).result).toBe(ResourceResult.ParentNotFound);
  });

  it('refuses to remove a booked line or cut it below its booked quantity, and changes nothing', async () => {
    const order = await create('QA-PO-BOOKED');
    const [booked, free] = order.lines;
    await t.database.db
      .update(purchaseOrderLines)
      .set({ bookedQuantity: 800 })
      .where(eq(purchaseOrderLines.id, booked!.id!));
    const removed = json<Saved>(await call('cs', 'PUT', BASE, { ...order, lines: [free] }));
    expect(removed.result).toBe(ResourceResult.InUse);
    const reduced = json<Saved>(
      await call('cs', 'PUT', BASE, { ...order, remarks: 'x', lines: [{ ...booked, quantity: 799 }, free] }),
    );
    expect(reduced.result).toBe(ResourceResult.InUse);
    const after = json<Saved>(await call('cs', 'GET', `${BASE}/${order.id}`)).data!;
    expect(after.version).toBe(order.version);
    expect(after.remarks).toBeNull();
    expect(after.lines.map((item) => item.quantity)).toEqual([1200, 1200]);
    expect(json<{ result: number }>(await call('admin', 'DELETE', `${BASE}/${order.id}`)).result).toBe(
      ResourceResult.InUse,
    );
    // Down to exactly what is booked is fine.
    const exact = json<Saved>(
      await call('cs', 'PUT', BASE, { ...order, lines: [{ ...booked, quantity: 800 }, free] }),
    );
    expect(exact.result).toBe(ResourceResult.Success);
  });
});

describe('purchase orders: search, export, lite and scoping', () => {
  it('searches lines by PO number, product, destination and ETD range, and exports them', async () => {
    await create('QA-PO-SEARCH', [
      line({ etd: '2027-05-01', destinationCountryId: 276 }),
      line({ productId: products[1], colorCode: 'WHT', etd: '2027-06-01' }),
    ]);
    const byNumber = json<Page>(
      await call('cs', 'POST', `${BASE}/search`, { searchText: 'QA-PO-SEARCH', take: 50 }),
    );
    expect(byNumber.total).toBe(2);
    const byDestination = json<Page>(
      await call('cs', 'POST', `${BASE}/search`, {
        searchText: 'QA-PO-SEARCH',
        destinationCountryIds: [276],
      }),
    );
    expect(byDestination.data.map((row) => row.destinationCountryName)).toEqual(['Germany']);
    const byEtd = json<Page>(
      await call('cs', 'POST', `${BASE}/search`, {
        searchText: 'QA-PO-SEARCH',
        etdFrom: '2027-05-15',
        etdTo: '2027-06-30',
        productIds: [products[1]],
      }),
    );
    expect(byEtd.data.map((row) => [row.etd, row.colorCode])).toEqual([['2027-06-01', 'WHT']]);
    const exported = await call('cs', 'POST', `${BASE}/export`, { searchText: 'QA-PO-SEARCH' });
    expect(exported.statusCode).toBe(200);
    const rows = readXlsxRows(exported.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[1]![0]).toBe('QA-PO-SEARCH');
  });

  it('lists open lines with what remains, without fully booked ones', async () => {
    const order = await create('QA-PO-LITE');
    const [partly, full] = order.lines;
    await t.database.db
      .update(purchaseOrderLines)
      .set({ bookedQuantity: 200 })
      .where(eq(purchaseOrderLines.id, partly!.id!));
    await t.database.db
      .update(purchaseOrderLines)
      .set({ bookedQuantity: 1200 })
      .where(eq(purchaseOrderLines.id, full!.id!));
    const lite = json<{
      result: number;
      total: number;
      dataSourceList: { id: number; remainingQuantity: number }[];
    }>(await call('cs', 'POST', LITE, { customerId: NORTHWIND, searchText: 'QA-PO-LITE', take: 50 }));
    expect(lite.result).toBe(RequestResult.Success);
    expect(lite.dataSourceList.map((item) => [item.id, item.remainingQuantity])).toEqual([
      [partly!.id, 1000],
    ]);
    expect(lite.total).toBe(1);
  });

  it('gives customers their own orders, suppliers and factories those naming them, read only', async () => {
    const rowsOf = async (login: string) =>
      json<Page>(await call(login, 'POST', `${BASE}/search`, { take: 200 })).data;
    expect((await rowsOf('customer')).every((row) => row.customerId === NORTHWIND)).toBe(true);
    const supplierRows = await rowsOf('supplier');
    expect(supplierRows.length).toBeGreaterThan(0);
    expect(supplierRows.every((row) => row.supplierId === 1)).toBe(true);
    const factoryRows = await rowsOf('factory');
    expect(factoryRows.length).toBeGreaterThan(0);
    expect(factoryRows.every((row) => row.factoryId === 1)).toBe(true);
    const order = await create('QA-PO-READONLY');
    expect((await call('supplier', 'PUT', BASE, { ...order, remarks: 'changed' })).statusCode).toBe(403);
    expect((await call('factory', 'DELETE', `${BASE}/${order.id}`)).statusCode).toBe(403);
    // Another customer's order reads as missing to the customer user.
    const [other] = json<Page>(
      await call('cs', 'POST', `${BASE}/search`, { customerIds: [3], take: 1 }),
    ).data;
    expect(json(await call('customer', 'GET', `${BASE}/${other!.purchaseOrderId}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });
});
