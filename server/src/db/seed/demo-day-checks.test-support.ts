import { BookingStatus as S, isWeekend, LeaveStatus, OPEN_STATUSES, type LeaveDayType } from '@portal/domain';
import { addDays } from './demo-days';
import { DONE_STATUSES } from './demo-allocation-plan';
import { leaveClashDays } from './demo-leave-clash-marks';

/**
 * What must hold of the demo on whatever day it is seeded, over one shape that both the plan of a day
 * (demo-day.test-support.ts) and a database seeded on that day (demo-day-written.test-support.ts) fill.
 * Each check answers the problems it finds as short sentences; none found is an empty list.
 */

export interface DayStep {
  action: string;
  to: S | null;
  /** The step names the person who took it. */
  named: boolean;
  at: number;
}

export interface DayBooking {
  id: number;
  entityId: number;
  customerId: number;
  status: S;
  dateFrom: string;
  dateTo: string;
  steps: DayStep[];
  /** Man-days needed, in hundredths (a picking group counted once: low; each product: high). */
  need: { low: number; high: number } | null;
  /** The `planning` login holds an open ScheduleInspection task of it. */
  waitsForPlanning: boolean;
}

export interface DayAllocation {
  bookingId: number;
  staffId: number;
  date: string;
  /** Hundredths of a man-day. */
  manDays: number;
  finished: boolean;
}

export interface DayLeave {
  staffId: number;
  staffName: string;
  status: LeaveStatus;
  startDate: string;
  endDate: string;
  startDayType: LeaveDayType;
  endDayType: LeaveDayType;
  days: number;
  /** Pending ones: who should hold its approval task, and who holds an open one (user ids, sorted). */
  approvers: number[];
  holders: number[];
}

export interface DayFacts {
  /** The seeding day (yyyy-MM-dd, UTC) and moment. */
  day: string;
  now: number;
  bookings: DayBooking[];
  allocations: DayAllocation[];
  qcs: { staffId: number; entityId: number; userId: number | null }[];
  /** A QC's leave, holiday or blocked day. */
  away: (staffId: number, date: string) => boolean;
  leave: DayLeave[];
  /** The demo's leave requests the day did not let through (no working day in them, an overlap). */
  refusedLeave: string[];
  logins: { inspector: number | null; qcpartner: number | null };
  /** Anita Desai's staff id, whose leave the browser tests' booking falls in. */
  anitaStaffId: number | null;
  /** The browser tests' booking (demo-leave-clash.ts). */
  leaveClashBookingId: number | null;
}

const TOLD = [S.New, S.Requested, S.Verified, S.Confirmed, S.Rescheduled, S.Hold, S.Cancel];
const STAFFED = [S.AllocateQC, S.Scheduled];
const MINUTE = 60_000;

/** Runs `check`, naming the day in what it throws: a date-dependent failure says which date it is. */
export function forDay<T>(day: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof Error) error.message = `on ${day}: ${error.message}`;
    throw error;
  }
}

/** Every problem of the day's demo, each prefixed with what it is about. */
export function dayProblems(facts: DayFacts): string[] {
  return [
    ...storyProblems(facts),
    ...allocationProblems(facts),
    ...coverProblems(facts),
    ...loginProblems(facts),
    ...leaveProblems(facts),
    ...leaveClashProblems(facts),
    ...openBookingProblems(facts),
  ];
}

/** Each booking's story starts with its creation, names everyone, runs in order and ends in its status. */
export function storyProblems({ bookings, now }: DayFacts): string[] {
  const problems: string[] = [];
  for (const booking of bookings) {
    const { steps } = booking;
    const name = `booking ${booking.id}`;
    if (!['created', 'splitFrom'].includes(steps[0]?.action ?? ''))
      problems.push(`${name} does not start made`);
    if (!steps.every((step) => step.named)) problems.push(`${name} has a step nobody took`);
    if (steps.some((step, index) => index > 0 && step.at < steps[index - 1]!.at))
      problems.push(`${name}'s steps are out of order`);
    if (steps.some((step) => step.at > now + MINUTE)) problems.push(`${name} has a step in the future`);
    const last = steps.filter((step) => step.to != null).at(-1)?.to ?? null;
    if (TOLD.includes(booking.status) && last !== booking.status)
      problems.push(
        `${name} is ${S[booking.status]} but its story ends ${last == null ? 'nowhere' : S[last]}`,
      );
  }
  return problems;
}

