import { LeaveDayType } from './hr-enums';

/**
 * The working days a leave request takes (POST /leave/days and the server's own check on save).
 *
 * - Every date from start to end counts 1, except non-working dates (weekends, the requester's holidays),
 *   which count 0.
 * - A half day type on the first or last date makes that date count 0.5, but only when the date is a
 *   working day: a half day on a holiday or a weekend counts 0, never 0.5.
 * - One-day request: the start day type decides, except FirstHalf + SecondHalf, which is the whole day.
 *
 * Dates are calendar dates ('yyyy-MM-dd'), computed in UTC so no time zone or DST shift moves a day.
 */
export interface LeaveDaysInput {
  startDate: string;
  endDate: string;
  startDayType: LeaveDayType;
  endDayType: LeaveDayType;
}

export type LeaveDaysResult =
  | { valid: true; days: number; daysByYear: Record<number, number> }
  | { valid: false; reason: 'InvalidDate' | 'EndBeforeStart' | 'InvalidDayType' | 'TooLong' };

/** A request may not span more than this many calendar days (one year and a day for a year-end range). */
export const MAX_LEAVE_SPAN_DAYS = 366;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a valid 'yyyy-MM-dd' at UTC midnight, or null (2026-02-30 is not a date). */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? time
    : null;
}

export const toIsoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Saturday or Sunday. */
export const isWeekend = (isoDate: string): boolean => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const isDayType = (value: unknown): value is LeaveDayType =>
  value === LeaveDayType.FullDay || value === LeaveDayType.FirstHalf || value === LeaveDayType.SecondHalf;

const weight = (dayType: LeaveDayType) => (dayType === LeaveDayType.FullDay ? 1 : 0.5);

export function leaveDays(
  input: LeaveDaysInput,
  isNonWorkingDay: (isoDate: string) => boolean,
): LeaveDaysResult {
  const start = parseIsoDate(input.startDate);
  const end = parseIsoDate(input.endDate);
  if (start == null || end == null) return { valid: false, reason: 'InvalidDate' };
  if (end < start) return { valid: false, reason: 'EndBeforeStart' };
  if (!isDayType(input.startDayType) || !isDayType(input.endDayType))
    return { valid: false, reason: 'InvalidDayType' };
  if ((end - start) / DAY_MS + 1 > MAX_LEAVE_SPAN_DAYS) return { valid: false, reason: 'TooLong' };

  const singleDay = start === end;
  const daysByYear: Record<number, number> = {};
  let days = 0;
  for (let time = start; time <= end; time += DAY_MS) {
    const date = toIsoDate(time);
    if (isNonWorkingDay(date)) continue;
    let share = 1;
    if (singleDay) {
      const wholeDay =
        input.startDayType === LeaveDayType.FirstHalf && input.endDayType === LeaveDayType.SecondHalf;
      share = wholeDay ? 1 : weight(input.startDayType);
    } else if (time === start) share = weight(input.startDayType);
    else if (time === end) share = weight(input.endDayType);
    const year = Number(date.slice(0, 4));
    daysByYear[year] = (daysByYear[year] ?? 0) + share;
    days += share;
  }
  return { valid: true, days, daysByYear };
}
