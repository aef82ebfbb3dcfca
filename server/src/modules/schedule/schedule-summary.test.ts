/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { BookingStatus, type ScheduleRow, type ScheduleSearchRequest } from '@portal/domain';
import { bookingProducts, bookings } from '../../db/schema';
import { rederiveBooking } from '../booking/booking-resampling';
import { seedBooking } from '../booking/booking-workflow.test-support';
import { buildAllocationWorld, NEED, type AllocationWorld } from './allocation.test-support';
import { allocate, NORWAY, scheduleCalls } from './schedule.test-support';

/**
 * The schedule summary over bookings of the tests' own in 2045, where the demo data has none: states,
 * filters, order, the focused booking, and each row's sample size, need and QCs.
 */
let t: TestApp;
let world: AllocationWorld;
const call = scheduleCalls(() => t);
const ids: Record<'early' | 'allocating' | 'scheduled' | 'late' | 'requested', number> = {
  early: 0,
  allocating: 0,
  scheduled: 0,
  late: 0,
  requested: 0,
};

async function booking(status: BookingStatus, day: string, quantities: number[]): Promise<number> {
  const db = t.database.db;
  const id = await seedBooking(db, world.fixture, { status, dateFrom: day, quantities });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAllocationWorld(t.database.db, '2045-01-02');
  const db = t.database.db;
  ids.late = await booking(BookingStatus.Confirmed, '2045-03-10', [100, 200]);
  ids.early = await booking(BookingStatus.Confirmed, '2045-03-05', [100, 200]);
  ids.allocating = await booking(BookingStatus.AllocateQC, '2045-03-07', [50]);
  ids.scheduled = await booking(BookingStatus.Scheduled, '2045-03-08', [50]);
  ids.requested = await booking(BookingStatus.Requested, '2045-03-06', [50]);
  await db.update(bookings).set({ officeId: world.offices.near }).where(eq(bookings.id, ids.early));
  // The early booking's two products are drawn together: one lot, one plan.
  await db.update(bookingProducts).set({ pickingGroup: 1 }).where(eq(bookingProducts.bookingId, ids.early));
  await rederiveBooking(db, ids.early);
  await allocate(db, { bookingId: ids.allocating, staffId: world.qcs.near, date: '2045-03-07', manDays: 1 });
});
afterAll(() => t.close());

const YEAR = { dateFrom: '2045-01-01', dateTo: '2045-12-31' };

async function summary(body: Partial<ScheduleSearchRequest>) {
  const response = await call('planning', 'POST', '/api/Schedule/summary', {
    skip: 0,
    take: 50,
    ...YEAR,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: ScheduleRow[]; total: number }>();
}
const listed = async (body: Partial<ScheduleSearchRequest>) =>
  (await summary(body)).rows.map((row) => row.id);

const samples = async (id: number) =>
  (await t.database.db.select().from(bookingProducts).where(eq(bookingProducts.bookingId, id))).map(
    (product) => (product.sampling as { sampleSize: number }).sampleSize,
  );

describe('the schedule summary', () => {
  it('lists the waiting, the allocated or both, by first inspection day', async () => {
    expect(await listed({ state: 'waiting' })).toEqual([ids.early, ids.allocating, ids.late]);
    expect(await listed({ state: 'allocated' })).toEqual([ids.allocating, ids.scheduled]);
    expect(await listed({ state: 'all' })).toEqual([ids.early, ids.allocating, ids.scheduled, ids.late]);
    expect((await summary({ state: 'all' })).total).toBe(4);
    expect(await listed({ state: 'all', skip: 1, take: 2 })).toEqual([ids.allocating, ids.scheduled]);
  });

  it('filters by days, office, the factory’s country, customer and text', async () => {
    expect(await listed({ state: 'all', dateFrom: '2045-03-08', dateTo: '2045-03-09' })).toEqual([
      ids.scheduled,
    ]);
    expect(await listed({ state: 'all', officeIds: [world.offices.near] })).toEqual([ids.early]);
    expect(await listed({ state: 'all', countryIds: [NORWAY] })).toHaveLength(4);
    expect(await listed({ state: 'all', countryIds: [156] })).toEqual([]);
    expect(await listed({ state: 'all', customerIds: [2] })).toEqual([]);
    const number = `INS-${String(ids.late).padStart(6, '0')}`;
    expect(await listed({ state: 'all', searchText: number })).toEqual([ids.late]);
  });

  it('heads the first page with the focused booking, whatever the filters, and lists it once', async () => {
    const focused = await summary({ state: 'waiting', focusBookingId: ids.scheduled });
    expect(focused.rows.map((row) => row.id)).toEqual([ids.scheduled, ids.early, ids.allocating, ids.late]);
    expect(focused.total).toBe(4);
    expect(await listed({ state: 'waiting', focusBookingId: ids.scheduled, skip: 1, take: 2 })).toEqual([
      ids.early,
      ids.allocating,
    ]);
    // A booking planning does not deal with is no focus.
    expect(await listed({ state: 'waiting', focusBookingId: ids.requested })).toEqual([
      ids.early,
      ids.allocating,
      ids.late,
    ]);
  });

  it('shows what each booking needs and what it has', async () => {
    const rows = (await summary({ state: 'all' })).rows;
    const row = (id: number) => rows.find((item) => item.id === id)!;
    const [lateA, lateB] = await samples(ids.late);
    const [earlyA, earlyB] = await samples(ids.early);
    expect(earlyA).toBe(earlyB);
    expect(row(ids.late)).toMatchObject({
      productCount: 2,
      totalSampleSize: lateA! + lateB!,
      manDaysNeeded: NEED,
    });
    expect(row(ids.early)).toMatchObject({
      productCount: 2,
      totalSampleSize: earlyA,
      officeName: 'Alloc Near Office',
      factoryCityName: 'Testvik',
      factoryCountryName: 'Norway',
    });
    expect(row(ids.allocating)).toMatchObject({
      status: BookingStatus.AllocateQC,
      manDaysAllocated: 1,
      manDaysNeeded: NEED,
      qcNames: ['Alloc Ada Near'],
      customerName: expect.any(String),
    });
  });

  it('is for staff who plan or read the schedule only', async () => {
    const asCustomer = await call('customer', 'POST', '/api/Schedule/summary', { skip: 0, take: 10 });
    expect(asCustomer.statusCode).toBe(403);
  });
});
