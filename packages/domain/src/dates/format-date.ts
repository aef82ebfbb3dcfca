/** Display formats of the spec (section 5): dates as dd/MM/yyyy, date-times as dd/MM/yyyy HH:mm:ss. */
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_DISPLAY_FORMAT = 'dd/MM/yyyy HH:mm:ss';

export interface FormatDateOptions {
  /** Adds ' HH:mm:ss' (24-hour clock). */
  withTime?: boolean;
}

export type DateValue = Date | string | number | null | undefined;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Accepts a Date, an ISO string (as sent by the server) or epoch milliseconds; anything else is null. */
export function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats in the browser's (or process's) local time zone, which is what the user typed and reads.
 * Empty and invalid values give '' so a table cell or an input shows nothing rather than "Invalid Date".
 */
export function formatDate(value: DateValue, options: FormatDateOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
  if (!options.withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
