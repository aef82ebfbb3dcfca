import { aliasedTable, and, asc, eq, inArray, max, min, or, sql, type SQL } from 'drizzle-orm';
import {
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  parseIsoDate,
  type HolidayDetail,
  type HolidayFilter,
  type HolidayMasterLookups,
  type HolidayRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, holidayMasters, holidays, offices } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import { firstOccurrence, occurrencesIn } from '../../lib/holiday-occurrences';

export type HolidayQuery = SearchQuery<Partial<HolidayFilter>>;

const DAY_MS = 86_400_000;
const officeCountry = aliasedTable(countries, 'office_country');

/** The server's year (the filter's default and the centre of the years offered). */
export const currentYear = () => new Date().getUTCFullYear();

const clampYear = (year: number) => Math.min(HOLIDAY_YEAR_MAX, Math.max(HOLIDAY_YEAR_MIN, year));

/** Every year holding a stored row of the entity's holidays, widened to last year .. next year. */
export async function offeredYears(db: Db, entityId: number): Promise<number[]> {
  const [stored] = await db
    .select({ first: min(holidays.year), last: max(holidays.year) })
    .from(holidays)
    .innerJoin(holidayMasters, eq(holidayMasters.id, holidays.masterId))
    .where(eq(holidayMasters.entityId, entityId));
  const now = currentYear();
  const from = clampYear(Math.min(stored?.first ?? now, now - 1));
  const to = clampYear(Math.max(stored?.last ?? now, now + 1));
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** GET holiday-master: the entity's offices, their countries and the years offered. */
export async function holidayLookups(db: Db, entityId: number): Promise<HolidayMasterLookups> {
  const officeRows = await db
    .select({
      id: offices.id,
      name: offices.name,
      countryId: offices.countryId,
      countryName: countries.name,
    })
    .from(offices)
    .innerJoin(countries, eq(countries.id, offices.countryId))
    .where(eq(offices.entityId, entityId))
    .orderBy(asc(sql`lower(${offices.name})`), asc(offices.id));
  const countryList = new Map<number, string>();
  for (const office of officeRows) countryList.set(office.countryId, office.countryName);
  return {
    result: 1,
    offices: officeRows,
    countries: [...countryList]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    years: await offeredYears(db, entityId),
    currentYear: currentYear(),
  };
}

/** The masters a search covers: entity, text (name or place), country, office, id list. */
function masterCondition(entityId: number, query: HolidayQuery): SQL | undefined {
  const { countryId, officeId } = query.filter;
  const officeCountryId = sql`(select o.country_id from offices o where o.id = ${officeId ?? null} and o.entity_id = ${entityId})`;
  return allOf(
    eq(holidayMasters.entityId, entityId),
    textMatches(query.searchText, [holidayMasters.name, countries.name, offices.name]),
    idIn(holidayMasters.id, query.idList),
    countryId != null
      ? or(eq(holidayMasters.countryId, countryId), eq(offices.countryId, countryId))
      : undefined,
    officeId != null
      ? or(eq(holidayMasters.officeId, officeId), sql`${holidayMasters.countryId} = ${officeCountryId}`)
      : undefined,
  );
}

const calendarDays = (startDate: string, endDate: string) =>
  Math.round(((parseIsoDate(endDate) ?? 0) - (parseIsoDate(startDate) ?? 0)) / DAY_MS) + 1;

/**
 * Every occurrence the search matches, one row per holiday and year (recurring holidays repeated by the
 * same rule as the leave-day count). The entity's holidays are a short list, so the occurrences are
 * built here and sorted and paged in memory.
 */
export async function holidayOccurrences(
  db: Db,
  entityId: number,
  query: HolidayQuery,
): Promise<HolidayRow[]> {
  const masters = await db
    .select({
      id: holidayMasters.id,
      name: holidayMasters.name,
      countryId: holidayMasters.countryId,
      officeId: holidayMasters.officeId,
      recurring: holidayMasters.recurring,
      countryName: countries.name,
      officeName: offices.name,
    })
    .from(holidayMasters)
    .leftJoin(countries, eq(countries.id, holidayMasters.countryId))
    .leftJoin(offices, eq(offices.id, holidayMasters.officeId))
    .where(masterCondition(entityId, query));
  if (!masters.length) return [];
  const stored = await db
    .select()
    .from(holidays)
    .where(
      inArray(
        holidays.masterId,
        masters.map((master) => master.id),
      ),
    );
  const years = query.filter.year != null ? [query.filter.year] : await offeredYears(db, entityId);
  return masters.flatMap((master) =>
    occurrencesIn(
      master.recurring,
      stored.filter((row) => row.masterId === master.id),
      years,
    ).map((occurrence): HolidayRow => ({
      id: master.id,
      year: occurrence.year,
      name: master.name,
      startDate: occurrence.startDate,
      endDate: occurrence.endDate,
      days: calendarDays(occurrence.startDate, occurrence.endDate),
      countryId: master.countryId,
      officeId: master.officeId,
      placeName: master.officeName ?? master.countryName ?? '',
      scope: master.officeId != null ? 'office' : 'country',
      recurring: master.recurring,
      projected: occurrence.projected,
    })),
  );
}

const TEXT_SORTS = new Set(['name', 'placeName']);

/** Sorted by the asked field, then by date, name and id so pages never overlap. */
export function sortOccurrences(rows: HolidayRow[], sort: { field: string; direction: 'asc' | 'desc' }) {
  const direction = sort.direction === 'desc' ? -1 : 1;
  const field = sort.field as keyof HolidayRow;
  const compare = (a: HolidayRow, b: HolidayRow): number => {
    const x = a[field];
    const y = b[field];
    if (TEXT_SORTS.has(sort.field)) return String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
    if (typeof x === 'boolean') return Number(x) - Number(y);
    if (typeof x === 'number') return x - (y as number);
    return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
  };
  return [...rows].sort(
    (a, b) =>
      compare(a, b) * direction ||
      a.startDate.localeCompare(b.startDate) ||
      a.name.localeCompare(b.name) ||
      a.id - b.id,
  );
}

/** One holiday of the entity with its first dates and the years it was deleted for only. */
export async function getHoliday(db: Db, entityId: number, id: number): Promise<HolidayDetail | null> {
  const [master] = await db
    .select({
      record: holidayMasters,
      countryName: countries.name,
      officeName: offices.name,
      officeCountryName: officeCountry.name,
    })
    .from(holidayMasters)
    .leftJoin(countries, eq(countries.id, holidayMasters.countryId))
    .leftJoin(offices, eq(offices.id, holidayMasters.officeId))
    .leftJoin(officeCountry, eq(officeCountry.id, offices.countryId))
    .where(and(eq(holidayMasters.id, id), eq(holidayMasters.entityId, entityId)));
  if (!master) return null;
  const rows = await db.select().from(holidays).where(eq(holidays.masterId, id));
  const first = firstOccurrence(rows);
  if (!first) return null; // a master is always written with its first row; none means half-deleted
  const { record } = master;
  return {
    id: record.id,
    version: record.version,
    name: record.name,
    countryId: record.countryId,
    officeId: record.officeId,
    countryName: master.countryName ?? master.officeCountryName,
    officeName: master.officeName,
    recurring: record.recurring,
    startDate: first.startDate,
    endDate: first.endDate,
    firstYear: first.year,
    removedYears: rows
      .filter((row) => row.removed)
      .map((row) => row.year)
      .sort((a, b) => a - b),
  };
}

/** The master and its stored rows (writes lock the master first, so two writers take turns). */
export async function lockedHoliday(tx: Db, entityId: number, id: number) {
  const [master] = await tx
    .select()
    .from(holidayMasters)
    .where(and(eq(holidayMasters.id, id), eq(holidayMasters.entityId, entityId)))
    .for('update');
  if (!master) return null;
  const rows = await tx.select().from(holidays).where(eq(holidays.masterId, id));
  return { master, rows };
}
