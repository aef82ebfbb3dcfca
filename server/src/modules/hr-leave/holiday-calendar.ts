import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { parseIsoDate, toIsoDate } from '@portal/domain';
import type { Db } from '../../db/client';
import { holidayMasters, holidays, offices, staff } from '../../db/schema';

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

/** The same calendar date in another year; 29 February becomes the 28th in common years. */
function inYear(isoDate: string, year: number): string {
  const [, month, day] = isoDate.split('-');
  const candidate = `${year}-${month}-${day}`;
  return parseIsoDate(candidate) != null ? candidate : `${year}-${month}-28`;
}

/**
 * The holiday dates of an office (its own and its country's) in the given years. A recurring holiday
 * repeats its first occurrence in every later year that has no row of its own; a row marked removed
 * (deleted for that year only) takes that year out.
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
    const occurrences = rows.filter((row) => row.masterId === master.id).sort((a, b) => a.year - b.year);
    const first = occurrences[0];
    for (const year of years) {
      const own = occurrences.find((row) => row.year === year);
      if (own) {
        if (!own.removed) addRange(dates, own.startDate, own.endDate);
      } else if (master.recurring && first && year > first.year) {
        addRange(dates, inYear(first.startDate, year), inYear(first.endDate, year));
      }
    }
  }
  return dates;
}
