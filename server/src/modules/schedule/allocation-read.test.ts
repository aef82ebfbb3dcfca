/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';
import {
  AllocationRefusal,
  BookingStatus,
  ResourceResult,
  TripType,
  type AllocationDetail,
  type QcCandidate,
} from '@portal/domain';
import { bookings } from '../../db/schema';
import { dayFromToday } from '../booking/booking.test-support';
import { buildAllocationWorld, worldBooking, type AllocationWorld } from './allocation.test-support';
import { allocate, NORWAY, scheduleCalls } from './schedule.test-support';

/** The allocation screen and the ranked QCs of a day, their travel worked out by hand. */
let t: TestApp;
let world: AllocationWorld;
const call = scheduleCalls(() => t);
const DAY = dayFromToday(8);

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAllocationWorld(t.database.db, DAY);
});
afterAll(() => t.close());

const detailOf = async (login: string, bookingId: number) =>
  call(login, 'GET', `/api/Schedule/allocation/${bookingId}`);

/** 2 h single trip: ticket 100.00 + tariff 20.00 + food 15.50 x 1 man-day. */
const NEAR_TRIP = {
  startingPortName: 'Alloc near port',
  tripType: TripType.SingleTrip,
  travelTimeHours: 2,
  ticketCost: '100.00',
  tariff: '20.00',
  foodAllowance: '15.50',
  total: '135.50',
  currency: 'USD',
};
/** 8 h double trip: two single tickets 2 x 150.00 + tariff 80.00 + food 15.50. */
const FAR_TRIP = {
  startingPortName: 'Alloc far port',
  tripType: TripType.DoubleTrip,
  travelTimeHours: 8,
  ticketCost: '300.00',
  tariff: '80.00',
  foodAllowance: '15.50',
  total: '395.50',
  currency: 'USD',
};
/** A port in the factory's own city and no matrix row: no ticket, no tariff, food only. */
const LOCAL_TRIP = {
  startingPortName: 'Alloc local port',
  tripType: TripType.NoTrip,
  travelTimeHours: 0,
  ticketCost: '0.00',
  tariff: '0.00',
  foodAllowance: '15.50',
  total: '15.50',
  currency: 'USD',
};

