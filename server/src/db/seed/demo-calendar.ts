import { occurrencesIn, type StoredOccurrence } from '../../lib/holiday-occurrences';
import { addDays } from './demo-days';

/**
 * The demo's holidays as the portal reads them (holiday-calendar.ts for leave, qc-day-facts.ts for the
 * inspectors), without a database: the demo plans ask it which days an office is closed, whether the
 * holidays come from the holiday seed's plan or from the rows a database holds.
 */

/** One holiday (a holiday_masters row) with its rows of each year. */
export interface DemoHoliday {
  entityId: number;
  /** A whole country's holiday (officeId null), or one office's own. */
  countryId: number | null;
  officeId: number | null;
  name: string;
  recurring: boolean;
  rows: StoredOccurrence[];
}

/** Where someone works: their office and its country (a staff without an office: their own country). */
export interface Place {
  officeId: number | null;
  countryId: number | null;
}

export class HolidayCalendar {
  /** Per place (entity, office, country), per year: its holiday dates. */
  private readonly byPlace = new Map<string, Map<number, Set<string>>>();

  constructor(private readonly holidays: readonly DemoHoliday[]) {}

  /** Whether the date is a holiday of the place: its office's own or its country's (office-less) one. */
  isHoliday(entityId: number, place: Place, date: string): boolean {
    const key = `${entityId}|${place.officeId}|${place.countryId}`;
    let years = this.byPlace.get(key);
    if (!years) this.byPlace.set(key, (years = new Map()));
    const year = Number(date.slice(0, 4));
    // An occurrence may run over the year end: the year before's are looked at too.
    return (
      this.datesOf(entityId, place, year, years).has(date) ||
      this.datesOf(entityId, place, year - 1, years).has(date)
    );
  }

  /** The place's holiday dates (yyyy-MM-dd) of the occurrences of one year. */
  private datesOf(
    entityId: number,
    place: Place,
    year: number,
    years: Map<number, Set<string>>,
  ): Set<string> {
    let dates = years.get(year);
    if (dates) return dates;
    dates = new Set();
    for (const holiday of this.holidays) {
      const applies =
        holiday.entityId === entityId &&
        (holiday.officeId != null
          ? holiday.officeId === place.officeId
          : place.countryId != null && holiday.countryId === place.countryId);
      if (!applies) continue;
      for (const occurrence of occurrencesIn(holiday.recurring, holiday.rows, [year]))
        for (let day = occurrence.startDate; day <= occurrence.endDate; day = addDays(day, 1)) dates.add(day);
    }
    years.set(year, dates);
    return dates;
  }
}
