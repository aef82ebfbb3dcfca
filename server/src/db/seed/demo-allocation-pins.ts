import { BookingStatus as S } from '@portal/domain';
import { addDays } from './demo-days';
import {
  ALLOCATED_STATUSES,
  AllocationPlan,
  DONE_STATUSES,
  pinnedDays,
  type PlanBooking,
  type PlanQc,
} from './demo-allocation-plan';

/**
 * The days the demo logins' own QCs are given before everyone else's are planned, so their dashboards are
 * full: `inspector` (Rahul Sharma) today, tomorrow, later this week, next week and on several days of the
 * last 30; `qcpartner` (an outsourced QC) on a few coming and past days. Where no scheduled booking falls
 * on such a day, a Confirmed one is scheduled; then each entity gets scheduled bookings in the coming two
 * weeks, leaving planning enough Confirmed ones to schedule.
 */

/** Confirmed bookings per entity that stay waiting for planning, whatever the plan schedules. */
const KEEP_WAITING: Record<number, number> = { 1: 10, 2: 4 };
/** Per entity: scheduled or partly allocated bookings wanted from `from` to `to` days ahead. */
const WINDOWS = [
  { entityId: 1, from: 7, to: 14, want: 4 },
  { entityId: 2, from: 0, to: 14, want: 2 },
];
const PAST_DAYS = 30;

type Qc = PlanQc & { userId: number | null };

/**
 * The whole allocation plan of the seeding day (yyyy-MM-dd): the demo logins' days first, then every
 * booking's inspectors. A booking the plan scheduled but could not staff stays Confirmed; one it could not
 * cover is AllocateQC.
 */
export function planDemoAllocations(
  bookings: PlanBooking[],
  qcs: Qc[],
  absent: (staffId: number, date: string) => boolean,
  today: string,
  logins: { inspector?: number; qcpartner?: number },
): AllocationPlan {
  const plan = new AllocationPlan(bookings, qcs, absent);
  pinDemoQcs(plan, qcs, today, logins);
  plan.fill();
  for (const booking of bookings) {
    if (!plan.moved.has(booking.id)) continue;
    const allocated = plan.allocated(booking);
    if (allocated === 0) plan.moved.delete(booking.id);
    else if (allocated < booking.needLow) plan.moved.set(booking.id, S.AllocateQC);
  }
  return plan;
}

function pinDemoQcs(
  plan: AllocationPlan,
  qcs: Qc[],
  today: string,
  logins: { inspector?: number; qcpartner?: number },
): void {
  const inspector = qcs.find((qc) => qc.userId != null && qc.userId === logins.inspector);
  if (inspector) {
    for (const date of pinnedDays(today, (day) => plan.free(inspector.staffId, day) >= 25))
      pinOn(plan, inspector, date, true);
    pinPast(plan, inspector, today, 6);
  }
  const partner = qcs.find((qc) => qc.userId != null && qc.userId === logins.qcpartner);
  if (partner) {
    // Near their office first, scheduling a Confirmed booking only when none is; anywhere as a last resort.
    const dates = new Set<string>();
    for (const [allowMove, nearOnly] of [
      [false, true],
      [true, true],
      [true, false],
    ] as const)
      for (let ahead = 1; ahead <= 14 && dates.size < 2; ahead += 1) {
        const date = addDays(today, ahead);
        if (!dates.has(date) && pinOn(plan, partner, date, allowMove, nearOnly)) dates.add(date);
      }
    pinPast(plan, partner, today, 3);
  }
  for (const window of WINDOWS) fillWindow(plan, window, today);
}

function canMove(plan: AllocationPlan, entityId: number): boolean {
  const waiting = plan.bookings.filter(
    (booking) => booking.entityId === entityId && booking.movable && !plan.moved.has(booking.id),
  );
  return waiting.length > (KEEP_WAITING[entityId] ?? 0);
}

