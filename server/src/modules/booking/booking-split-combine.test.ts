/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bookedQuantities,
  createFixture,
  heldByBookings,
  notified,
  seedBooking,
  taskHolders,
  versionOf,
  workflowCalls,
  type Fixture,
} from './booking-workflow.test-support';
import { and, asc, eq } from 'drizzle-orm';
import {
  AqlLevel,
  BOOKING_MESSAGES,
  bookingNumber,
  BookingStatus as S,
  NotificationType as N,
  ResourceResult,
  TaskType as T,
  type BookingDetail,
} from '@portal/domain';
import { bookingLines, bookingProducts, bookings } from '../../db/schema';

/**
 * Split and combine: what each writes (lines, products, sampling, the summary's columns,
 * statuses, history), that what bookings hold of each purchase-order line never changes overall, and
 * each refusal with its message, writing nothing.
 */
let t: TestApp;
let fixture: Fixture;
const { step, split, combine, history } = workflowCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const linesOf = (id: number) =>
  db().select().from(bookingLines).where(eq(bookingLines.bookingId, id)).orderBy(asc(bookingLines.id));
const rowOf = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const actions = async (id: number) =>
  (await history('cs', id)).json().data.map((entry: { action: string }) => entry.action);
/** booked_quantity of the fixture's lines equals what the bookings that are not cancelled hold. */
const expectConsistentQuantities = async () =>
  expect(await bookedQuantities(db(), fixture)).toEqual(await heldByBookings(db(), fixture));
const lots = (detail: BookingDetail) =>
  detail.products.map((product) => [product.productId, product.pickingGroup, product.lotSize]);

