import { formatDate, fromUtcIso, parseDateInput, toUtcIso } from '@portal/domain';

/**
 * What the date input binds: a Date (or the UTC ISO string with output 'iso') once a full day is typed;
 * the typed text itself when it is only a year, a month/year or unreadable, so the 'date' validation
 * rule reports it as an incomplete date after submit instead of the input silently dropping it.
 */
export type DateInputValue = Date | string | null;

export type DateOutput = 'date' | 'iso';

export interface DateInputOptions {
  withTime?: boolean;
  output?: DateOutput;
}

/** Text shown for a bound value: Dates and ISO strings formatted, typed text as it was typed. */
export function displayDateValue(value: DateInputValue | undefined, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return formatDate(value, { withTime });
  const iso = fromUtcIso(value);
  return iso ? formatDate(iso, { withTime }) : value;
}

/** The value for what the user typed, read when the input is left. */
export function commitDateText(
  text: string,
  { withTime = false, output = 'date' }: DateInputOptions = {},
): DateInputValue {
  const typed = text.trim();
  if (typed === '') return null;
  const parsed = parseDateInput(typed);
  if (!parsed?.complete) return typed;
  const { date } = parsed;
  // A date-only input keeps the day even if a time was typed after it.
  const value = withTime ? date : new Date(date.getFullYear(), date.getMonth(), date.getDate());
  if (!withTime) value.setFullYear(date.getFullYear());
  return output === 'iso' ? toUtcIso(value) : value;
}

/** Characters a date can be typed with: digits and '/', plus ' ' and ':' for a date-time. */
export function allowDateKey(key: string, withTime = false, withModifier = false): boolean {
  if (key.length !== 1 || withModifier) return true;
  return withTime ? /^[\d/ :]$/.test(key) : /^[\d/]$/.test(key);
}
