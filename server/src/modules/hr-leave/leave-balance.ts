import { and, asc, eq, inArray } from 'drizzle-orm';
import { LeaveStatus, type LeaveBalanceRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveAllocations, leaveTypes } from '../../db/schema';
import { staffLeaveDays } from './leave-day-count';
import { activeRequestsOf, type ActiveRequest } from './leave-request.repository';

/**
 * Balances. The entitlement of a staff for a type and a year is that year's allocation when one exists,
 * otherwise the type's yearly days (the rule shared with the leave type screens). Pending and approved
 * requests are charged to the year each of their days falls in.
 */

const key = (leaveTypeId: number, year: number) => `${leaveTypeId}:${year}`;

export interface Charged {
  pending: number;
  approved: number;
}

/** Days of one stored request per year: a request within one year is charged its stored days. */
async function daysByYearOf(db: Db, entityId: number, staffId: number, request: ActiveRequest) {
  const startYear = Number(request.startDate.slice(0, 4));
  if (startYear === Number(request.endDate.slice(0, 4))) return { [startYear]: request.days };
  // Across the year end the split is recomputed with today's calendar (the row keeps only the total).
  const result = await staffLeaveDays(db, entityId, staffId, {
    startDate: request.startDate,
    endDate: request.endDate,
    startDayType: request.startDayType,
    endDayType: request.endDayType,
  });
  return result?.valid ? result.daysByYear : { [startYear]: request.days };
}

/** Pending and approved days per (type, year) for the given years, except one request (being edited). */
export async function chargedDays(
  db: Db,
  entityId: number,
  staffId: number,
  years: readonly number[],
  options: { exceptId?: number; leaveTypeId?: number } = {},
): Promise<Map<string, Charged>> {
  const charged = new Map<string, Charged>();
  if (!years.length) return charged;
  const requests = await activeRequestsOf(
    db,
    staffId,
    { from: `${Math.min(...years)}-01-01`, to: `${Math.max(...years)}-12-31` },
    options,
  );
  for (const request of requests) {
    const split = await daysByYearOf(db, entityId, staffId, request);
    for (const [year, days] of Object.entries(split)) {
      if (!years.includes(Number(year))) continue;
      const entry = charged.get(key(request.leaveTypeId, Number(year))) ?? { pending: 0, approved: 0 };
      if (request.status === LeaveStatus.Approved) entry.approved += days;
      else entry.pending += days;
      charged.set(key(request.leaveTypeId, Number(year)), entry);
    }
  }
  return charged;
}

/** Entitlement per type for one staff and year: the allocation, else the type's yearly days. */
export async function entitlements(
  db: Db,
  staffId: number,
  types: readonly { id: number; yearlyDays: number }[],
  year: number,
): Promise<Map<number, number>> {
  const allocated = types.length
    ? await db
        .select({ leaveTypeId: leaveAllocations.leaveTypeId, days: leaveAllocations.days })
        .from(leaveAllocations)
        .where(
          and(
            eq(leaveAllocations.staffId, staffId),
            eq(leaveAllocations.year, year),
            inArray(
              leaveAllocations.leaveTypeId,
              types.map((type) => type.id),
            ),
          ),
        )
    : [];
  return new Map(
    types.map((type) => [
      type.id,
      allocated.find((row) => row.leaveTypeId === type.id)?.days ?? type.yearlyDays,
    ]),
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The first year a request would overdraw: what is left that year (entitlement minus pending and
 * approved days of other requests) against the days it takes there. Null when every year has enough.
 */
export async function overdrawnYear(
  db: Db,
  entityId: number,
  staffId: number,
  type: { id: number; yearlyDays: number },
  daysByYear: Record<number, number>,
  exceptId?: number,
): Promise<{ year: number; remaining: number; days: number } | null> {
  const years = Object.keys(daysByYear)
    .map(Number)
    .filter((year) => daysByYear[year]! > 0);
  const charged = await chargedDays(db, entityId, staffId, years, { exceptId, leaveTypeId: type.id });
  for (const year of years) {
    const entitlement = (await entitlements(db, staffId, [type], year)).get(type.id) ?? 0;
    const used = charged.get(key(type.id, year));
    const remaining = round(entitlement - (used?.pending ?? 0) - (used?.approved ?? 0));
    if (daysByYear[year]! > remaining)
      return { year, remaining: Math.max(remaining, 0), days: daysByYear[year]! };
  }
  return null;
}

/** The balance screen: every active type of the entity, and any inactive one still charged that year. */
export async function balanceOf(
  db: Db,
  entityId: number,
  staffId: number,
  year: number,
): Promise<LeaveBalanceRow[]> {
  const types = await db
    .select()
    .from(leaveTypes)
    .where(eq(leaveTypes.entityId, entityId))
    .orderBy(asc(leaveTypes.name), asc(leaveTypes.id));
  const charged = await chargedDays(db, entityId, staffId, [year]);
  const entitled = await entitlements(db, staffId, types, year);
  return types
    .filter((type) => type.isActive || charged.has(key(type.id, year)))
    .map((type) => {
      const used = charged.get(key(type.id, year)) ?? { pending: 0, approved: 0 };
      const entitlement = entitled.get(type.id) ?? 0;
      return {
        leaveTypeId: type.id,
        name: type.name,
        code: type.code,
        isPaid: type.isPaid,
        entitlement,
        taken: round(used.approved),
        pending: round(used.pending),
        remaining: round(entitlement - used.approved - used.pending),
      };
    });
}
