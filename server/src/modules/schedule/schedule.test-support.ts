import { and, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { BookingStatus, EmploymentType, LeaveStatus, Profile, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookingAllocations,
  bookings,
  holidayMasters,
  holidays,
  leaveRequests,
  leaveTypes,
  offices,
  staff,
  staffProfiles,
} from '../../db/schema';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** Countries no demo holiday calendar covers, so the tests' own holidays are the only ones. */
export const ICELAND = 352;
export const NORWAY = 578;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls signed in once per login, in entity 1 unless told. */
export function scheduleCalls(t: () => TestApp) {
  const tokens = new Map<string, string>();
  return async function call(
    login: string,
    method: Method,
    url: string,
    payload?: unknown,
    options: { entity?: number; lang?: Lang } = {},
  ): Promise<LightMyRequestResponse> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    const separator = url.includes('?') ? '&' : '?';
    return t().app.inject({
      method,
      url: options.lang ? `${url}${separator}lang=${options.lang}` : url,
      headers: authHeaders(tokens.get(login)!, options.entity ?? 1),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}

let serial = 0;

export async function makeOffice(db: Db, name: string, countryId: number, entityId = 1): Promise<number> {
  const [row] = await db.insert(offices).values({ entityId, name, countryId }).returning({ id: offices.id });
  return row!.id;
}

/** An on-job inspector (the Inspector profile) of an office. */
export async function makeQc(
  db: Db,
  values: { name: string; officeId: number | null; entityId?: number; outsource?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(staff)
    .values({
      entityId: values.entityId ?? 1,
      employeeNo: `SQC${process.pid}-${++serial}`,
      fullName: values.name,
      officeId: values.officeId,
      status: 1,
      ...(values.outsource ? { employmentType: EmploymentType.Outsource } : {}),
    })
    .returning({ id: staff.id });
  await db.insert(staffProfiles).values({ staffId: row!.id, profileId: Profile.Inspector });
  return row!.id;
}

/** A holiday of a whole country (or of one office) in the entity, on one day. */
export async function makeHoliday(
  db: Db,
  values: { name: string; date: string; countryId?: number; officeId?: number; entityId?: number },
): Promise<void> {
  const [master] = await db
    .insert(holidayMasters)
    .values({
      entityId: values.entityId ?? 1,
      name: values.name,
      countryId: values.countryId ?? null,
      officeId: values.officeId ?? null,
    })
    .returning({ id: holidayMasters.id });
  await db.insert(holidays).values({
    masterId: master!.id,
    year: Number(values.date.slice(0, 4)),
    startDate: values.date,
    endDate: values.date,
  });
}

/** An approved leave of the QC over whole days, of the entity's first leave type; answers the type's name. */
export async function approvedLeave(
  db: Db,
  values: { staffId: number; from: string; to: string },
): Promise<string> {
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.entityId, 1)).limit(1);
  await db.insert(leaveRequests).values({
    entityId: 1,
    staffId: values.staffId,
    leaveTypeId: type!.id,
    startDate: values.from,
    endDate: values.to,
    startDayType: 1,
    endDayType: 1,
    days: (Date.parse(values.to) - Date.parse(values.from)) / 86_400_000 + 1,
    status: LeaveStatus.Approved,
  });
  return type!.name;
}

/** Demo bookings of the entity that have products, turned to `status` for the test. */
export async function testBookings(
  db: Db,
  count: number,
  status: BookingStatus = BookingStatus.Confirmed,
  entityId = 1,
): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.entityId, entityId),
        gt(bookings.productCount, 0),
        sql`${bookings.status} <> ${BookingStatus.Cancel}`,
        sql`cardinality(${bookings.customerContactIds}) > 0`,
      ),
    )
    .orderBy(sql`${bookings.id} desc`)
    .limit(count);
  const ids = rows.map((row) => row.id);
  await db
    .update(bookings)
    .set({ status })
    .where(sql`${bookings.id} = any(${sql.param(ids)}::int[])`);
  return ids;
}

export async function allocate(
  db: Db,
  values: { bookingId: number; staffId: number; date: string; manDays: number; entityId?: number },
): Promise<number> {
  const [row] = await db
    .insert(bookingAllocations)
    .values({
      entityId: values.entityId ?? 1,
      bookingId: values.bookingId,
      staffId: values.staffId,
      inspectionDate: values.date,
      manDays: values.manDays,
    })
    .returning({ id: bookingAllocations.id });
  return row!.id;
}
