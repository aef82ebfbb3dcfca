/** @databases both */
import { eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, ResourceResult } from '@portal/domain';
import { purchaseOrderLines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_BASE, bookingTestKit, type SaveAnswer } from './booking.test-support';

/**
 * The remaining-quantity rule: a PO line is never booked beyond its quantity, counted over every booking that
 * is not cancelled, drafts included, even when two users book its last units at the same moment (also run on
 * PostgreSQL: DATABASE_URL=... jest --runTestsByPath this file).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, newBookingBody, createBooking, openLine } = bookingTestKit(() => t);

const lineState = async (id: number) =>
  (
    await t.database.db
      .select({ quantity: purchaseOrderLines.quantity, booked: purchaseOrderLines.bookedQuantity })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, id))
  )[0]!;

describe('remaining quantity of a PO line', () => {
  it('lets exactly one of two simultaneous bookings take the last units', async () => {
    const line = await openLine(1, 10);
    // Everything but 3 units goes to a first booking; two users then ask for those 3 at once.
    await createBooking('cs', { quantity: line.available - 3 });
    const template = await newBookingBody({ quantity: 3 });
    const body = {
      ...template,
      lines: [{ ...template.lines[0]!, poLineId: line.id }],
      products: [{ ...template.products[0]!, productId: line.productId }],
    };
    const answers = await Promise.all(
      ['cs', 'customer'].map(async (login) => {
        const response = await call(login, 'POST', BOOKING_BASE, body);
        return { status: response.statusCode, answer: response.json<SaveAnswer>() };
      }),
    );
    const won = answers.filter((one) => one.status === 200 && one.answer.result === ResourceResult.Success);
    const lost = answers.filter((one) => one.status === 400);
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect(lost[0]!.answer.errors).toEqual([
      { field: 'lines.0.quantity', message: BOOKING_MESSAGES.overRemaining.en.replace('{available}', '0') },
    ]);
    const after = await lineState(line.id);
    expect(after.booked).toBe(after.quantity);
  });

  it('counts the booking’s own quantity as its own when it is changed, and moves booked by the difference', async () => {
    const line = await openLine(1, 30);
    const created = await createBooking('customer', { quantity: 10 });
    expect(created.lines[0]!.availableQuantity).toBe(line.available);
    const before = await lineState(line.id);
    // All that is left, its own 10 included.
    const all = line.available;
    const saved = await call('customer', 'PUT', BOOKING_BASE, {
      ...created,
      lines: [{ ...created.lines[0]!, quantity: all }],
    });
    expect(saved.json<SaveAnswer>().result).toBe(ResourceResult.Success);
    expect((await lineState(line.id)).booked).toBe(before.booked + all - 10);
    const current = saved.json<SaveAnswer>().data!;
    const over = await call('customer', 'PUT', BOOKING_BASE, {
      ...current,
      lines: [{ ...current.lines[0]!, quantity: all + 1 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<SaveAnswer>().errors).toEqual([
      {
        field: 'lines.0.quantity',
        message: BOOKING_MESSAGES.overRemaining.en.replace('{available}', String(all)),
      },
    ]);
    // Back to 2 units: the rest is free again.
    const back = await call('customer', 'PUT', BOOKING_BASE, {
      ...current,
      lines: [{ ...current.lines[0]!, quantity: 2 }],
    });
    expect(back.json<SaveAnswer>().result).toBe(ResourceResult.Success);
    expect((await lineState(line.id)).booked).toBe(before.booked - 8);
  });

  it('gives a removed line’s quantity back and takes the new line’s', async () => {
    const first = await openLine(1, 5);
    const created = await createBooking('cs', { quantity: 5 });
    const second = created.lines[0]!;
    // Another line of the same order with room left.
    const other = await t.database.db
      .select({
        id: purchaseOrderLines.id,
        productId: purchaseOrderLines.productId,
        left: sql<number>`${purchaseOrderLines.quantity} - ${purchaseOrderLines.bookedQuantity}`,
      })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, (await poOf(first.id))!))
      .then((rows) => rows.find((row) => row.id !== first.id && Number(row.left) >= 2)!);
    const before = [await lineState(first.id), await lineState(other.id)];
    const body = {
      ...created,
      lines: [{ ...second, id: null, poLineId: other.id, quantity: 2 }],
      products: [{ ...created.products[0]!, productId: other.productId }],
    };
    const saved = await call('cs', 'PUT', BOOKING_BASE, body);
    expect(saved.json<SaveAnswer>().result).toBe(ResourceResult.Success);
    expect((await lineState(first.id)).booked).toBe(before[0]!.booked - 5);
    expect((await lineState(other.id)).booked).toBe(before[1]!.booked + 2);
  });
});

async function poOf(lineId: number) {
  const [row] = await t.database.db
    .select({ order: purchaseOrderLines.purchaseOrderId })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.id, lineId));
  return row?.order;
}