describe('split', () => {
  it('moves part of the lines to a Requested child, both resampled, the quantities held unchanged', async () => {
    const parent = await seedBooking(db(), fixture, {
      status: S.Confirmed,
      quantities: [10, 5],
      contacts: true,
    });
    const [first, second] = await linesOf(parent);
    const booked = await bookedQuantities(db(), fixture);
    const response = await split('cs', parent, {
      version: 1,
      lines: [
        { bookingLineId: first!.id, quantity: 4 },
        { bookingLineId: second!.id, quantity: 5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { parent: after, child } = response.json().data as { parent: BookingDetail; child: BookingDetail };
    const [p1, p2] = fixture.productIds;
    expect(after).toMatchObject({ status: S.Confirmed, version: 2 });
    expect(after.lines.map((line) => [line.poLineId, line.quantity])).toEqual([[fixture.poLineIds[0], 6]]);
    expect(lots(after)).toEqual([[p1, null, 6]]);
    expect(child).toMatchObject({
      status: S.Requested,
      parentId: parent,
      version: 1,
      serviceType: after.serviceType,
      inspectionDateFrom: after.inspectionDateFrom,
      customerContactIds: after.customerContactIds,
      factoryContactIds: after.factoryContactIds,
    });
    expect(child.lines.map((line) => [line.poLineId, line.quantity])).toEqual([
      [fixture.poLineIds[0], 4],
      [fixture.poLineIds[1], 5],
    ]);
    expect(lots(child).sort()).toEqual([
      [p1, null, 4],
      [p2, null, 5],
    ]);
    expect(child.products.every((product) => product.aqlLevel === AqlLevel.AQLII && product.sampling)).toBe(
      true,
    );
    expect(await bookedQuantities(db(), fixture)).toEqual(booked);
    await expectConsistentQuantities();
    expect((await rowOf(parent)).totalQuantity).toBe(6);
    expect(await rowOf(child.id)).toMatchObject({
      totalQuantity: 9,
      productCount: 2,
      poNumbers: 'WF-TEST-1',
    });
    expect(await actions(parent)).toEqual(['split']);
    expect(await actions(child.id)).toEqual(['splitFrom']);
  });

  it('refuses what leaves nothing, moves nothing it may, or comes too late, writing nothing', async () => {
    const parent = await seedBooking(db(), fixture, { status: S.Requested, quantities: [10, 5] });
    const other = await seedBooking(db(), fixture, { status: S.Requested });
    const [first, second] = await linesOf(parent);
    const [foreign] = await linesOf(other);
    const move = (lines: { bookingLineId: number; quantity: number }[], version = 1) => ({ version, lines });
    const refusals: [object, string][] = [
      [
        move([
          { bookingLineId: first!.id, quantity: 10 },
          { bookingLineId: second!.id, quantity: 5 },
        ]),
        'splitNothing',
      ],
      [move([{ bookingLineId: foreign!.id, quantity: 1 }]), 'splitLines'],
      [move([{ bookingLineId: first!.id, quantity: 11 }]), 'splitLines'],
      [
        move([
          { bookingLineId: first!.id, quantity: 1 },
          { bookingLineId: first!.id, quantity: 1 },
        ]),
        'splitLines',
      ],
    ];
    for (const [body, key] of refusals) {
      const response = await split('cs', parent, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(BOOKING_MESSAGES[key as 'splitLines'].en);
    }
    expect((await split('cs', parent, move([]))).statusCode).toBe(400);
    const stale = await split('cs', parent, move([{ bookingLineId: first!.id, quantity: 1 }], 7));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ parent: { id: parent, version: 1 }, child: null });
    // Customers may not split; CS may not split a held booking.
    expect(
      (await split('customer', parent, move([{ bookingLineId: first!.id, quantity: 1 }]))).statusCode,
    ).toBe(403);
    await step('cs', parent, 'hold', { version: 1, reason: 'Check' });
    const held = await split('cs', parent, move([{ bookingLineId: first!.id, quantity: 1 }], 2));
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(BOOKING_MESSAGES.notAllowed.en);
    expect((await linesOf(parent)).map((line) => line.quantity)).toEqual([10, 5]);
    expect(await versionOf(db(), parent)).toBe(2);
    expect((await db().select().from(bookings).where(eq(bookings.parentId, parent))).length).toBe(0);
  });
});

describe('combine', () => {
  /** Three bookings at different steps, each with the open task of its status. */
  async function threeBookings() {
    const target = await seedBooking(db(), fixture, { status: S.Verified, quantities: [10], contacts: true });
    await step('cs', target, 'confirm', { version: 1 });
    const verified = await seedBooking(db(), fixture, { status: S.Requested, quantities: [5, 7] });
    await step('cs', verified, 'verify', { version: 1 });
    const requested = await seedBooking(db(), fixture, { status: S.New, quantities: [0, 0, 3] });
    await step('customer', requested, 'request', { version: 1 });
    // The target's own AQL choice for the product both have must survive the merge.
    await db()
      .update(bookingProducts)
      .set({ aqlLevel: AqlLevel.AQLIII })
      .where(
        and(eq(bookingProducts.bookingId, target), eq(bookingProducts.productId, fixture.productIds[0]!)),
      );
    return { target, verified, requested };
  }

  it('merges every line into the target at the least advanced status; the others are cancelled into it', async () => {
    const { target, verified, requested } = await threeBookings();
    const booked = await bookedQuantities(db(), fixture);
    const response = await combine('cs', { bookingIds: [requested, target, verified], targetId: target });
    expect(response.statusCode).toBe(200);
    const merged = response.json().data as BookingDetail;
    expect(merged).toMatchObject({ id: target, status: S.Requested, version: 3 });
    expect(merged.lines.map((line) => [line.poLineId, line.quantity])).toEqual(
      fixture.poLineIds.map((id, index) => [id, [15, 7, 3][index]]),
    );
    expect(
      merged.products.map((product) => [product.productId, product.aqlLevel, product.lotSize]).sort(),
    ).toEqual(
      [
        [fixture.productIds[0], AqlLevel.AQLIII, 15],
        [fixture.productIds[1], AqlLevel.AQLII, 7],
        [fixture.productIds[2], AqlLevel.AQLII, 3],
      ].sort(),
    );
    for (const other of [verified, requested]) {
      expect(await rowOf(other)).toMatchObject({
        status: S.Cancel,
        combinedIntoId: target,
        cancelReason: `Combined into ${bookingNumber(target)}`,
        totalQuantity: 0,
      });
      expect(await linesOf(other)).toEqual([]);
      expect(await taskHolders(db(), other)).toEqual([]);
      expect(await actions(other)).toContain('combinedInto');
      expect(
        (await notified(db(), other)).filter((entry) => entry.endsWith(`:${N.InspectionCancelled}`)),
      ).toEqual(
        ['customer', 'factory', 'hr', 'manager', 'supplier'].map(
          (login) => `${login}:${N.InspectionCancelled}`,
        ),
      );
    }
    // Back at Requested: planning's task closes, CS verifies again.
    expect(await taskHolders(db(), target)).toEqual([
      `cs:${T.InspectionVerified}`,
      `hr:${T.InspectionVerified}`,
    ]);
    expect(await actions(target)).toEqual(['confirm', 'combine']);
    expect(
      (await notified(db(), target)).filter((entry) => entry.endsWith(`:${N.InspectionModified}`)),
    ).toHaveLength(5);
    expect(await bookedQuantities(db(), fixture)).toEqual(booked);
    await expectConsistentQuantities();
    expect(await rowOf(target)).toMatchObject({ totalQuantity: 25, productCount: 3 });
  });

  it('refuses mismatched parties, scheduled bookings, a target outside the list and others’ bookings', async () => {
    const a = await seedBooking(db(), fixture, { status: S.Requested });
    const b = await seedBooking(db(), fixture, { status: S.Verified });
    const otherFactory = await seedBooking(db(), fixture, { status: S.Requested, factoryId: 2 });
    const scheduled = await seedBooking(db(), fixture, { status: S.Scheduled });
    const message = (response: { json(): { message?: string; errors?: { message: string }[] } }) =>
      response.json().errors?.[0]?.message ?? response.json().message;

    const mismatch = await combine('cs', { bookingIds: [a, otherFactory], targetId: a });
    expect([mismatch.statusCode, message(mismatch)]).toEqual([400, BOOKING_MESSAGES.combineMismatch.en]);
    const late = await combine('cs', { bookingIds: [a, scheduled], targetId: a });
    expect([late.statusCode, message(late)]).toEqual([409, BOOKING_MESSAGES.combineMismatch.en]);
    const target = await combine('cs', { bookingIds: [a, b], targetId: scheduled });
    expect([target.statusCode, message(target)]).toEqual([400, BOOKING_MESSAGES.combineTarget.en]);
    expect((await combine('cs', { bookingIds: [a, a], targetId: a })).statusCode).toBe(400);
    expect((await combine('cs', { bookingIds: [a, 900_000_001], targetId: a })).json()).toEqual({
      result: ResourceResult.NotFound,
    });
    // Customers may not combine at all (no Combine permission).
    expect((await combine('customer', { bookingIds: [a, b], targetId: a })).statusCode).toBe(403);
    for (const id of [a, b, otherFactory, scheduled]) expect(await versionOf(db(), id)).toBe(1);
    await expectConsistentQuantities();
  });
});