/** Inspected bookings have inspectors, who finished the days that passed; no QC is overbooked or away. */
export function allocationProblems({ bookings, allocations, qcs, away, day }: DayFacts): string[] {
  const problems: string[] = [];
  const byBooking = new Map(bookings.map((booking) => [booking.id, booking]));
  const staffed = new Set(allocations.map((item) => item.bookingId));
  for (const booking of bookings)
    if ([...DONE_STATUSES, ...STAFFED].includes(booking.status) && !staffed.has(booking.id))
      problems.push(`${S[booking.status]} booking ${booking.id} (${booking.dateFrom}) has no inspector`);
  const load = new Map<string, number>();
  const entityOf = new Map(qcs.map((qc) => [qc.staffId, qc.entityId]));
  for (const item of allocations) {
    const booking = byBooking.get(item.bookingId);
    const key = `${item.staffId}|${item.date}`;
    load.set(key, (load.get(key) ?? 0) + item.manDays);
    if (!booking) continue;
    if (entityOf.get(item.staffId) !== booking.entityId)
      problems.push(`booking ${booking.id} has QC ${item.staffId} of another entity`);
    if (away(item.staffId, item.date))
      problems.push(`QC ${item.staffId} inspects on ${item.date}, a day off`);
    if (item.date < booking.dateFrom || item.date > booking.dateTo)
      problems.push(`booking ${booking.id} has QC ${item.staffId} on ${item.date}, not one of its days`);
    if (DONE_STATUSES.includes(booking.status) && item.date < day && !item.finished)
      problems.push(`booking ${booking.id}'s day ${item.date} is not finished`);
  }
  for (const [key, hundredths] of load)
    if (hundredths > 100) problems.push(`QC|day ${key} holds ${hundredths / 100} man-days`);
  return problems;
}

/** Scheduled bookings have what they need, AllocateQC ones part of it; both show in the coming two weeks. */
export function coverProblems({ bookings, allocations, day }: DayFacts): string[] {
  const problems: string[] = [];
  const given = new Map<number, number>();
  for (const item of allocations) given.set(item.bookingId, (given.get(item.bookingId) ?? 0) + item.manDays);
  for (const booking of bookings) {
    if (!booking.need || !STAFFED.includes(booking.status)) continue;
    const allocated = given.get(booking.id) ?? 0;
    const { low, high } = booking.need;
    if (booking.status === S.Scheduled && allocated < Math.max(low, high))
      problems.push(`Scheduled booking ${booking.id} has ${allocated} of ${Math.max(low, high)}`);
    if (booking.status === S.AllocateQC && !(allocated > 0 && allocated < Math.min(low, high)))
      problems.push(`AllocateQC booking ${booking.id} has ${allocated} of ${Math.min(low, high)}`);
  }
  const horizon = addDays(day, 14);
  for (const entityId of [1, 2]) {
    const shown = new Set(
      bookings
        .filter(
          (booking) =>
            booking.entityId === entityId &&
            STAFFED.includes(booking.status) &&
            booking.dateTo >= day &&
            booking.dateFrom <= horizon,
        )
        .map((booking) => booking.status),
    );
    if (shown.size !== 2)
      problems.push(`entity ${entityId} shows ${[...shown].map((s) => S[s])} in two weeks`);
  }
  const waiting = bookings.filter(
    (booking) => booking.entityId === 1 && booking.status === S.Confirmed && booking.waitsForPlanning,
  );
  if (waiting.length < 8) problems.push(`only ${waiting.length} Confirmed bookings wait for planning`);
  return problems;
}

