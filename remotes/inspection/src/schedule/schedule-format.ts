import type { IntlShape } from 'react-intl';
import { isoDayToLocal } from '@portal/domain';
import { bookingDay } from '../shared/dates/booking-dates';

/** Man-days as the reader writes numbers: 1.5, 0.25 (1,5 in French). */
export const formatManDays = (intl: IntlShape, value: number): string =>
  intl.formatNumber(value, { maximumFractionDigits: 2 });

/** "1.5 / 2": allocated against needed. */
export const allocatedOfNeeded = (intl: IntlShape, allocated: number, needed: number): string =>
  `${formatManDays(intl, allocated)} / ${formatManDays(intl, needed)}`;

/** An inspection day with its weekday: "Monday 02/03/2026". */
export function dayWithWeekday(intl: IntlShape, day: string): string {
  const local = isoDayToLocal(day);
  const weekday = local instanceof Date ? intl.formatDate(local, { weekday: 'long' }) : '';
  return `${weekday} ${bookingDay(day)}`.trim();
}

/**
 * A decimal amount from the server in its currency, only for display (the server computes totals in
 * cents). An unknown currency code is written beside the amount as it came.
 */
export function formatMoney(intl: IntlShape, amount: string, currency: string): string {
  try {
    return intl.formatNumber(Number(amount), { style: 'currency', currency, currencyDisplay: 'code' });
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Man-days in quarter days: whole numbers, so sums never drift (0.1 + 0.2). */
export const toQuarters = (manDays: number): number => Math.round(manDays * 4);
export const fromQuarters = (quarters: number): number => quarters / 4;
