/**
 * Parsing of what a user types in a date input (spec section 5: year, month/year or day/month/year,
 * optionally followed by a time). Only '/' separates date parts, like the display format, so a value
 * the input shows can always be read back.
 *
 * Two-digit years: accepted only in the full day form (dd/MM/yy), pivoting at 50: 00-49 are 2000-2049,
 * 50-99 are 1950-1999. A bare "25" or "03/25" is treated as garbage because it is what a user has
 * typed halfway through a four-digit year, and guessing would jump the calendar under their fingers.
 */
export type DatePrecision = 'year' | 'month' | 'day' | 'datetime';

export interface ParsedDateInput {
  /** Local time; the first instant of the period for year and month precision. */
  date: Date;
  precision: DatePrecision;
  /** True for a full day (with or without time); year and month alone are incomplete dates. */
  complete: boolean;
}

export const TWO_DIGIT_YEAR_PIVOT = 50;

const YEAR = /^(\d{4})$/;
const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  return year < TWO_DIGIT_YEAR_PIVOT ? 2000 + year : 1900 + year;
}

/** Builds a local date and rejects overflow (31/02 would otherwise roll into March). */
function localDate(year: number, month: number, day: number, h = 0, m = 0, s = 0): Date | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (h > 23 || m > 59 || s > 59) return null;
  const date = new Date(year, month - 1, day, h, m, s, 0);
  // Years 0-99 are mapped to 1900-1999 by the Date constructor; set the year explicitly.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

export function parseDateInput(text: string | null | undefined): ParsedDateInput | null {
  const value = (text ?? '').trim();
  if (!value) return null;

  const year = YEAR.exec(value);
  if (year) {
    const date = localDate(Number(year[1]), 1, 1);
    return date && { date, precision: 'year', complete: false };
  }

  const monthYear = MONTH_YEAR.exec(value);
  if (monthYear) {
    const date = localDate(Number(monthYear[2]), Number(monthYear[1]), 1);
    return date && { date, precision: 'month', complete: false };
  }

  const day = DAY.exec(value);
  if (!day) return null;
  const [, d, m, y, hh, mm, ss] = day;
  const withTime = hh !== undefined;
  const date = localDate(
    fullYear(y ?? ''),
    Number(m),
    Number(d),
    Number(hh ?? 0),
    Number(mm ?? 0),
    Number(ss ?? 0),
  );
  return date && { date, precision: withTime ? 'datetime' : 'day', complete: true };
}

/** A full day (optionally with a time); what the 'date' validation rule demands of typed text. */
export function isCompleteDate(text: string | null | undefined): boolean {
  return parseDateInput(text)?.complete === true;
}
