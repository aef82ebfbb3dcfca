import { eq, sql } from 'drizzle-orm';
import { BookingStatus, ServiceType, TaskType, TripType } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookings,
  cities,
  customerLookups,
  customerSkills,
  foodAllowances,
  otherMandays,
  provinces,
  qcBlocks,
  staff,
  staffSkills,
  startingPorts,
  tasks,
  travelMatrix,
  travelTariffs,
  users,
  vendorAddresses,
  workloadMatrix,
} from '../../db/schema';
import { createFixture, seedBooking, type Fixture } from '../booking/booking-workflow.test-support';
import { approvedLeave, makeHoliday, makeOffice, makeQc, NORWAY } from './schedule.test-support';

/**
 * The allocation tests' world in entity 1: a factory (the demo factory 1) whose main address is a city of
 * their own in Norway, offices with starting ports near and far from it, travel rates of their own, a skill
 * the customer asks for, a workload matrix of one row (2 man-days for a final inspection), and QCs each
 * with one thing on their days.
 */
export interface AllocationWorld {
  fixture: Fixture;
  cityId: number;
  skillId: number;
  offices: { near: number; far: number; local: number; holiday: number; other: number };
  qcs: {
    near: number;
    far: number;
    local: number;
    noOffice: number;
    busy: number;
    half: number;
    onLeave: number;
    onHoliday: number;
    blocked: number;
    otherEntity: number;
    outsource: number;
  };
  leaveTypeName: string;
}

export const NEED = 2;

