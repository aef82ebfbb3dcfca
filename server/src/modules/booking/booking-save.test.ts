import { and, asc, eq } from 'drizzle-orm';
import {
  AqlLevel,
  BookingEvent,
  BookingStatus,
  ResourceResult,
  type BookingCreate,
  type BookingDetail,
} from '@portal/domain';
import { bookingHistory, purchaseOrderLines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_BASE, bookingTestKit, DEMO, type SaveAnswer } from './booking.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, newBookingBody, createBooking, openLine } = bookingTestKit(() => t);

const booked = async (poLineId: number) =>
  (
    await t.database.db
      .select({ booked: purchaseOrderLines.bookedQuantity })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, poLineId))
  )[0]!.booked;

async function save(login: string, method: 'POST' | 'PUT', body: unknown, lang?: 'en' | 'fr') {
  const response = await call(login, method, BOOKING_BASE, body, { lang });
  return { status: response.statusCode, answer: response.json<SaveAnswer>() };
}

/** The messages of a 400, by field. */
async function refused(body: Partial<BookingCreate>, lang: 'en' | 'fr' = 'en', login = 'cs') {
  const { status, answer } = await save(login, 'POST', body, lang);
  expect(status).toBe(400);
  return Object.fromEntries((answer.errors ?? []).map((error) => [error.field, error.text ?? error.message]));
}

describe('booking saves', () => {
  it('creates a draft as each kind of user, holding its quantity on the PO line', async () => {
    for (const login of ['cs', 'customer', 'supplier', 'factory']) {
      const body = await newBookingBody({ quantity: 5 });
      const before = await booked(body.lines[0]!.poLineId);
      const { status, answer } = await save(login, 'POST', body);
      expect({ login, status, result: answer.result }).toEqual({
        login,
        status: 200,
        result: ResourceResult.Success,
      });
      const created = answer.data!;
      expect(created.status).toBe(BookingStatus.New);
      expect(created.lines[0]!.availableQuantity).toBe(created.lines[0]!.lineQuantity! - before);
      expect(await booked(body.lines[0]!.poLineId)).toBe(before + 5);
    }
  });

  it('updates at the version read and answers 409 to a stale one', async () => {
    const created = await createBooking('cs', { quantity: 4 });
    const saved = await save('cs', 'PUT', { ...created, instructions: 'Check the labels' });
    expect(saved.status).toBe(200);
    expect(saved.answer.data!.version).toBe(created.version + 1);
    const stale = await save('cs', 'PUT', { ...created, instructions: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.answer.current!.instructions).toBe('Check the labels');
  });
});

export { and, asc, AqlLevel, BookingEvent, bookingHistory, DEMO, openLine, refused, type BookingDetail };