describe('the ranked QCs of a day', () => {
  it('puts the available first, then the skilled, then the near and cheap, with their travel', async () => {
    const db = t.database.db;
    const { qcs } = world;
    const booking = await worldBooking(db, world, DAY, DAY);
    const other = await worldBooking(db, world, DAY, DAY);
    await allocate(db, { bookingId: other, staffId: qcs.busy, date: DAY, manDays: 0.75 });
    // The booking's own allocation is not load against it.
    await allocate(db, { bookingId: booking, staffId: qcs.far, date: DAY, manDays: 1 });
    const response = await call('planning', 'POST', `/api/Schedule/allocation/${booking}/qcs`, {
      date: DAY,
      qcIds: [qcs.onLeave, qcs.local, qcs.noOffice, qcs.far, qcs.busy, qcs.near],
    });
    expect(response.statusCode).toBe(200);
    const candidates = response.json<{ data: QcCandidate[] }>().data;
    expect(candidates.map((candidate) => candidate.staffName)).toEqual([
      'Alloc Ada Near',
      'Alloc Eve Busy',
      'Alloc Ben Far',
      'Alloc Dee Nowhere',
      'Alloc Cy Local',
      'Alloc Gus Leave',
    ]);
    const byName = (name: string) => candidates.find((candidate) => candidate.staffName === name)!;
    expect(byName('Alloc Ada Near')).toMatchObject({
      available: true,
      refusals: [],
      dayManDays: 0,
      freeManDays: 1,
      travel: NEAR_TRIP,
      skillsRequired: 1,
      skillsMatched: 1,
      missingSkills: [],
    });
    expect(byName('Alloc Eve Busy')).toMatchObject({ available: true, dayManDays: 0.75, freeManDays: 0.25 });
    expect(byName('Alloc Ben Far')).toMatchObject({ dayManDays: 0, freeManDays: 1, travel: FAR_TRIP });
    expect(byName('Alloc Dee Nowhere').travel).toBeNull();
    expect(byName('Alloc Cy Local')).toMatchObject({
      travel: LOCAL_TRIP,
      skillsMatched: 0,
      missingSkills: ['Alloc test skill'],
    });
    expect(byName('Alloc Gus Leave')).toMatchObject({
      available: false,
      freeManDays: 0,
      refusals: [{ reason: AllocationRefusal.Leave, message: expect.stringContaining('is on leave') }],
    });
  });

  it('filters by name and operational country, and refuses another entity’s booking', async () => {
    const db = t.database.db;
    const booking = await worldBooking(db, world, DAY, DAY);
    const url = `/api/Schedule/allocation/${booking}/qcs`;
    const named = await call('planning', 'POST', url, { date: DAY, searchText: 'alloc ben' });
    expect(named.json<{ data: QcCandidate[] }>().data.map((qc) => qc.staffName)).toEqual(['Alloc Ben Far']);
    const norway = await call('planning', 'POST', url, { date: DAY, operationalCountryIds: [NORWAY] });
    expect(norway.json<{ data: QcCandidate[] }>().data.every((qc) => qc.officeCountryName === 'Norway')).toBe(
      true,
    );
    const [foreign] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.entityId, 2))
      .limit(1);
    const refused = await call('planning', 'POST', `/api/Schedule/allocation/${foreign!.id}/qcs`, {
      date: DAY,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('the allocation screen', () => {
  it('shows every day, past ones fixed, each QC with their trip for their man-days', async () => {
    const db = t.database.db;
    const [yesterday, today, tomorrow] = [dayFromToday(-1), dayFromToday(0), dayFromToday(1)];
    const booking = await worldBooking(db, world, yesterday, tomorrow);
    await allocate(db, { bookingId: booking, staffId: world.qcs.near, date: yesterday, manDays: 1 });
    await allocate(db, { bookingId: booking, staffId: world.qcs.far, date: tomorrow, manDays: 0.5 });
    const response = await detailOf('planning', booking);
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ data: AllocationDetail }>().data;
    expect(detail.days.map((day) => [day.date, day.editable, day.allocations.length])).toEqual([
      [yesterday, false, 1],
      [today, true, 0],
      [tomorrow, true, 1],
    ]);
    expect(detail.days[0]!.allocations[0]).toMatchObject({
      staffName: 'Alloc Ada Near',
      manDays: 1,
      travel: NEAR_TRIP,
    });
    // Half a day's food: 7.75.
    expect(detail.days[2]!.allocations[0]!.travel).toMatchObject({ foodAllowance: '7.75', total: '387.75' });
    expect(detail).toMatchObject({
      allocatedManDays: 1.5,
      canEdit: true,
      need: { total: 2, workloadManDays: 2, otherManDays: [] },
      booking: {
        id: booking,
        status: BookingStatus.Confirmed,
        factoryAddress: '1 Quay Street',
        factoryCityName: 'Testvik',
        factoryCountryName: 'Norway',
        requiredSkills: [{ id: world.skillId, name: 'Alloc test skill' }],
      },
    });
  });

  it('is read-only for those who only read, and for a booking that takes no QCs', async () => {
    const db = t.database.db;
    const booking = await worldBooking(db, world, DAY, DAY);
    expect((await detailOf('cs', booking)).json<{ data: AllocationDetail }>().data.canEdit).toBe(false);
    await db
      .update(bookings)
      .set({ status: BookingStatus.Hold })
      .where(and(eq(bookings.id, booking)));
    const held = (await detailOf('planning', booking)).json<{ data: AllocationDetail }>().data;
    expect([held.canEdit, held.days.map((day) => day.editable)]).toEqual([false, [false]]);
  });

  it('answers 404 for another entity’s booking', async () => {
    const db = t.database.db;
    const [foreign] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.entityId, 2))
      .limit(1);
    const response = await detailOf('planning', foreign!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: ResourceResult.NotFound });
  });
});
