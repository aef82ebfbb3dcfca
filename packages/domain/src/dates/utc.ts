import { parseDateInput } from './parse-date';
import { toDate } from './format-date';

/**
 * Local date-times go to the server as UTC (spec section 5). A Date already holds an instant, so this
 * is its ISO form; typed text (dd/MM/yyyy[ HH:mm[:ss]]) is read in local time first. A date without a
 * time is local midnight, so in zones east of UTC the ISO string shows the previous day: that is the
 * same instant, and fromUtcIso gives the user's day back.
 */
export function toUtcIso(localDateTime: Date | string | null | undefined): string | null {
  if (localDateTime === null || localDateTime === undefined || localDateTime === '') return null;
  if (localDateTime instanceof Date) {
    return Number.isNaN(localDateTime.getTime()) ? null : localDateTime.toISOString();
  }
  const parsed = parseDateInput(localDateTime);
  if (parsed?.complete) return parsed.date.toISOString();
  // Not typed text: an ISO string that already carries its offset.
  return ISO_WITH_TIME.test(localDateTime) ? (toDate(localDateTime)?.toISOString() ?? null) : null;
}

const ISO_WITH_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a UTC instant from the server into a Date (shown in local time by formatDate). Date-times
 * without an offset are taken as UTC, since the server stores and sends UTC; a bare yyyy-MM-dd is a
 * calendar day and becomes local midnight of that day.
 */
export function fromUtcIso(iso: string | null | undefined): Date | null {
  const value = (iso ?? '').trim();
  if (!value) return null;
  const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dayOnly) {
    const [, y, m, d] = dayOnly;
    const date = new Date(Number(y), Number(m) - 1, Number(d));
    return date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : null;
  }
  if (!ISO_WITH_TIME.test(value)) return null;
  return toDate(HAS_OFFSET.test(value) ? value : `${value}Z`);
}
