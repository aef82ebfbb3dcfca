/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';
import { BookingStatus, LeaveStatus, Profile } from '@portal/domain';
import {
  bookingAllocations,
  bookings,
  holidayMasters,
  holidays,
  leaveRequests,
  leaveTypes,
  offices,
  qcBlocks,
  staff,
  staffOperationalCountries,
  staffProfiles,
} from '../../db/schema';
import { dayOf, qcDays } from './qc-day-facts';
import { listQcs } from './qc-directory';

let database: TestDatabase;
let qcId: number;
let otherQcId: number;
let officeId: number;
let bookingIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [office] = await db
    .insert(offices)
    .values({ entityId: 1, name: 'Test Ningbo Office', countryId: 156 })
    .returning({ id: offices.id });
  officeId = office!.id;
  const inserted = await db
    .insert(staff)
    .values([
      { entityId: 1, employeeNo: 'TQC1', fullName: 'Test Qc One', officeId, status: 1 },
      { entityId: 1, employeeNo: 'TQC2', fullName: 'Test Qc Two', officeId, status: 1, employmentType: 2 },
      { entityId: 1, employeeNo: 'TQC3', fullName: 'Test Not Qc', officeId, status: 1 },
      { entityId: 1, employeeNo: 'TQC4', fullName: 'Test Left Qc', officeId, status: 3 },
    ])
    .returning({ id: staff.id });
  [qcId, otherQcId] = [inserted[0]!.id, inserted[1]!.id];
  await db.insert(staffProfiles).values([
    { staffId: qcId, profileId: Profile.Inspector },
    { staffId: otherQcId, profileId: Profile.Inspector },
    { staffId: inserted[3]!.id, profileId: Profile.Inspector },
  ]);
  await db.insert(staffOperationalCountries).values({ staffId: otherQcId, countryId: 704 });
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.entityId, 1)).limit(1);
  await db.insert(leaveRequests).values([
    { ...leave(type!.id, '2031-03-02', '2031-03-04'), status: LeaveStatus.Approved },
    { ...leave(type!.id, '2031-03-10', '2031-03-10'), status: LeaveStatus.Pending },
  ]);
  await db
    .insert(qcBlocks)
    .values({ entityId: 1, staffId: qcId, blockDate: '2031-03-05', reason: 'Training' });
  const [master] = await db
    .insert(holidayMasters)
    .values({ entityId: 1, name: 'Office party', officeId })
    .returning({ id: holidayMasters.id });
  await db
    .insert(holidays)
    .values({ masterId: master!.id, year: 2031, startDate: '2031-03-06', endDate: '2031-03-06' });
  const someBookings = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.entityId, 1), eq(bookings.status, BookingStatus.Confirmed)))
    .limit(2);
  bookingIds = someBookings.map((row) => row.id);
  await db.insert(bookingAllocations).values([
    { entityId: 1, bookingId: bookingIds[0]!, staffId: qcId, inspectionDate: '2031-03-09', manDays: 0.5 },
    { entityId: 1, bookingId: bookingIds[1]!, staffId: qcId, inspectionDate: '2031-03-09', manDays: 0.25 },
  ]);
});
afterAll(() => database.close());

function leave(leaveTypeId: number, startDate: string, endDate: string) {
  return {
    entityId: 1,
    staffId: qcId,
    leaveTypeId,
    startDate,
    endDate,
    startDayType: 1,
    endDayType: 1,
    days: 1,
  };
}

describe('the QC directory', () => {
  it('lists on-job inspectors of the entity, outsourced ones flagged, and filters by operational country', async () => {
    const qcs = await listQcs(database.db, 1, { officeIds: [officeId] });
    expect(qcs.map((qc) => [qc.staffName, qc.outsource])).toEqual([
      ['Test Qc One', false],
      ['Test Qc Two', true],
    ]);
    expect(
      (await listQcs(database.db, 1, { operationalCountryIds: [704], officeIds: [officeId] })).map(
        (qc) => qc.staffName,
      ),
    ).toEqual(['Test Qc Two']);
    expect(await listQcs(database.db, 2, { qcIds: [qcId] })).toEqual([]);
  });
});

describe('a QC’s days', () => {
  it('reads approved leave, blocks, office holidays and allocations, each on its own days', async () => {
    const qcs = await listQcs(database.db, 1, { qcIds: [qcId] });
    const days = await qcDays(database.db, 1, qcs, '2031-03-01', '2031-03-10');
    expect(dayOf(days, qcId, '2031-03-01')).toMatchObject({
      leave: null,
      holiday: null,
      block: null,
      otherManDays: 0,
    });
    expect(dayOf(days, qcId, '2031-03-03').leave).not.toBeNull();
    expect(dayOf(days, qcId, '2031-03-05')).toMatchObject({ block: 'Training' });
    expect(dayOf(days, qcId, '2031-03-06')).toMatchObject({ holiday: 'Office party' });
    expect(dayOf(days, qcId, '2031-03-09')).toMatchObject({ otherManDays: 0.75 });
    expect(dayOf(days, qcId, '2031-03-09').allocations).toHaveLength(2);
    expect(dayOf(days, qcId, '2031-03-10').leave).toBeNull(); // pending leave does not count
  });

  it('leaves the booking being allocated out of the day’s load', async () => {
    const qcs = await listQcs(database.db, 1, { qcIds: [qcId] });
    const days = await qcDays(database.db, 1, qcs, '2031-03-09', '2031-03-09', {
      excludeBookingId: bookingIds[0],
    });
    expect(dayOf(days, qcId, '2031-03-09').otherManDays).toBe(0.25);
  });
});
