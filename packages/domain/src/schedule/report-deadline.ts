import { TZDate } from '@date-fns/tz';
import { parseIsoDate, toIsoDate } from '../hr/leave-days';

const DAY_MS = 86_400_000;
/** Before this hour on a later day than the inspection, the report is due the same day at 17:00. */
const MORNING_END_HOUR = 11;
/** Before this hour the report is due at midnight; from it on, the next day at 17:00. */
const EVENING_START_HOUR = 18;
const DUE_HOUR = 17;

const addDays = (isoDate: string, days: number) => toIsoDate(parseIsoDate(isoDate)! + days * DAY_MS);

/**
 * The instant of a wall-clock time on a yyyy-MM-dd day in a zone. A time the zone skips (a DST gap)
 * moves forward by the gap, so a day whose midnight does not exist starts at its first real minute.
 */
export function zonedInstant(isoDate: string, hour: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, timeZone).getTime());
}

/** The yyyy-MM-dd and the minutes since local midnight of an instant in a zone. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; minutes: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  return { date, minutes: local.getHours() * 60 + local.getMinutes() };
}

/** Today's yyyy-MM-dd in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClockIn(now, timeZone).date;
}

/** The first instant of a day in a zone (local midnight, or the end of a DST gap that swallows it). */
export function dayStartIn(isoDate: string, timeZone: string): Date {
  return zonedInstant(isoDate, 0, timeZone);
}

/**
 * When the report of an inspection is due (spec section 9: "same day before 6 PM to 12 AM; next day
 * before 11 AM to 5 PM"), read as follows, in wall-clock terms of one time zone:
 *
 * (inspection day I, finish time f with local date d and time t): if d > I and t < 11:00 -> due d at
 * 17:00; else if t < 18:00 -> due at the midnight ending d (d+1 00:00, shown as "d 24:00"/"12 AM"); else
 * (t >= 18:00) -> due d+1 at 17:00. So: finished on the inspection day before 6 PM -> that midnight;
 * finished that evening or the next morning before 11 AM -> next day 5 PM; later -> the same rule on the
 * day it finished. An assignment of a past day not yet finished counts as finished at the end of its day
 * (-> next day 17:00); today's unfinished one has reportDueAt null.
 *
 * Wall-clock hours are kept across a DST change: "17:00" is 17:00 on the local clock that day.
 */
export function reportDeadline(inspectionDate: string, finishedAt: Date, timeZone: string): Date {
  const { date, minutes } = wallClockIn(finishedAt, timeZone);
  if (date > inspectionDate && minutes < MORNING_END_HOUR * 60) return zonedInstant(date, DUE_HOUR, timeZone);
  if (minutes < EVENING_START_HOUR * 60) return zonedInstant(addDays(date, 1), 0, timeZone);
  return zonedInstant(addDays(date, 1), DUE_HOUR, timeZone);
}

/**
 * The deadline of one assignment as the dashboard shows it: from its finish when given; for a day
 * before today not yet finished, as if finished at the end of that day (the next day at 17:00); null for
 * today's or a later day's unfinished one.
 */
export function assignmentReportDue(
  inspectionDate: string,
  finishedAt: Date | null,
  today: string,
  timeZone: string,
): Date | null {
  if (finishedAt) return reportDeadline(inspectionDate, finishedAt, timeZone);
  if (inspectionDate < today) return zonedInstant(addDays(inspectionDate, 1), DUE_HOUR, timeZone);
  return null;
}
