/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import {
  BookingStatus,
  parseIsoDate,
  reportDeadline,
  ResourceResult,
  SCHEDULE_API,
  toIsoDate,
  todayIn,
  zonedInstant,
  type QcAssignment,
  type QcDashboard,
} from '@portal/domain';
import { bookings, users } from '../../db/schema';
import { allocate, ICELAND, makeOffice, makeQc, scheduleCalls, testBookings } from './schedule.test-support';

const ZONE = 'Asia/Shanghai';
let t: TestApp;
const call = scheduleCalls(() => t);
const today = todayIn(ZONE);
const day = (offset: number) => toIsoDate(parseIsoDate(today)! + offset * 86_400_000);
/** The inspector's allocations, by what they are for the test. */
let mine: Record<'today' | 'soon' | 'late' | 'yesterday' | 'reported' | 'old', number>;
let partnerAllocation: number;
let colleagueAllocation: number;
let bookingIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const officeId = await makeOffice(db, 'Dash Reykjavik', ICELAND);
  const ingrid = await makeQc(db, { name: 'Dash Ingrid', officeId });
  const partner = await makeQc(db, { name: 'Dash Partner', officeId, outsource: true });
  const colleague = await makeQc(db, { name: 'Dash Colleague', officeId });
  const link = (login: string, staffId: number | null) =>
    db
      .update(users)
      .set({ staffId })
      .where(sql`lower(${users.loginName}) = ${login}`);
  await link('inspector', ingrid);
  await link('qcpartner', partner);
  await link('planning', null);
  bookingIds = await testBookings(db, 4, BookingStatus.Scheduled);
  const [a, b, c, d] = bookingIds as [number, number, number, number];
  await db
    .update(bookings)
    .set({ status: BookingStatus.Inspected })
    .where(sql`${bookings.id} = ${d}`);
  const mineOn = (bookingId: number, offset: number) =>
    allocate(db, { bookingId, staffId: ingrid, date: day(offset), manDays: 0.5 });
  mine = {
    today: await mineOn(c, 0),
    soon: await mineOn(a, 2),
    late: await mineOn(b, -3),
    yesterday: await mineOn(c, -1),
    reported: await mineOn(d, -5),
    old: await mineOn(b, -40),
  };
  // Finished yesterday at 15:00 in Shanghai: due at that midnight.
  await db.execute(
    sql`update booking_allocations set finished_at = ${zonedInstant(day(-1), 15, ZONE).toISOString()}
        where id = ${mine.yesterday}`,
  );
  partnerAllocation = await allocate(db, { bookingId: a, staffId: partner, date: day(2), manDays: 0.5 });
  colleagueAllocation = await allocate(db, { bookingId: a, staffId: colleague, date: day(2), manDays: 0.5 });
  await allocate(db, { bookingId: d, staffId: colleague, date: day(0), manDays: 1 });
});
afterAll(() => t.close());

