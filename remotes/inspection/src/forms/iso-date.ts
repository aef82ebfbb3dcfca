import type { IntlShape } from 'react-intl';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a whole 'yyyy-MM-dd' day, as the API sends and takes dates. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value);

/**
 * 'yyyy-MM-dd' as a local Date (midnight of that day), for the date input. Anything else is handed back
 * as it is: text typed earlier that is not a full date stays visible so the user can correct it.
 */
export function isoToLocalDate(value: string | null): Date | string | null {
  const match = value ? ISO_DATE.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : value;
}

/** The date input's value back to 'yyyy-MM-dd'; an incomplete date stays text (the form refuses it). */
export function localDateToIso(value: Date | string | null): string | null {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value || null;
}

/** A 'yyyy-MM-dd' day in the reader's language ("Mar 2, 2026", "2 mars 2026"): no day/month mix-up. */
export function formatIsoDate(intl: IntlShape, value: string | null | undefined): string {
  const date = value ? isoToLocalDate(value) : null;
  return date instanceof Date ? intl.formatDate(date, { dateStyle: 'medium' }) : (value ?? '');
}
