import { isWeekend, parseIsoDate, toIsoDate } from '@portal/domain';

/**
 * Calendar days of the scheduling demo, relative to the seeding day. Days are UTC days, like the other
 * demo seeds and the hours to inspection.
 */

const DAY_MS = 86_400_000;

/** The seeding day, yyyy-MM-dd. */
export const seedDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The day `days` after `date` (before when negative). */
export const addDays = (date: string, days: number): string => toIsoDate(parseIsoDate(date)! + days * DAY_MS);

/** The date itself when it is a weekday, else the Monday after. */
export function weekdayFrom(date: string): string {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}