async function dashboard(login: string, timeZone = ZONE): Promise<QcDashboard> {
  const response = await call(
    login,
    'GET',
    `/${SCHEDULE_API.qcDashboard}?timeZone=${encodeURIComponent(timeZone)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ data: QcDashboard }>().data;
}
const ids = (list: QcAssignment[]) => list.map((item) => item.allocationId);
const finish = (login: string, allocationId: number, body: Record<string, unknown> = {}, zone = ZONE) =>
  call(login, 'POST', `/${SCHEDULE_API.finish(allocationId)}?timeZone=${encodeURIComponent(zone)}`, body);

describe('GET api/Schedule/qcdashboard', () => {
  it('lists only the caller’s own assignments: upcoming, reports due (soonest first) and past', async () => {
    const data = await dashboard('inspector');
    expect(data.today).toBe(today);
    expect(ids(data.upcoming)).toEqual([mine.today, mine.soon]);
    // old: due the day after it; late: the day after it too; yesterday's: finished 15:00, due at midnight.
    expect(ids(data.reportsDue)).toEqual([mine.old, mine.late, mine.yesterday]);
    expect(ids(data.past)).toEqual([mine.yesterday, mine.late, mine.reported]);
    const all = [...data.upcoming, ...data.reportsDue, ...data.past].map((item) => item.allocationId);
    expect(all).not.toContain(partnerAllocation);
    expect(all).not.toContain(colleagueAllocation);
  });

  it('gives each assignment its booking, parties, products, contacts, colleagues and deadline', async () => {
    const data = await dashboard('inspector');
    const soon = data.upcoming.find((item) => item.allocationId === mine.soon)!;
    expect(soon).toMatchObject({
      bookingId: bookingIds[0],
      status: BookingStatus.Scheduled,
      date: day(2),
      manDays: 0.5,
      colleagues: ['Dash Colleague', 'Dash Partner'],
      finishedAt: null,
      reportDueAt: null,
    });
    expect(soon.customerName).toEqual(expect.any(String));
    expect(soon.factoryName).toEqual(expect.any(String));
    expect(soon.products.length).toBeGreaterThan(0);
    expect(soon.products[0]).toEqual({
      reference: expect.any(String),
      description: expect.anything(),
      quantity: expect.any(Number),
      sampleSize: expect.anything(),
    });
    expect(soon.contacts.map((contact) => contact.party)).toContain('customer');
    const due = Object.fromEntries(data.reportsDue.map((item) => [item.allocationId, item.reportDueAt]));
    expect(due[mine.late]).toBe(zonedInstant(day(-2), 17, ZONE).toISOString());
    expect(due[mine.yesterday]).toBe(zonedInstant(day(0), 0, ZONE).toISOString());
    expect(data.upcoming.find((item) => item.allocationId === mine.today)!.reportDueAt).toBeNull();
  });

  it('shows an outsourced inspector only theirs, and a user without a staff record nothing', async () => {
    const partner = await dashboard('qcpartner');
    expect(ids(partner.upcoming)).toEqual([partnerAllocation]);
    expect(partner.upcoming[0]!.colleagues).toEqual(['Dash Colleague', 'Dash Ingrid']);
    expect(await dashboard('planning')).toEqual({ today, upcoming: [], reportsDue: [], past: [] });
  });

  it('refuses an unknown time zone, and users without QcDashboard.View or of another type', async () => {
    const response = await call(
      'inspector',
      'GET',
      `/${SCHEDULE_API.qcDashboard}?timeZone=Mars/Olympus&lang=fr`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'timeZone', message: 'Fuseau horaire inconnu : Mars/Olympus.' },
    ]);
    for (const login of ['cs', 'customer', 'factory'])
      expect((await call(login, 'GET', `/${SCHEDULE_API.qcDashboard}`)).statusCode).toBe(403);
  });
});

describe('POST api/Schedule/assignment/{allocationId}/finish', () => {
  it('finishes one’s own begun assignment, now by default, and answers the dashboard', async () => {
    const response = await finish('inspector', mine.today);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ result: number; data: QcDashboard }>().data;
    const finished = data.reportsDue.find((item) => item.allocationId === mine.today)!;
    expect(Date.now() - Date.parse(finished.finishedAt!)).toBeLessThan(60_000);
    expect(finished.reportDueAt).toBe(
      reportDeadline(today, new Date(finished.finishedAt!), ZONE).toISOString(),
    );
  });

  it('takes a given finish time: that evening, the report is due the next day at 17:00', async () => {
    const finishedAt = zonedInstant(day(-3), 19, ZONE).toISOString();
    const response = await finish('inspector', mine.late, { finishedAt });
    const late = response
      .json()
      .data.reportsDue.find((item: QcAssignment) => item.allocationId === mine.late);
    expect(late).toMatchObject({ finishedAt, reportDueAt: zonedInstant(day(-2), 17, ZONE).toISOString() });
  });

  it('refuses another’s allocation (404), a day not begun, a time ahead or before the day, bad zones', async () => {
    for (const allocationId of [partnerAllocation, colleagueAllocation]) {
      const response = await finish('inspector', allocationId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: ResourceResult.NotFound });
    }
    expect((await finish('qcpartner', mine.today)).statusCode).toBe(404);
    const field = async (allocationId: number, body: Record<string, unknown>, zone = ZONE) => {
      const response = await finish('inspector', allocationId, body, zone);
      expect(response.statusCode).toBe(400);
      return response.json().errors.map((error: { field: string }) => error.field);
    };
    expect(await field(mine.soon, {})).toEqual(['allocationId']);
    expect(await field(mine.today, { finishedAt: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([
      'finishedAt',
    ]);
    expect(await field(mine.late, { finishedAt: zonedInstant(day(-4), 23, ZONE).toISOString() })).toEqual([
      'finishedAt',
    ]);
    expect(await field(mine.late, { finishedAt: 'yesterday' })).toEqual(['finishedAt']);
    expect(await field(mine.late, {}, 'Not/AZone')).toEqual(['timeZone']);
    expect((await finish('cs', mine.late)).statusCode).toBe(403);
  });
});
