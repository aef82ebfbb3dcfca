/** @databases both */
import { and, asc, eq } from 'drizzle-orm';
import {
  BookingStatus,
  HoursToInspectionBand,
  ServiceType,
  type BookingDetail,
  type BookingRow,
} from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_BASE, bookingTestKit, dayFromToday } from './booking.test-support';

/** The booking summary: each filter, the text search, the parties' own rows, sorting, rows, export. */
let t: TestApp;
let mine: BookingDetail[];
const { call, createBooking, newBookingBody } = bookingTestKit(() => t);
type Page = { result: number; data: BookingRow[]; total: number };

async function search(body: Record<string, unknown>, login = 'cs') {
  const response = await call(login, 'POST', `${BOOKING_BASE}/search`, body);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

/** The ids among this file's bookings that a filter keeps (the demo bookings are left out by idList). */
const idsOf = async (filter: Record<string, unknown>) =>
  (await search({ ...filter, idList: mine.map((booking) => booking.id), take: 100 })).data
    .map((row) => row.id)
    .sort((a, b) => a - b);

/** A booking of Brighton Home (customer 3) by the demo supplier. */
async function otherCustomersBooking() {
  const [line] = await t.database.db
    .select({ id: purchaseOrderLines.id, productId: purchaseOrderLines.productId })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrders.customerId, 3),
        eq(purchaseOrders.supplierId, 1),
        eq(purchaseOrders.factoryId, 1),
      ),
    )
    .orderBy(asc(purchaseOrderLines.id))
    .limit(1);
  const body = await newBookingBody();
  return createBooking('cs', {
    customerId: 3,
    customerContactIds: [],
    lines: [{ ...body.lines[0]!, poLineId: line!.id, quantity: 1 }],
    products: [{ ...body.products[0]!, productId: line!.productId }],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await createBooking('cs', {
    inspectionDateFrom: dayFromToday(40),
    inspectionDateTo: dayFromToday(41),
    officeId: 2,
  });
  const second = await createBooking('customer', {
    serviceType: ServiceType.PreProduction,
    inspectionDateFrom: dayFromToday(45),
    inspectionDateTo: dayFromToday(47),
    officeId: null,
    request: true,
  });
  mine = [first, second, await otherCustomersBooking()];
});
afterAll(() => t.close());

describe('booking search', () => {
  it('filters by each field', async () => {
    const [first, second, third] = mine.map((booking) => booking.id) as [number, number, number];
    expect(await idsOf({})).toEqual([first, second, third]);
    expect(await idsOf({ bookingNo: mine[1]!.bookingNo })).toEqual([second]);
    expect(await idsOf({ bookingNo: String(first) })).toEqual([first]);
    expect(await idsOf({ bookingNo: 'no such' })).toEqual([]);
    expect(await idsOf({ poNumber: mine[2]!.lines[0]!.poNumber!.toLowerCase() })).toEqual([third]);
    expect(await idsOf({ customerIds: [3] })).toEqual([third]);
    expect(await idsOf({ supplierIds: [1], factoryIds: [1] })).toEqual([first, second, third]);
    expect(await idsOf({ factoryIds: [2] })).toEqual([]);
    expect(await idsOf({ serviceTypes: [ServiceType.PreProduction] })).toEqual([second]);
    expect(await idsOf({ statuses: [BookingStatus.New] })).toEqual([first, third]);
    expect(await idsOf({ officeIds: [2] })).toEqual([first]);
    expect(await idsOf({ productIds: [mine[2]!.lines[0]!.productId!] })).toEqual([third]);
    // Ranges overlap: 41 touches the first booking's last day, 46 falls inside the second's.
    expect(await idsOf({ inspectionDateFrom: dayFromToday(41), inspectionDateTo: dayFromToday(41) })).toEqual(
      [first],
    );
    expect(await idsOf({ inspectionDateFrom: dayFromToday(46) })).toEqual([second]);
    expect(await idsOf({ inspectionDateTo: dayFromToday(39) })).toEqual([third]);
  });

  it('finds a booking by its number, a PO number or a product reference in the search text', async () => {
    const [first] = mine;
    const number = await search({ searchText: first!.bookingNo.toLowerCase() });
    expect(number.data.map((row) => row.id)).toEqual([first!.id]);
    const reference = first!.lines[0]!.productReference!;
    expect(await idsOf({ searchText: reference.toUpperCase() })).toEqual(
      expect.arrayContaining(mine.filter((b) => b.lines[0]!.productReference === reference).map((b) => b.id)),
    );
    expect(await idsOf({ searchText: mine[2]!.lines[0]!.poNumber })).toEqual([mine[2]!.id]);
  });

  it('gives customer, supplier and factory users their own bookings only', async () => {
    for (const [login, key] of [
      ['customer', 'customerId'],
      ['supplier', 'supplierId'],
      ['factory', 'factoryId'],
    ] as const) {
      const page = await search({ take: 200, customerIds: [1, 2, 3, 4] }, login);
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((row) => row[key] === 1)).toBe(true);
    }
    const asCustomer = await search({ idList: mine.map((b) => b.id) }, 'customer');
    expect(asCustomer.data.map((row) => row.id).sort((a, b) => a - b)).toEqual([mine[0]!.id, mine[1]!.id]);
  });

  it('gives an outsourced inspector, who lands here, an empty summary until scheduling allocates it', async () => {
    const page = await search({ take: 25 }, 'outsource');
    expect(page).toMatchObject({ total: 0, data: [] });
  });

  it('sorts by first inspection day, latest first, then id, and shows what a row needs', async () => {
    const page = await search({ take: 50 });
    const keys = page.data.map((row) => `${row.inspectionDateFrom}|${String(row.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    const row = (await search({ idList: [mine[0]!.id] })).data[0]!;
    expect(row).toMatchObject({
      bookingNo: mine[0]!.bookingNo,
      customerName: expect.any(String),
      officeName: expect.any(String),
      poNumbers: mine[0]!.lines[0]!.poNumber,
      productCount: 1,
      totalQuantity: 10,
      band: HoursToInspectionBand.Over48,
      actions: expect.arrayContaining(['edit', 'request', 'delete']),
      version: 1,
    });
    expect(row.hoursToInspection).toBeGreaterThan(38 * 24);
    const byCustomer = await search({ take: 25, sort: { field: 'customerName', direction: 'asc' } });
    const names = byCustomer.data.map((one) => one.customerName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('exports the matching rows as an xlsx, in French when asked', async () => {
    const exported = await call(
      'cs',
      'POST',
      `${BOOKING_BASE}/export`,
      { idList: mine.map((b) => b.id) },
      { lang: 'fr' },
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const rows = readXlsxRows(exported.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['N° de réservation', 'Statut', 'Client']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(mine.map((b) => b.bookingNo).sort());
    expect(rows.slice(1).map((row) => row[1])).toContain('Demandée');
  });
});