/** Gives the QC a booking of that day (a scheduled one, else a Confirmed one it schedules). */
function pinOn(plan: AllocationPlan, qc: Qc, date: string, allowMove: boolean, nearOnly = false): boolean {
  const pool = plan.bookings.filter(
    (booking) => booking.entityId === qc.entityId && booking.days.includes(date),
  );
  // Their office's country or one of their own countries (rank 0-3).
  const near = (booking: PlanBooking) => !nearOnly || plan.rank(qc, booking) < 4;
  const order = (a: PlanBooking, b: PlanBooking) =>
    plan.rank(qc, a) - plan.rank(qc, b) ||
    Number(plan.statusOf(a) !== S.Scheduled) - Number(plan.statusOf(b) !== S.Scheduled) ||
    a.id - b.id;
  const ready = pool
    .filter((booking) => ALLOCATED_STATUSES.includes(plan.statusOf(booking)) && near(booking))
    .sort(order);
  for (const booking of ready) if (plan.give(qc, booking, date) > 0) return true;
  if (!allowMove) return false;
  const waiting = pool.filter((booking) => booking.movable && !plan.moved.has(booking.id) && near(booking));
  for (const booking of waiting.sort(order)) {
    if (!canMove(plan, qc.entityId)) return false;
    plan.move(booking, S.Scheduled);
    if (plan.give(qc, booking, date) > 0) return true;
    plan.moved.delete(booking.id);
  }
  return false;
}

/** Gives the QC `count` days of inspected bookings of the last 30 days, nearest factories first, one a day. */
function pinPast(plan: AllocationPlan, qc: Qc, today: string, count: number): void {
  const since = addDays(today, -PAST_DAYS);
  const pairs = plan.bookings
    .filter((booking) => booking.entityId === qc.entityId && DONE_STATUSES.includes(booking.status))
    .flatMap((booking) =>
      booking.days.filter((date) => date >= since && date < today).map((date) => ({ booking, date })),
    )
    .sort(
      (a, b) =>
        plan.rank(qc, a.booking) - plan.rank(qc, b.booking) ||
        b.date.localeCompare(a.date) ||
        a.booking.id - b.booking.id,
    );
  const used = new Set<string>();
  for (const { booking, date } of pairs) {
    if (used.size >= count) return;
    if (used.has(date)) continue;
    if (plan.give(qc, booking, date) > 0) used.add(date);
  }
}

/** Schedules Confirmed bookings until the entity has `want` allocated ones in the window, alternating statuses. */
function fillWindow(
  plan: AllocationPlan,
  window: { entityId: number; from: number; to: number; want: number },
  today: string,
): void {
  const from = addDays(today, window.from);
  const to = addDays(today, window.to);
  const inWindow = (booking: PlanBooking) =>
    booking.entityId === window.entityId && booking.days.some((date) => date >= from && date <= to);
  const count = () =>
    plan.bookings.filter(
      (booking) => inWindow(booking) && ALLOCATED_STATUSES.includes(plan.statusOf(booking)),
    ).length;
  const candidates = plan.bookings
    .filter((booking) => inWindow(booking) && booking.movable && booking.days[0]! >= from)
    .sort((a, b) => a.days[0]!.localeCompare(b.days[0]!) || a.id - b.id);
  // Spread over the window: every other candidate first.
  const spread = [...candidates.filter((_, index) => index % 2 === 0), ...candidates.filter((_, i) => i % 2)];
  let next: S.Scheduled | S.AllocateQC = S.Scheduled;
  for (const booking of spread) {
    if (count() >= window.want || !canMove(plan, window.entityId)) return;
    // One the entity's QCs could not staff (a holiday of their office) would only go back to Confirmed.
    if (plan.moved.has(booking.id) || !plan.canCover(booking, next)) continue;
    plan.move(booking, next);
    next = next === S.Scheduled ? S.AllocateQC : S.Scheduled;
  }
}
