import { isWeekend, parseIsoDate, toIsoDate } from '@portal/domain';

/**
 * Calendar days of the scheduling demo, relative to the seeding day. Days are UTC days, like the other
 * demo seeds and the hours to inspection.
 */

const DAY_MS = 86_400_000;

/** The seeding day, yyyy-MM-dd. */
export const seedDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Days already counted: the plans step through the same few months of days again and again. */
const counted = new Map<string, Map<number, string>>();

/** The day `days` after `date` (before when negative). */
export function addDays(date: string, days: number): string {
  let from = counted.get(date);
  if (!from) counted.set(date, (from = new Map()));
  let day = from.get(days);
  if (day === undefined) from.set(days, (day = toIsoDate(parseIsoDate(date)! + days * DAY_MS)));
  return day;
}

/** The date itself when it is a weekday, else the Monday after. */
export function weekdayFrom(date: string): string {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}
