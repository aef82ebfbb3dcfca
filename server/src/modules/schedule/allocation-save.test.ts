/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import {
  AllocationRefusal,
  allocationRefusalMessage,
  BookingStatus,
  bookingNumber,
  ResourceResult,
  type AllocationDetail,
  type AllocationRefusalItem,
} from '@portal/domain';
import { bookingAllocations, bookings } from '../../db/schema';
import { dayFromToday } from '../booking/booking.test-support';
import { buildAllocationWorld, worldBooking, type AllocationWorld } from './allocation.test-support';
import { allocate, scheduleCalls } from './schedule.test-support';

/** The allocation save's refusals, its conflicts and two planners racing for one QC's day. */
let t: TestApp;
let world: AllocationWorld;
const call = scheduleCalls(() => t);
const DAY = dayFromToday(10);
const NEXT = dayFromToday(11);
const display = (iso: string) => iso.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAllocationWorld(t.database.db, DAY);
});
afterAll(() => t.close());

type Answer = {
  result: number;
  data?: AllocationDetail;
  current?: AllocationDetail;
  message?: string;
  refusals?: AllocationRefusalItem[];
};

const save = (bookingId: number, body: object, lang?: 'en' | 'fr') =>
  call('planning', 'PUT', `/api/Schedule/allocation/${bookingId}`, body, lang ? { lang } : {});

const storedOf = (bookingId: number) =>
  t.database.db
    .select({ staffId: bookingAllocations.staffId, date: bookingAllocations.inspectionDate })
    .from(bookingAllocations)
    .where(eq(bookingAllocations.bookingId, bookingId));

const bookingRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the allocation save', () => {
  it('refuses every QC-day that may not stand, each with its sentence, and writes nothing', async () => {
    const db = t.database.db;
    const { qcs } = world;
    const booking = await worldBooking(db, world, DAY, NEXT);
    const other = await worldBooking(db, world, DAY, DAY);
    await allocate(db, { bookingId: other, staffId: qcs.busy, date: DAY, manDays: 0.75 });
    const response = await save(booking, {
      version: 1,
      days: [
        {
          date: DAY,
          qcs: [
            { staffId: qcs.onLeave, manDays: 1 },
            { staffId: qcs.onHoliday, manDays: 1 },
            { staffId: qcs.blocked, manDays: 1 },
            { staffId: qcs.busy, manDays: 0.5 },
            { staffId: qcs.otherEntity, manDays: 1 },
            { staffId: qcs.near, manDays: 0.3 },
          ],
        },
        { date: dayFromToday(14), qcs: [{ staffId: qcs.far, manDays: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<Answer>();
    expect(answer.result).toBe(ResourceResult.Invalid);
    const reasons = answer.refusals!.map((item) => [item.staffName, item.reason]);
    expect(reasons).toEqual([
      ['Alloc Ada Near', AllocationRefusal.ManDays],
      ['Alloc Eve Busy', AllocationRefusal.DoubleAllocation],
      ['Alloc Gus Leave', AllocationRefusal.Leave],
      ['Alloc Hal Holiday', AllocationRefusal.Holiday],
      ['Alloc Ivy Blocked', AllocationRefusal.Blocked],
      ['Alloc Jon Elsewhere', AllocationRefusal.NotQc],
      ['Alloc Ben Far', AllocationRefusal.OutsideBooking],
    ]);
    const message = (name: string) => answer.refusals!.find((item) => item.staffName === name)!.message;
    const day = display(DAY);
    expect(message('Alloc Gus Leave')).toBe(
      `Alloc Gus Leave is on leave on ${day} (${world.leaveTypeName}).`,
    );
    expect(message('Alloc Hal Holiday')).toBe(
      `${day} is a holiday of Alloc Hal Holiday’s office (Alloc office party).`,
    );
    expect(message('Alloc Ivy Blocked')).toBe(`Alloc Ivy Blocked is blocked on ${day} (Training).`);
    expect(message('Alloc Eve Busy')).toBe(
      `Alloc Eve Busy already has 0.75 man-day(s) on ${day}: one QC works at most one man-day a day.`,
    );
    expect(message('Alloc Jon Elsewhere')).toBe('Alloc Jon Elsewhere is not an inspector of this entity.');
    expect(message('Alloc Ada Near')).toBe(
      `Give Alloc Ada Near between 0.25 and 1 man-day on ${day}, in quarter days.`,
    );
    expect(message('Alloc Ben Far')).toBe(
      `${display(dayFromToday(14))} is not an inspection day of booking ${bookingNumber(booking)}.`,
    );
    expect(answer.message).toBe(answer.refusals![0]!.message);
    expect(await storedOf(booking)).toEqual([]);
    expect(await bookingRow(booking)).toMatchObject({ version: 1, status: BookingStatus.Confirmed });
  });

  it('words the refusals in the request’s language', async () => {
    const booking = await worldBooking(t.database.db, world, DAY, DAY);
    const response = await save(
      booking,
      { version: 1, days: [{ date: DAY, qcs: [{ staffId: world.qcs.blocked, manDays: 1 }] }] },
      'fr',
    );
    expect(response.json<Answer>().message).toBe(
      `Alloc Ivy Blocked est bloqué(e) le ${display(DAY)} (Training).`,
    );
  });

  it('lets two half days fill a QC’s day, and refuses three quarters and a half', async () => {
    const db = t.database.db;
    const { qcs } = world;
    const day = dayFromToday(20);
    const first = await worldBooking(db, world, day, day);
    const second = await worldBooking(db, world, day, day);
    const third = await worldBooking(db, world, day, day);
    const half = (bookingId: number, manDays: number) =>
      save(bookingId, { version: 1, days: [{ date: day, qcs: [{ staffId: qcs.half, manDays }] }] });
    expect((await half(first, 0.5)).statusCode).toBe(200);
    const ok = await half(second, 0.5);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Answer>().data!.booking.status).toBe(BookingStatus.AllocateQC);
    const refused = await half(third, 0.25);
    expect(refused.json<Answer>().refusals!.map((item) => item.reason)).toEqual([
      AllocationRefusal.DoubleAllocation,
    ]);

    const day2 = dayFromToday(21);
    const a = await worldBooking(db, world, day2, day2);
    const b = await worldBooking(db, world, day2, day2);
    await save(a, { version: 1, days: [{ date: day2, qcs: [{ staffId: qcs.far, manDays: 0.75 }] }] });
    const over = await save(b, {
      version: 1,
      days: [{ date: day2, qcs: [{ staffId: qcs.far, manDays: 0.5 }] }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<Answer>().refusals![0]!.reason).toBe(AllocationRefusal.DoubleAllocation);
  });

  it('keeps past days fixed: no new QC there, and none taken off', async () => {
    const db = t.database.db;
    const yesterday = dayFromToday(-1);
    const booking = await worldBooking(db, world, yesterday, DAY);
    await allocate(db, { bookingId: booking, staffId: world.qcs.local, date: yesterday, manDays: 1 });
    const add = await save(booking, {
      version: 1,
      days: [
        {
          date: yesterday,
          qcs: [
            { staffId: world.qcs.local, manDays: 1 },
            { staffId: world.qcs.far, manDays: 1 },
          ],
        },
      ],
    });
    expect(add.json<Answer>().refusals!.map((item) => [item.staffName, item.reason])).toEqual([
      ['Alloc Ben Far', AllocationRefusal.PastDay],
    ]);
    const remove = await save(booking, { version: 1, days: [{ date: yesterday, qcs: [] }] });
    expect(remove.json<Answer>().refusals!.map((item) => [item.staffName, item.reason])).toEqual([
      ['Alloc Cy Local', AllocationRefusal.PastDay],
    ]);
    // Today may still change: a same-day replacement.
    const today = await worldBooking(db, world, dayFromToday(0), dayFromToday(0));
    const replaced = await save(today, {
      version: 1,
      days: [{ date: dayFromToday(0), qcs: [{ staffId: world.qcs.far, manDays: 1 }] }],
    });
    expect(replaced.statusCode).toBe(200);
  });

  it('answers 409 with the current allocation to a stale version, and to a booking that takes no QCs', async () => {
    const db = t.database.db;
    const booking = await worldBooking(db, world, DAY, DAY);
    const stale = await save(booking, { version: 7, days: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Answer>()).toMatchObject({
      result: ResourceResult.Conflict,
      current: { booking: { id: booking, version: 1 } },
    });
    const requested = await worldBooking(db, world, DAY, DAY, BookingStatus.Requested);
    const refused = await save(requested, {
      version: 1,
      days: [{ date: DAY, qcs: [{ staffId: world.qcs.near, manDays: 1 }] }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Answer>()).toMatchObject({
      result: ResourceResult.Conflict,
      message: allocationRefusalMessage(AllocationRefusal.BookingStatus, 'en', {
        booking: bookingNumber(requested),
      }),
      current: { booking: { id: requested }, canEdit: false },
    });
    expect(await storedOf(requested)).toEqual([]);
  });

  it('lets only one of two planners give the same QC the same day on two bookings', async () => {
    const db = t.database.db;
    const day = dayFromToday(25);
    const first = await worldBooking(db, world, day, day);
    const second = await worldBooking(db, world, day, day);
    const body = { version: 1, days: [{ date: day, qcs: [{ staffId: world.qcs.near, manDays: 1 }] }] };
    const answers = await Promise.all([save(first, body), save(second, body)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!.json<Answer>();
    expect(refused.refusals!.map((item) => item.reason)).toEqual([AllocationRefusal.DoubleAllocation]);
    const stored = [...(await storedOf(first)), ...(await storedOf(second))];
    expect(stored).toEqual([{ staffId: world.qcs.near, date: day }]);
  });
});
