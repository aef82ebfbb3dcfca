import { LeaveDayType } from './hr-enums';
import { parseIsoDate, type LeaveDaysInput } from './leave-days';

const DAY_MS = 86_400_000;

/**
 * The half days a request covers, as [first, last] indices (day number × 2, + 1 for the afternoon).
 * A multi-day request starting on a second half starts in the afternoon; one ending on a first half ends
 * at noon. A one-day request covers the half its start day type names (first + second half: the whole
 * day). Null for unreadable dates.
 */
export function halfDaySpan(input: LeaveDaysInput): [number, number] | null {
  const start = parseIsoDate(input.startDate);
  const end = parseIsoDate(input.endDate);
  if (start == null || end == null || end < start) return null;
  const first = (start / DAY_MS) * 2;
  const last = (end / DAY_MS) * 2 + 1;
  if (start === end) {
    const wholeDay =
      input.startDayType === LeaveDayType.FullDay ||
      (input.startDayType === LeaveDayType.FirstHalf && input.endDayType === LeaveDayType.SecondHalf);
    if (wholeDay) return [first, last];
    return input.startDayType === LeaveDayType.SecondHalf ? [last, last] : [first, first];
  }
  return [
    input.startDayType === LeaveDayType.SecondHalf ? first + 1 : first,
    input.endDayType === LeaveDayType.FirstHalf ? last - 1 : last,
  ];
}

/** Whether two requests share a half day: a morning off and an afternoon off the same day do not. */
export function leaveRangesOverlap(a: LeaveDaysInput, b: LeaveDaysInput): boolean {
  const x = halfDaySpan(a);
  const y = halfDaySpan(b);
  if (!x || !y) return false;
  return x[0] <= y[1] && y[0] <= x[1];
}
