/**
 * Time picker rules (spec section 5): two-digit numeric parts, 24-hour by default with an optional
 * meridian (then hours run 1-12), valid only when every shown part is. The bound value is always a
 * 24-hour 'HH:mm' or 'HH:mm:ss' string, whatever the display.
 */

export type Meridian = 'AM' | 'PM';

export interface TimeParts {
  hour: string;
  minute: string;
  second: string;
  meridian: Meridian;
}

export interface TimeOptions {
  showSeconds?: boolean;
  /** Show a 12-hour clock with an AM/PM toggle. */
  meridian?: boolean;
}

export const EMPTY_TIME: TimeParts = { hour: '', minute: '', second: '', meridian: 'AM' };

const TWO_DIGITS = /^\d{1,2}$/;

function partInRange(text: string, min: number, max: number): boolean {
  if (!TWO_DIGITS.test(text)) return false;
  const number = Number(text);
  return number >= min && number <= max;
}

export function isValidHour(hour: string, meridian = false): boolean {
  return meridian ? partInRange(hour, 1, 12) : partInRange(hour, 0, 23);
}

export const isValidMinute = (minute: string) => partInRange(minute, 0, 59);
export const isValidSecond = (second: string) => partInRange(second, 0, 59);

/** Valid only when the hour, the minute and (when shown) the second are. */
export function isValidTime(
  parts: TimeParts,
  { showSeconds = false, meridian = false }: TimeOptions = {},
): boolean {
  return (
    isValidHour(parts.hour, meridian) &&
    isValidMinute(parts.minute) &&
    (!showSeconds || isValidSecond(parts.second))
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 12-hour clock to 24: 12 AM is 00, 12 PM is 12. */
export function to24Hour(hour12: number, meridian: Meridian): number {
  const base = hour12 % 12;
  return meridian === 'PM' ? base + 12 : base;
}

export function to12Hour(hour24: number): { hour: number; meridian: Meridian } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, meridian: hour24 < 12 ? 'AM' : 'PM' };
}

/** The bound value for the parts, or null while they are not a valid time. */
export function toTimeValue(parts: TimeParts, options: TimeOptions = {}): string | null {
  if (!isValidTime(parts, options)) return null;
  const hour = options.meridian ? to24Hour(Number(parts.hour), parts.meridian) : Number(parts.hour);
  const time = `${pad(hour)}:${pad(Number(parts.minute))}`;
  return options.showSeconds ? `${time}:${pad(Number(parts.second))}` : time;
}

const TIME_VALUE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Parts shown for a bound 'HH:mm[:ss]' value; empty parts for null or anything unreadable. */
export function fromTimeValue(value: string | null | undefined, options: TimeOptions = {}): TimeParts {
  const match = TIME_VALUE.exec((value ?? '').trim());
  if (!match) return EMPTY_TIME;
  const [, h, m, s] = match;
  const hour24 = Number(h);
  if (hour24 > 23 || Number(m) > 59 || Number(s ?? 0) > 59) return EMPTY_TIME;
  const second = s ?? '00';
  if (!options.meridian)
    return { hour: pad(hour24), minute: m!, second, meridian: hour24 < 12 ? 'AM' : 'PM' };
  const { hour, meridian } = to12Hour(hour24);
  return { hour: pad(hour), minute: m!, second, meridian };
}

/** A one-digit part is shown with its leading zero once the user leaves it. */
export function padPart(text: string): string {
  return /^\d$/.test(text) ? `0${text}` : text;
}
