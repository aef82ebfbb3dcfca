import { DEFAULT_TIME_ZONE } from '../work-items/work-item-dates';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today, yyyy-MM-dd, in the server's time zone: the one hours-to-inspection counts in (booking-rows.ts).
 * Allocations of earlier days are fixed; today's may still be replaced.
 */
export function scheduleToday(now: Date = new Date()): string {
  return formatter.format(now);
}