/** The inspector login works today and tomorrow (unless off), next week and on past days; qcpartner too. */
export function loginProblems({ allocations, qcs, away, logins, day }: DayFacts): string[] {
  const problems: string[] = [];
  const daysOf = (userId: number | null) => {
    const qc = qcs.find((item) => item.userId != null && item.userId === userId);
    return qc
      ? { qc, dates: allocations.filter((item) => item.staffId === qc.staffId).map((item) => item.date) }
      : null;
  };
  const inspector = daysOf(logins.inspector);
  if (!inspector) return ['the inspector login is no QC'];
  for (const date of [day, addDays(day, 1)])
    if (!away(inspector.qc.staffId, date) && !inspector.dates.includes(date))
      problems.push(`the inspector has nothing on ${date}`);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const nextMonday = addDays(day, 7 - weekday);
  if (!inspector.dates.some((date) => date >= nextMonday && date <= addDays(nextMonday, 6)))
    problems.push('the inspector has nothing next week');
  const past = new Set(inspector.dates.filter((date) => date < day && date >= addDays(day, -30)));
  if (past.size < 3) problems.push(`the inspector has ${past.size} days in the last 30`);
  const partner = daysOf(logins.qcpartner);
  if (!partner?.dates.some((date) => date >= day) || !partner.dates.some((date) => date < day))
    problems.push('qcpartner lacks coming or past days');
  return problems;
}

/** Every demo request was made; a pending one waits for exactly its approvers, no two of a staff overlap. */
export function leaveProblems({ leave, refusedLeave }: DayFacts): string[] {
  const problems = refusedLeave.map((text) => `leave refused: ${text}`);
  for (const request of leave) {
    const name = `${request.staffName}'s leave ${request.startDate}..${request.endDate}`;
    if (request.days <= 0) problems.push(`${name} takes no working day`);
    if (request.status !== LeaveStatus.Pending) {
      if (request.holders.length)
        problems.push(`${name} is decided but ${request.holders} still hold its task`);
      continue;
    }
    if (!request.approvers.length) problems.push(`${name} has nobody to approve it`);
    if (request.holders.join() !== request.approvers.join())
      problems.push(`${name} waits for ${request.holders} instead of ${request.approvers}`);
  }
  const active = leave.filter((request) =>
    [LeaveStatus.Pending, LeaveStatus.Approved].includes(request.status),
  );
  for (const [index, a] of active.entries())
    for (const b of active.slice(index + 1))
      if (a.staffId === b.staffId && a.startDate <= b.endDate && b.startDate <= a.endDate)
        problems.push(`${a.staffName} has leave ${a.startDate} and ${b.startDate} at once`);
  return problems;
}

/** The browser tests' booking: Confirmed, on two weekdays inside Anita Desai's approved leave, without QCs. */
export function leaveClashProblems(facts: DayFacts): string[] {
  const booking = facts.bookings.find((item) => item.id === facts.leaveClashBookingId);
  if (!booking) return ['no booking falls in Anita Desai’s leave'];
  const problems: string[] = [];
  const [from, to] = leaveClashDays(facts.day);
  if (booking.dateFrom !== from || booking.dateTo !== to || isWeekend(from) || isWeekend(to))
    problems.push(`the leave clash booking is on ${booking.dateFrom}..${booking.dateTo}, not ${from}..${to}`);
  if (
    booking.status !== S.Confirmed ||
    booking.customerId !== 1 ||
    booking.entityId !== 1 ||
    !booking.waitsForPlanning
  )
    problems.push(`the leave clash booking is ${S[booking.status]}, customer ${booking.customerId}`);
  if (facts.allocations.some((item) => item.bookingId === booking.id))
    problems.push('the leave clash booking has QCs');
  const covering = facts.leave.filter(
    (request) =>
      request.staffId === facts.anitaStaffId &&
      request.status === LeaveStatus.Approved &&
      request.startDate <= from &&
      request.endDate >= to,
  );
  if (covering.length !== 1)
    problems.push(`${covering.length} approved leave of Anita Desai cover ${from}..${to}`);
  return problems;
}

/** Open bookings today, tomorrow and the day after (every hours band on the summary), and next week. */
export function openBookingProblems({ bookings, day }: DayFacts): string[] {
  const open = bookings.filter((booking) => OPEN_STATUSES.includes(booking.status)).map((b) => b.dateFrom);
  const problems: string[] = [];
  for (const date of [day, addDays(day, 1), addDays(day, 2)]) {
    const count = open.filter((item) => item === date).length;
    if (count < 3) problems.push(`${count} open bookings on ${date}`);
  }
  const week = open.filter((date) => date >= addDays(day, 3) && date <= addDays(day, 9)).length;
  if (week < 10) problems.push(`${week} open bookings in the week after`);
  return problems;
}
