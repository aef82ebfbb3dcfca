import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { parseIsoDate, toIsoDate } from '@portal/domain';
import type { Db } from '../../db/client';
import { holidayMasters, holidays, offices, staff } from '../../db/schema';
import { occurrencesIn } from '../../lib/holiday-occurrences';

const DAY_MS = 86_400_000;

/** Where a staff works: its office and that office's country (the holidays that apply to it). */
export async function staffPlace(
  db: Db,
  entityId: number,
  staffId: number,
): Promise<{ officeId: number | null; countryId: number | null } | null> {
  const [row] = await db
    .select({ officeId: staff.officeId, officeCountryId: offices.countryId, staffCountryId: staff.countryId })
    .from(staff)
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId)));
  if (!row) return null;
  return { officeId: row.officeId, countryId: row.officeCountryId ?? row.staffCountryId };
}

/** Adds every date from start to end (inclusive) to the set. */
function addRange(dates: Set<string>, startDate: string, endDate: string): void {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (start == null || end == null) return;
  for (let time = start; time <= end; time += DAY_MS) dates.add(toIsoDate(time));
}

/**
 * The holiday dates of an office (its own and its country's) in the given years, occurrence by
 * occurrence as holiday-occurrences.ts defines them (recurring ones repeated, removed years left out).
 */
export async function holidayDates(
  db: Db,
  entityId: number,
  place: { officeId: number | null; countryId: number | null },
  years: readonly number[],
): Promise<Set<string>> {
  const scope = [
    place.officeId != null ? eq(holidayMasters.officeId, place.officeId) : undefined,
    place.countryId != null
      ? and(eq(holidayMasters.countryId, place.countryId), isNull(holidayMasters.officeId))
      : undefined,
  ].filter((condition) => condition !== undefined);
  const dates = new Set<string>();
  if (!scope.length || !years.length) return dates;
  const masters = await db
    .select({ id: holidayMasters.id, recurring: holidayMasters.recurring })
    .from(holidayMasters)
    .where(and(eq(holidayMasters.entityId, entityId), or(...scope)));
  if (!masters.length) return dates;
  const rows = await db
    .select()
    .from(holidays)
    .where(
      inArray(
        holidays.masterId,
        masters.map((master) => master.id),
      ),
    );
  for (const master of masters) {
    const own = rows.filter((row) => row.masterId === master.id);
    for (const occurrence of occurrencesIn(master.recurring, own, years))
      addRange(dates, occurrence.startDate, occurrence.endDate);
  }
  return dates;
}
