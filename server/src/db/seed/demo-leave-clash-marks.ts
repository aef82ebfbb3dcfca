import { isWeekend, parseIsoDate } from '@portal/domain';
import { addDays } from './demo-days';

/**
 * What identifies the browser tests' allocation booking (demo-leave-clash.ts), without database code so
 * the browser suites can import it: its instructions, its customer, its two days and the leave they fall in.
 */

/** Anita Desai's approved annual leave: days 7 to 14 from the seeding day (demo-qc-absences.ts). */
export const ANITA_LEAVE = { employeeNo: 'E0013', from: 7, to: 14 } as const;

export const LEAVE_CLASH_INSTRUCTIONS =
  'Two-day final inspection of the whole lot; the factory works both days from 8:30.';
export const LEAVE_CLASH_CUSTOMER_ID = 1;

/** Its inspection days: the first two weekdays in a row from the 9th day after the seeding day (yyyy-MM-dd) on. */
export function leaveClashDays(today: string): [string, string] {
  let first = addDays(today, 9);
  while (isWeekend(first) || isWeekend(addDays(first, 1))) first = addDays(first, 1);
  const second = addDays(first, 1);
  if (second > addDays(today, ANITA_LEAVE.to)) throw new Error('the leave clash days leave the leave');
  return [first, second];
}

/** Of the bookings that may move there, the one whose first day is closest to the clash days (lowest id on a tie). */
export function pickLeaveClashBooking(
  candidates: readonly { id: number; dateFrom: string }[],
  from: string,
): number | null {
  const distance = (date: string) => Math.abs(parseIsoDate(date)! - parseIsoDate(from)!);
  const [best] = [...candidates].sort((a, b) => distance(a.dateFrom) - distance(b.dateFrom) || a.id - b.id);
  return best?.id ?? null;
}
