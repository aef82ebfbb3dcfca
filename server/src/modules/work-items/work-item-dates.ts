import type { DateType } from '@portal/domain';

/** Where the Today / Yesterday / Older groups start, as instants, for one time zone and one moment. */
export interface DayBoundaries {
  todayStart: Date;
  yesterdayStart: Date;
}

export const DEFAULT_TIME_ZONE = 'UTC';

// One formatter per zone: building them is the costly part, and there are only a few hundred zones
// (only zones Intl accepted are kept, so user input cannot grow this without bound).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** Whether Intl knows this IANA time zone (the same Intl does the arithmetic below). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (formatters.has(timeZone)) return true;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false; // RangeError: invalid time zone
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Offset of the zone from UTC at an instant, in ms (whole seconds, like the tz database). */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const sameDate = (c: WallClock, year: number, month: number, day: number) =>
  c.year === year && c.month === month && c.day === day;

/**
 * The first instant of a calendar day in a zone. Usually local midnight; where a DST change happens at
 * midnight the two offsets around it give two candidates and the earliest one inside the day wins.
 */
export function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const midnightUtc = Date.UTC(year, month - 1, day);
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  const second = midnightUtc - offsetAt(first, timeZone);
  const inside = [first, second]
    .filter((candidate) => sameDate(wallClock(candidate, timeZone), year, month, day))
    .sort((a, b) => a - b);
  return inside[0] ?? second;
}

export function dayBoundaries(timeZone: string, now: Date = new Date()): DayBoundaries {
  const today = wallClock(now.getTime(), timeZone);
  // Date.UTC normalises day 0 to the last day of the previous month (and year).
  const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  return {
    todayStart: new Date(startOfDay(today.year, today.month, today.day, timeZone)),
    yesterdayStart: new Date(
      startOfDay(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), timeZone),
    ),
  };
}

/** Items dated after now (clock skew between servers) still count as today. */
export function dateTypeOf(createdAt: Date, boundaries: DayBoundaries): DateType {
  if (createdAt >= boundaries.todayStart) return 'Today';
  if (createdAt >= boundaries.yesterdayStart) return 'Yesterday';
  return 'Older';
}
