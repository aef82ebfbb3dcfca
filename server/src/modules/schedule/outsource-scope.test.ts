/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { ResourceResult, type BookingRow } from '@portal/domain';
import { dayFromToday } from '../booking/booking.test-support';
import {
  buildAllocationWorld,
  linkLogin,
  worldBooking,
  type AllocationWorld,
} from './allocation.test-support';
import { allocate, scheduleCalls } from './schedule.test-support';

/** An outsourced inspector sees the bookings they are allocated to, and nothing else of bookings. */
let t: TestApp;
let world: AllocationWorld;
const call = scheduleCalls(() => t);
const DAY = dayFromToday(12);
let mine: number;
let theirs: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  world = await buildAllocationWorld(db, dayFromToday(40));
  await linkLogin(db, 'outsource', world.qcs.outsource);
  mine = await worldBooking(db, world, DAY, DAY);
  theirs = await worldBooking(db, world, DAY, DAY);
  await allocate(db, { bookingId: mine, staffId: world.qcs.outsource, date: DAY, manDays: 1 });
  await allocate(db, { bookingId: theirs, staffId: world.qcs.near, date: DAY, manDays: 1 });
});
afterAll(() => t.close());

describe('an outsourced inspector', () => {
  it('finds only the bookings they are allocated to in the booking summary', async () => {
    const response = await call('outsource', 'POST', '/api/Booking/search', { take: 100 });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: BookingRow[]; total: number }>();
    expect([page.data.map((row) => row.id), page.total]).toEqual([[mine], 1]);
    expect(page.data[0]!.actions).toEqual([]);
  });

  it('reads their booking and its history, never another one', async () => {
    const own = await call('outsource', 'GET', `/api/Booking/${mine}`);
    expect(own.json<{ result: number }>().result).toBe(ResourceResult.Success);
    const history = await call('outsource', 'GET', `/api/Booking/${mine}/history`);
    expect(history.json<{ result: number }>().result).toBe(ResourceResult.Success);
    for (const url of [`/api/Booking/${theirs}`, `/api/Booking/${theirs}/history`]) {
      const other = await call('outsource', 'GET', url);
      expect([url, other.json<{ result: number }>().result]).toEqual([url, ResourceResult.NotFound]);
    }
  });

  it('never reaches the schedule summary or the allocation', async () => {
    const answers = await Promise.all([
      call('outsource', 'POST', '/api/Schedule/summary', { skip: 0, take: 10 }),
      call('outsource', 'GET', `/api/Schedule/allocation/${mine}`),
      call('outsource', 'PUT', `/api/Schedule/allocation/${mine}`, { version: 1, days: [] }),
      call('outsource', 'POST', `/api/Schedule/allocation/${mine}/qcs`, { date: DAY }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('sees nothing once taken off the booking', async () => {
    const planned = await call('planning', 'PUT', `/api/Schedule/allocation/${mine}`, {
      version: 1,
      days: [{ date: DAY, qcs: [] }],
    });
    expect(planned.statusCode).toBe(200);
    const page = (await call('outsource', 'POST', '/api/Booking/search', { take: 100 })).json<{
      total: number;
    }>();
    expect(page.total).toBe(0);
  });
});
