import {
  ALLOCATING_STATUSES,
  EmploymentType,
  Permissions,
  type AllocationBooking,
  type AllocationDay,
  type AllocationDetail,
  type AllocationItem,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { ResourceScope } from '../kit/resource-definition';
import { datesBetween } from './qc-day-facts';
import { travelPlanner } from './qc-travel';
import { scheduleToday } from './schedule-clock';
import {
  manDayRules,
  needOf,
  scheduleBookings,
  totalSampleSizes,
  type ScheduleBooking,
} from './schedule-bookings';

/** One booking's allocation screen: the booking, what it needs, and its QCs day by day with their travel. */

interface AllocationRow {
  id: number;
  staff_id: number;
  staff_name: string;
  office_id: number | null;
  office_name: string | null;
  employment_type: number;
  inspection_date: string;
  man_days: string;
  finished_at: Date | string | null;
}

const hundredths = (value: number) => Math.round(value * 100);

export const holdsPermission = (scope: ResourceScope, permission: string) =>
  scope.user.permissions.some((held) => held.toLowerCase() === permission.toLowerCase());

/** The booking takes allocations in its status (Confirmed, Rescheduled, AllocateQC, Scheduled). */
export const takesAllocations = (booking: Pick<ScheduleBooking, 'status'>) =>
  ALLOCATING_STATUSES.includes(booking.status);

/** The skills the customer asks its inspectors to have, by the order of the skill list. */
export async function requiredSkills(db: Db, customerId: number): Promise<{ id: number; name: string }[]> {
  return rawRows<{ id: number; name: string }>(
    db,
    sql`select l.id, l.name from customer_skills k join customer_lookups l on l.id = k.skill_id
        where k.customer_id = ${customerId} order by l.sort, l.name, l.id`,
  );
}

async function allocationRows(db: Db, bookingId: number): Promise<AllocationRow[]> {
  return rawRows<AllocationRow>(
    db,
    sql`select a.id, a.staff_id, s.full_name as staff_name, s.office_id, o.name as office_name,
          s.employment_type, a.inspection_date::text as inspection_date, a.man_days::text as man_days,
          a.finished_at
        from booking_allocations a join staff s on s.id = a.staff_id
        left join offices o on o.id = s.office_id
        where a.booking_id = ${bookingId}
        order by a.inspection_date, s.full_name, a.id`,
  );
}

/** The booking as the allocation screen shows it (the schedule reader's facts plus the customer's skills). */
export function allocationBooking(
  booking: ScheduleBooking,
  totalSampleSize: number,
  skills: { id: number; name: string }[],
): AllocationBooking {
  return {
    id: booking.id,
    bookingNo: booking.bookingNo,
    status: booking.status,
    version: booking.version,
    customerId: booking.customerId,
    customerName: booking.customerName,
    supplierName: booking.supplierName,
    factoryName: booking.factoryName,
    factoryAddress: booking.factoryAddress,
    factoryCityId: booking.factoryCityId,
    factoryCityName: booking.factoryCityName,
    factoryCountryId: booking.factoryCountryId,
    factoryCountryName: booking.factoryCountryName,
    officeId: booking.officeId,
    officeName: booking.officeName,
    serviceType: booking.serviceType,
    inspectionDateFrom: booking.inspectionDateFrom,
    inspectionDateTo: booking.inspectionDateTo,
    productCount: booking.productCount,
    totalSampleSize,
    requiredSkills: skills,
  };
}

/**
 * The allocation of one of the entity's bookings, or null (another entity's or none). Days are every day of
 * the inspection, plus any day an allocation still stands on outside it; a day is editable from today on
 * while the booking takes allocations. Travel is per allocation, for its man-days.
 */
export async function allocationDetail(
  db: Db,
  bookingId: number,
  scope: ResourceScope,
): Promise<AllocationDetail | null> {
  const [booking] = await scheduleBookings(db, scope.entityId, [bookingId]);
  if (!booking) return null;
  // One after the other: the save reads this inside its transaction, where queries cannot overlap.
  const sizes = await totalSampleSizes(db, [booking.id]);
  const rules = await manDayRules(db, scope.entityId);
  const skills = await requiredSkills(db, booking.customerId);
  const rows = await allocationRows(db, booking.id);
  const travelOf = await travelPlanner(
    db,
    scope.entityId,
    rows.map((row) => row.office_id),
    { cityId: booking.factoryCityId, countryId: booking.factoryCountryId },
  );
  const totalSampleSize = sizes.get(booking.id) ?? 0;
  const today = scheduleToday();
  const takes = takesAllocations(booking);

  const byDate = new Map<string, AllocationItem[]>();
  for (const date of datesBetween(booking.inspectionDateFrom, booking.inspectionDateTo)) byDate.set(date, []);
  let allocated = 0;
  for (const row of rows) {
    const manDays = Number(row.man_days);
    allocated += hundredths(manDays);
    const item: AllocationItem = {
      id: row.id,
      staffId: row.staff_id,
      staffName: row.staff_name,
      officeName: row.office_name,
      outsource: row.employment_type === EmploymentType.Outsource,
      manDays,
      travel: travelOf(row.office_id, manDays),
      finishedAt: row.finished_at == null ? null : new Date(row.finished_at).toISOString(),
    };
    byDate.set(row.inspection_date, [...(byDate.get(row.inspection_date) ?? []), item]);
  }
  const days: AllocationDay[] = [...byDate.keys()].sort().map((date) => ({
    date,
    editable: takes && date >= today,
    allocations: byDate.get(date)!,
  }));
  return {
    booking: allocationBooking(booking, totalSampleSize, skills),
    need: needOf(rules, booking, totalSampleSize),
    days,
    allocatedManDays: allocated / 100,
    canEdit: takes && holdsPermission(scope, Permissions.ScheduleSummary.Allocate),
  };
}
