import { formatDate, isoDayToLocal } from '@portal/domain';

/** A booking's 'yyyy-MM-dd' day as dd/MM/yyyy (spec section 9); local midnight, so never the day before. */
export const bookingDay = (day: string | null | undefined): string => formatDate(isoDayToLocal(day ?? null));

/** The inspection days: one day alone, else 'from – to'. */
export function bookingDays(from: string, to: string): string {
  return from === to ? bookingDay(from) : `${bookingDay(from)} – ${bookingDay(to)}`;
}

/** A moment of the history as dd/MM/yyyy HH:mm in the reader's zone (seconds say nothing there). */
export const bookingMoment = (at: string): string => formatDate(at, { withTime: true }).slice(0, 16);
