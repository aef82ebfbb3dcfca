/** @databases both */
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  AqlLevel,
  BOOKING_MESSAGES,
  BookingStatus,
  ResourceResult,
  type BookingCreate,
} from '@portal/domain';
import {
  bookings,
  customerContacts,
  customerProducts,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_BASE, bookingTestKit, DEMO, type SaveAnswer } from './booking.test-support';

/** Creating and changing bookings: who may, every refusal with its words, the parties' reach, entities. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, newBookingBody, createBooking } = bookingTestKit(() => t);
const M = BOOKING_MESSAGES;

const booked = async (poLineId: number) =>
  (
    await t.database.db
      .select({ booked: purchaseOrderLines.bookedQuantity })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, poLineId))
  )[0]!.booked;

async function save(login: string, method: 'POST' | 'PUT', body: unknown, lang?: 'en' | 'fr', entity = 1) {
  const response = await call(login, method, BOOKING_BASE, body, { lang, entity });
  return { status: response.statusCode, answer: response.json<SaveAnswer>() };
}

/** The messages of a refused create, by field. */
async function refused(body: BookingCreate, lang: 'en' | 'fr' = 'en', login = 'cs') {
  const { status, answer } = await save(login, 'POST', body, lang);
  expect({ status, body: answer }).toMatchObject({ status: 400 });
  return Object.fromEntries((answer.errors ?? []).map((error) => [error.field, error.text ?? error.message]));
}

/** A PO line of another customer (Brighton Home, customer 3) with room left. */
async function foreignLine() {
  const [line] = await t.database.db
    .select({ id: purchaseOrderLines.id, productId: purchaseOrderLines.productId })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(eq(purchaseOrders.customerId, 3), eq(purchaseOrders.supplierId, DEMO.supplierId)))
    .orderBy(asc(purchaseOrderLines.id))
    .limit(1);
  return line!;
}

describe('creating a booking', () => {
  it('creates a draft as staff, customer, supplier and factory, holding its quantity on the PO line', async () => {
    for (const login of ['cs', 'customer', 'supplier', 'factory']) {
      const body = await newBookingBody({ quantity: 5 });
      const before = await booked(body.lines[0]!.poLineId);
      const { status, answer } = await save(login, 'POST', body);
      expect({ login, status, result: answer.result }).toEqual({ login, status: 200, result: 1 });
      const created = answer.data!;
      expect(created).toMatchObject({
        status: BookingStatus.New,
        customerId: 1,
        supplierId: 1,
        factoryId: 1,
      });
      expect(created.bookingNo).toMatch(/^INS-\d{6}$/);
      expect(created.lines[0]!.availableQuantity).toBe(created.lines[0]!.lineQuantity! - before);
      expect(created.products[0]).toMatchObject({
        lotSize: 5,
        sampling: { sampleSize: 5, fullInspection: true },
      });
      expect(created.actions).toEqual(expect.arrayContaining(['edit', 'request', 'delete']));
      expect(await booked(body.lines[0]!.poLineId)).toBe(before + 5);
    }
  });

  it('refuses each wrong field with its message', async () => {
    const body = await newBookingBody();
    const line = body.lines[0]!;
    const product = body.products[0]!;
    expect(await refused({ ...body, serviceType: 5 })).toEqual({ serviceType: M.notInspectionService.en });
    expect(await refused({ ...body, factoryId: 3, factoryContactIds: [] })).toEqual({
      factoryId: M.factoryNotLinked.en,
    });
    const [otherContact] = await t.database.db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(ne(customerContacts.customerId, DEMO.customerId))
      .limit(1);
    expect(await refused({ ...body, customerContactIds: [otherContact!.id] })).toEqual({
      customerContactIds: M.contactNotOwn.en,
    });
    expect(await refused({ ...body, lines: [line, { ...line, quantity: 1 }] })).toEqual({
      'lines.1.poLineId': M.duplicatePoLine.en,
    });
    expect(await refused({ ...body, containerCount: 2, lines: [{ ...line, containerNo: 3 }] })).toEqual({
      'lines.0.containerNo': M.containerNo.en,
    });
    const custom = { ...product, aqlLevel: AqlLevel.Custom, customSampleSize: null };
    expect(await refused({ ...body, products: [custom] })).toEqual({
      'products.0.customSampleSize': M.customSampleSize.en,
    });
    expect(await refused({ ...body, products: [{ ...product, majorAql: 3 }] })).toEqual({
      'products.0.majorAql': M.aqlValue.en,
    });
    expect(await refused({ ...body, officeId: 7 })).toEqual({ officeId: 'Office is not valid.' });
  });

  it('refuses products other than the lines’ and more than what is left, checked under lock', async () => {
    const body = await newBookingBody();
    const [other] = await t.database.db
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(
        and(
          eq(customerProducts.customerId, DEMO.customerId),
          ne(customerProducts.id, body.products[0]!.productId),
        ),
      )
      .limit(1);
    expect(await refused({ ...body, products: [{ ...body.products[0]!, productId: other!.id }] })).toEqual({
      products: M.productsMissing.en,
    });
    const line = body.lines[0]!;
    const left = (
      await t.database.db
        .select({ quantity: purchaseOrderLines.quantity, booked: purchaseOrderLines.bookedQuantity })
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.id, line.poLineId))
    )[0]!;
    const rest = left.quantity - left.booked;
    expect(await refused({ ...body, lines: [{ ...line, quantity: rest + 1 }] })).toEqual({
      'lines.0.quantity': M.overRemaining.en.replace('{available}', String(rest)),
    });
  });

  it('answers in French when asked', async () => {
    const body = await newBookingBody();
    expect(await refused({ ...body, serviceType: 7 }, 'fr')).toEqual({
      serviceType: M.notInspectionService.fr,
    });
    expect(await refused({ ...body, inspectionDateTo: '2020-01-01' }, 'fr')).toEqual({
      inspectionDateTo: expect.stringContaining('Dernier jour d’inspection'),
    });
  });

  it('refuses another customer’s PO line, and a customer booking for another customer', async () => {
    const body = await newBookingBody();
    const foreign = await foreignLine();
    const lines = [{ ...body.lines[0]!, poLineId: foreign.id, quantity: 1 }];
    const products = [{ ...body.products[0]!, productId: foreign.productId }];
    expect(await refused({ ...body, lines, products })).toEqual({ 'lines.0.poLineId': M.lineNotOpen.en });
    expect(await refused({ ...body, customerId: 3, customerContactIds: [] }, 'en', 'customer')).toMatchObject(
      {
        customerId: 'Customer is not valid.',
      },
    );
    // A supplier books as itself only.
    expect(
      await refused(
        { ...body, supplierId: 2, factoryId: 3, supplierContactIds: [], factoryContactIds: [] },
        'en',
        'supplier',
      ),
    ).toMatchObject({
      customerId: 'Customer is not valid.',
    });
  });
});