export async function buildAllocationWorld(db: Db, day: string): Promise<AllocationWorld> {
  const fixture = await createFixture(db);
  const [province] = await db
    .insert(provinces)
    .values({ name: 'Test Fjord', countryId: NORWAY })
    .returning({ id: provinces.id });
  const [city] = await db
    .insert(cities)
    .values({ name: 'Testvik', provinceId: province!.id })
    .returning({ id: cities.id });
  const cityId = city!.id;
  const [otherCity] = await db
    .insert(cities)
    .values({ name: 'Farby', provinceId: province!.id })
    .returning({ id: cities.id });
  // Ranked first: the factory's main address, where its QCs travel to.
  await db.insert(vendorAddresses).values({
    factoryId: 1,
    address: '1 Quay Street',
    postalCode: '9999',
    countryId: NORWAY,
    cityId,
    ranking: -100,
  });

  const offices = {
    near: await makeOffice(db, 'Alloc Near Office', NORWAY),
    far: await makeOffice(db, 'Alloc Far Office', NORWAY),
    local: await makeOffice(db, 'Alloc Local Office', NORWAY),
    holiday: await makeOffice(db, 'Alloc Party Office', NORWAY),
    other: await makeOffice(db, 'Alloc Entity 2 Office', NORWAY, 2),
  };
  const port = async (name: string, officeId: number, portCity: number) =>
    (
      await db
        .insert(startingPorts)
        .values({ entityId: 1, name, officeId, countryId: NORWAY, cityId: portCity })
        .returning({ id: startingPorts.id })
    )[0]!.id;
  const nearPort = await port('Alloc near port', offices.near, otherCity!.id);
  const farPort = await port('Alloc far port', offices.far, otherCity!.id);
  await port('Alloc local port', offices.local, cityId);
  await db.insert(travelMatrix).values([
    {
      entityId: 1,
      startingPortId: nearPort,
      countryId: NORWAY,
      cityId,
      tripType: TripType.SingleTrip,
      travelTimeHours: 2,
      ticketCost: '100.00',
      currency: 'USD',
    },
    {
      entityId: 1,
      startingPortId: farPort,
      countryId: NORWAY,
      cityId,
      tripType: TripType.DoubleTrip,
      travelTimeHours: 8,
      ticketCost: '150.00',
      currency: 'USD',
    },
  ]);
  await db.delete(travelTariffs).where(eq(travelTariffs.countryId, NORWAY));
  await db.delete(foodAllowances).where(eq(foodAllowances.countryId, NORWAY));
  await db.insert(travelTariffs).values([
    { entityId: 1, countryId: NORWAY, tripType: TripType.SingleTrip, amount: '20.00', currency: 'USD' },
    { entityId: 1, countryId: NORWAY, tripType: TripType.DoubleTrip, amount: '80.00', currency: 'USD' },
  ]);
  await db
    .insert(foodAllowances)
    .values({ entityId: 1, countryId: NORWAY, amountPerManDay: '15.50', currency: 'USD' });

  const [skill] = await db
    .insert(customerLookups)
    .values({ kind: 'skill', name: 'Alloc test skill' })
    .returning({ id: customerLookups.id });
  const skillId = skill!.id;
  await db.delete(customerSkills).where(eq(customerSkills.customerId, 1));
  await db.insert(customerSkills).values({ customerId: 1, skillId });

  await db.delete(workloadMatrix).where(eq(workloadMatrix.entityId, 1));
  await db.delete(otherMandays).where(eq(otherMandays.entityId, 1));
  await db.insert(workloadMatrix).values({
    entityId: 1,
    serviceType: ServiceType.FinalInspection,
    sampleSizeFrom: 0,
    sampleSizeTo: null,
    productCountFrom: 0,
    productCountTo: null,
    manDays: NEED,
  });

  const qc = (
    name: string,
    officeId: number | null,
    extra: { entityId?: number; outsource?: boolean } = {},
  ) => makeQc(db, { name, officeId, ...extra });
  const qcs = {
    near: await qc('Alloc Ada Near', offices.near),
    far: await qc('Alloc Ben Far', offices.far),
    local: await qc('Alloc Cy Local', offices.local),
    noOffice: await qc('Alloc Dee Nowhere', null),
    busy: await qc('Alloc Eve Busy', offices.near),
    half: await qc('Alloc Fay Half', offices.near),
    onLeave: await qc('Alloc Gus Leave', offices.near),
    onHoliday: await qc('Alloc Hal Holiday', offices.holiday),
    blocked: await qc('Alloc Ivy Blocked', offices.near),
    otherEntity: await qc('Alloc Jon Elsewhere', offices.other, { entityId: 2 }),
    outsource: await qc('Alloc Kim Partner', offices.near, { outsource: true }),
  };
  for (const staffId of [qcs.near, qcs.far, qcs.noOffice, qcs.busy])
    await db.insert(staffSkills).values({ staffId, skillId });
  await db
    .update(staff)
    .set({ email: sql`lower(replace(${staff.fullName}, ' ', '.')) || '@alloc-test.example'` })
    .where(sql`${staff.fullName} like 'Alloc %'`);

  const leaveTypeName = await approvedLeave(db, { staffId: qcs.onLeave, from: day, to: day });
  await makeHoliday(db, { name: 'Alloc office party', date: day, officeId: offices.holiday });
  await db.insert(qcBlocks).values({ entityId: 1, staffId: qcs.blocked, blockDate: day, reason: 'Training' });
  return { fixture, cityId, skillId, offices, qcs, leaveTypeName };
}

/** A booking of the world's customer, supplier and factory over [from, to], in `status` at version 1. */
export async function worldBooking(
  db: Db,
  world: AllocationWorld,
  from: string,
  to: string,
  status: BookingStatus = BookingStatus.Confirmed,
): Promise<number> {
  const id = await seedBooking(db, world.fixture, { status, dateFrom: from, contacts: true });
  await db
    .update(bookings)
    .set({ inspectionDateFrom: from, inspectionDateTo: to, version: 1 })
    .where(eq(bookings.id, id));
  return id;
}

/** Links a demo login to a staff record (the QC's portal account). */
export async function linkLogin(db: Db, login: string, staffId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ staffId })
    .where(eq(users.loginName, login))
    .returning({ id: users.id });
  return row!.id;
}

/** An open ScheduleInspection task of a planner for the booking, as the confirm step raises it. */
export async function scheduleTask(db: Db, bookingId: number, userId: number): Promise<void> {
  await db
    .insert(tasks)
    .values({ userId, entityId: 1, type: TaskType.ScheduleInspection, linkId: bookingId });
}
