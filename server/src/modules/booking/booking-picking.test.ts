/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFixture,
  seedBooking,
  versionOf,
  workflowCalls,
  type Fixture,
} from './booking-workflow.test-support';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, BookingStatus as S, type BookingDetail } from '@portal/domain';
import { bookingProducts } from '../../db/schema';

/**
 * Picking: the products of a group are sampled as one lot (its quantity the sum of theirs), each with
 * the group's plan; groups need the same AQL choice; the history tells the groups by product reference.
 */
let t: TestApp;
let fixture: Fixture;
const { step, picking, history } = workflowCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const lots = (detail: BookingDetail) =>
  detail.products.map((product) => [product.productId, product.pickingGroup, product.lotSize]);

describe('picking', () => {
  it('samples the products of a group as one lot, and each product alone again when the groups are cleared', async () => {
    const id = await seedBooking(db(), fixture, { status: S.Verified, quantities: [100, 200, 50] });
    const [p1, p2, p3] = fixture.productIds as [number, number, number];
    const grouped = await picking('cs', id, { version: 1, groups: [[p1, p2], [p3]] });
    expect(grouped.statusCode).toBe(200);
    const detail = grouped.json().data as BookingDetail;
    expect(detail.version).toBe(2);
    expect(lots(detail).sort()).toEqual(
      [
        [p1, 1, 300],
        [p2, 1, 300],
        [p3, null, 50],
      ].sort(),
    );
    const sampleOf = (productId: number) =>
      detail.products.find((product) => product.productId === productId)!.sampling!.sampleSize;
    expect(sampleOf(p1)).toBe(sampleOf(p2));
    expect(sampleOf(p1)).toBeGreaterThan(sampleOf(p3));
    const entry = (await history('cs', id)).json().data.at(-1);
    expect(entry).toMatchObject({ action: 'picking', changes: [{ field: 'picking', from: null }] });
    expect(entry.changes[0].to).toContain(' + ');

    const cleared = (await picking('cs', id, { version: 2, groups: [] })).json().data as BookingDetail;
    expect(lots(cleared).sort()).toEqual(
      [
        [p1, null, 100],
        [p2, null, 200],
        [p3, null, 50],
      ].sort(),
    );
  });

  it('refuses other products, a product twice, different AQL choices, the wrong user or status', async () => {
    const id = await seedBooking(db(), fixture, { status: S.Requested, quantities: [10, 20] });
    const [p1, p2, p3] = fixture.productIds as [number, number, number];
    await db()
      .update(bookingProducts)
      .set({ majorAql: 1.5 })
      .where(and(eq(bookingProducts.bookingId, id), eq(bookingProducts.productId, p2)));
    const cases: [number[][], string][] = [
      [[[p1, p3]], BOOKING_MESSAGES.pickingProducts.en],
      [[[p1], [p1, p2]], BOOKING_MESSAGES.pickingProducts.en],
      [[[p1, p2]], BOOKING_MESSAGES.pickingMismatch.en],
    ];
    for (const [groups, message] of cases) {
      const response = await picking('cs', id, { version: 1, groups });
      expect([response.statusCode, response.json().errors?.[0]?.message]).toEqual([400, message]);
    }
    expect((await picking('cs', id, { version: 5, groups: [] })).statusCode).toBe(409);
    // Customers hold Edit but picking is CS's (the lifecycle table): 403 whatever the status.
    expect((await picking('customer', id, { version: 1, groups: [] })).statusCode).toBe(403);
    await step('cs', id, 'hold', { version: 1, reason: 'Check' });
    const held = await picking('cs', id, { version: 2, groups: [] });
    expect([held.statusCode, held.json().message]).toEqual([409, BOOKING_MESSAGES.notAllowed.en]);
    expect(await versionOf(db(), id)).toBe(2);
  });
});