describe('bookings of another entity', () => {
  it('are neither seen nor saved by the CS of entity 2', async () => {
    const created = await createBooking('cs');
    const read = await call('cs2', 'GET', `${BOOKING_BASE}/${created.id}`, undefined, { entity: 2 });
    expect(read.json<{ result: number }>().result).toBe(ResourceResult.NotFound);
    const found = await call(
      'cs2',
      'POST',
      `${BOOKING_BASE}/search`,
      { idList: [created.id] },
      { entity: 2 },
    );
    expect(found.json<{ total: number }>().total).toBe(0);
    const saved = await save('cs2', 'PUT', { ...created, instructions: 'Taken over' }, 'en', 2);
    expect(saved.answer.result).toBe(ResourceResult.NotFound);
    // Asking as entity 1 is refused before any handler: cs2 does not work there.
    expect((await call('cs2', 'GET', `${BOOKING_BASE}/${created.id}`)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ version: bookings.version })
      .from(bookings)
      .where(eq(bookings.id, created.id));
    expect(row!.version).toBe(created.version);
  });
});

describe('changing a booking', () => {
  it('updates at the version read and answers 409 with the current booking to a stale one', async () => {
    const created = await createBooking('customer', { quantity: 4 });
    const saved = await save('customer', 'PUT', { ...created, instructions: 'Check the labels' });
    expect(saved.status).toBe(200);
    expect(saved.answer.data!.version).toBe(created.version + 1);
    const stale = await save('cs', 'PUT', { ...created, instructions: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.answer.current!.instructions).toBe('Check the labels');
  });

  it('keeps the parties once requested and refuses a status without Edit', async () => {
    const created = await createBooking('cs', { request: true });
    const moved = await save('cs', 'PUT', { ...created, factoryId: 2, factoryContactIds: [] });
    expect(moved.status).toBe(400);
    expect(moved.answer.errors).toEqual([{ field: 'factoryId', message: M.notAllowed.en }]);
    await t.database.db
      .update(bookings)
      .set({ status: BookingStatus.Hold })
      .where(eq(bookings.id, created.id));
    const held = await save('cs', 'PUT', { ...created, instructions: 'On hold' });
    expect(held).toEqual({ status: 403, answer: { message: M.notAllowed.en } });
    // Entity 1's demo settings forbid suppliers to reschedule after Requested: the refusal says so.
    await t.database.db
      .update(bookings)
      .set({ status: BookingStatus.Verified })
      .where(eq(bookings.id, created.id));
    const settings = await call('cs', 'GET', '/api/Booking/settings');
    const vendorMay = settings.json<{ data: { supplierMayRescheduleAfterRequested: boolean } }>().data;
    const asSupplier = await save('supplier', 'PUT', { ...created, instructions: 'Later' });
    if (vendorMay.supplierMayRescheduleAfterRequested) expect(asSupplier.status).toBe(200);
    else expect(asSupplier).toEqual({ status: 403, answer: { message: M.supplierSettingForbids.en } });
  });

  it('deletes a draft only, giving its quantity back', async () => {
    const draft = await createBooking('customer', { quantity: 6 });
    const poLineId = draft.lines[0]!.poLineId;
    const before = await booked(poLineId);
    const removed = await call('customer', 'DELETE', `${BOOKING_BASE}/${draft.id}`);
    expect(removed.json<{ result: number }>().result).toBe(ResourceResult.Success);
    expect(await booked(poLineId)).toBe(before - 6);
    const requested = await createBooking('cs', { request: true });
    const kept = await call('cs', 'DELETE', `${BOOKING_BASE}/${requested.id}`);
    expect(kept.json<{ result: number }>().result).toBe(ResourceResult.InUse);
  });
});
