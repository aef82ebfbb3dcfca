import { and, eq } from 'drizzle-orm';
import {
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  parseIsoDate,
  type HolidaySave,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, offices } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import { holidayMessage, type HolidayMessageKey } from './holiday-messages';

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

function dateErrors(body: HolidaySave): [field: string, key: HolidayMessageKey][] {
  const errors: [string, HolidayMessageKey][] = [];
  for (const field of ['startDate', 'endDate'] as const) {
    const value = body[field];
    if (parseIsoDate(value) == null) errors.push([field, 'InvalidDate']);
    else if (yearOf(value) < HOLIDAY_YEAR_MIN || yearOf(value) > HOLIDAY_YEAR_MAX)
      errors.push([field, 'YearRange']);
  }
  if (errors.length) return errors;
  if (body.endDate < body.startDate) return [['endDate', 'EndBeforeStart']];
  // The calendar repeats a recurring holiday within each year, so a holiday never crosses 31 December.
  if (yearOf(body.endDate) !== yearOf(body.startDate)) return [['endDate', 'AcrossYearEnd']];
  return [];
}

/** Translated field errors of a holiday save beyond its rule file: dates, and a country XOR an office. */
export async function holidayErrors(
  db: Db,
  entityId: number,
  body: HolidaySave,
  lang: Lang,
): Promise<FieldError[]> {
  const errors = dateErrors(body);
  if (body.countryId == null && body.officeId == null) errors.push(['countryId', 'ScopeRequired']);
  else if (body.countryId != null && body.officeId != null) errors.push(['officeId', 'ScopeBoth']);
  else if (body.officeId != null) {
    const [office] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.id, body.officeId), eq(offices.entityId, entityId)));
    if (!office) errors.push(['officeId', 'UnknownOffice']);
  } else {
    // Any country: staff without an office take their own country's holidays.
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, body.countryId!));
    if (!country) errors.push(['countryId', 'UnknownCountry']);
  }
  return errors.map(([field, key]) => ({ field, message: holidayMessage(key, lang) }));
}
