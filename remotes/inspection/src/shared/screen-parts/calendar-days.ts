/**
 * Calendar arithmetic on the API's 'yyyy-MM-dd' days and 'yyyy-MM' months. Days become local midnights,
 * never UTC instants, so a day cannot slip to the one before in a zone west of Greenwich.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function dayDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export const isDay = (text: unknown): text is string => typeof text === 'string' && DAY.test(text);
export const isMonth = (text: unknown): text is string =>
  typeof text === 'string' && MONTH.test(text) && Number(text.slice(5)) >= 1 && Number(text.slice(5)) <= 12;

export function addDays(day: string, days: number): string {
  const date = dayDate(day);
  return isoDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** Monday of the week holding `day` (weeks start on Monday, as the offices work). */
export function mondayOf(day: string): string {
  const weekday = (dayDate(day).getDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const isWeekend = (day: string): boolean => [0, 6].includes(dayDate(day).getDay());

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daySpan(from: string, to: string): number {
  const ms = dayDate(to).getTime() - dayDate(from).getTime();
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

export const monthOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  return monthOf(new Date(y!, m! - 1 + months, 1));
}
