import { BookingAction, BookingEvent, BookingStatus as S, bookingNumber } from '@portal/domain';
import {
  DAY,
  HOUR,
  isParty,
  MINUTE,
  type Order,
  type People,
  type Planned,
  type Random,
  type Step,
} from './demo-booking-model';

/**
 * The demo bookings' histories: who made each booking, requested, verified, confirmed, moved, held or
 * cancelled it, and when (never after the seeding moment, never after the inspection day's start).
 */

/** Where each status's story ends: 0 created, 1 requested, 2 verified, 3 confirmed, 4 rescheduled. */
const REACHED: Record<S, number> = {
  [S.New]: 0,
  [S.Requested]: 1,
  [S.Verified]: 2,
  [S.Confirmed]: 3,
  [S.AllocateQC]: 3,
  [S.Scheduled]: 3,
  [S.Inspected]: 3,
  [S.Validated]: 3,
  [S.ReportSent]: 3,
  [S.Rescheduled]: 4,
  [S.Hold]: 1,
  [S.Cancel]: 1,
};

/** Squeezes a story so its last step is at `latest`, keeping the order and the first step. */
function fitBefore(steps: Step[], latest: number): void {
  const start = steps[0]!.at;
  const last = steps.at(-1)!.at;
  if (last <= latest) return;
  const span = Math.max(last - start, 1);
  const room = Math.max(latest - start, 0);
  for (const step of steps) step.at = Math.round(start + ((step.at - start) * room) / span);
}

/** The histories: who made each booking, requested, verified, confirmed, moved, held or cancelled it, when. */
export function tellStories(
  planned: Planned[],
  people: People,
  random: Random,
  today: number,
  now: number,
): void {
  const idOf = (login: string) => people.byLogin.get(login)?.id ?? null;
  const csFor = (order: Order) => people.actorOf.get(order.customerId) ?? null;
  /** Before now and before the inspection day. */
  const latestOf = (booking: Planned) =>
    Math.min(now - random.int(5, 180) * MINUTE, today + booking.day * DAY - 2 * HOUR);
  /** A step after `last`, never in the future: a split or a merge. */
  const after = (last: number) =>
    Math.max(last + MINUTE, Math.min(last + random.int(1, 30) * HOUR, now - random.int(2, 60) * MINUTE));
  const entry = (
    action: Step['action'],
    userId: number | null,
    from: S | null,
    to: S | null,
    at: number,
    extra: Partial<Step> = {},
  ): Step => ({ action, userId, from, to, reason: null, changes: [], at, ...extra });

  for (const booking of planned.filter((item) => !item.parent)) {
    const { order } = booking;
    const cs = csFor(order);
    const creators: [number | null, number][] = [[cs, 3]];
    if (isParty(people, 'customer', order)) creators.push([idOf('customer'), 4]);
    if (isParty(people, 'supplier', order)) creators.push([idOf('supplier'), 2]);
    if (isParty(people, 'factory', order)) creators.push([idOf('factory'), 1]);
    const creator = random.weighted(creators);
    booking.createdBy = creator;
    const inspection = today + booking.day * DAY;
    let at = Math.min(
      inspection - random.int(5, 24) * DAY + random.int(8 * 60, 17 * 60) * MINUTE,
      now - random.int(4 * 60, 8 * 24 * 60) * MINUTE,
    );
    const steps: Step[] = [];
    /** The next step, `gap` after the previous one. */
    const step = (
      gap: number,
      action: Step['action'],
      userId: number | null,
      from: S | null,
      to: S | null,
      extra: Partial<Step> = {},
    ) => {
      at += gap;
      steps.push(entry(action, userId, from, to, at, extra));
    };
    const story = booking.before ?? (booking.status === S.Hold ? booking.heldFrom! : booking.status);
    const cancelledFrom =
      booking.status === S.Cancel && !booking.combinedInto
        ? random.pick(
            booking.day < 0 ? [S.Verified, S.Confirmed] : [S.New, S.Requested, S.Verified, S.Confirmed],
          )
        : null;
    const reached = REACHED[cancelledFrom ?? story];

    step(0, BookingEvent.Created, creator, null, S.New);
    if (reached >= 1) step(random.int(1, 40) * MINUTE, BookingAction.Request, creator, S.New, S.Requested);
    if (reached >= 2) step(random.int(1, 20) * HOUR, BookingAction.Verify, cs, S.Requested, S.Verified);
    if (reached >= 2 && booking.instructions && random.next() < 0.4)
      step(random.int(10, 90) * MINUTE, BookingAction.Edit, cs, S.Verified, S.Verified, {
        changes: [{ field: 'instructions', from: null, to: booking.instructions }],
      });
    if (reached >= 3) step(random.int(2, 30) * HOUR, BookingAction.Confirm, cs, S.Verified, S.Confirmed);
    if (reached >= 4) {
      // A new date after confirmation: the edit, then the reschedule it makes (booking-save.ts).
      const mover = isParty(people, 'customer', order) ? idOf('customer') : cs;
      const moved = (day: number) => isoDay(day - 2 * DAY);
      step(random.int(20, 60) * HOUR, BookingAction.Edit, mover, S.Confirmed, S.Confirmed, {
        changes: [
          { field: 'inspectionDateFrom', from: moved(inspection), to: isoDay(inspection) },
          {
            field: 'inspectionDateTo',
            from: moved(inspection + booking.extraDays * DAY),
            to: isoDay(inspection + booking.extraDays * DAY),
          },
        ],
      });
      step(0, BookingEvent.Rescheduled, mover, S.Confirmed, S.Rescheduled);
    }
    if (booking.status === S.Hold)
      step(random.int(3, 40) * HOUR, BookingAction.Hold, cs, booking.heldFrom, S.Hold, {
        reason: booking.holdReason,
      });
    if (cancelledFrom != null) {
      const byCustomer = isParty(people, 'customer', order) && random.next() < 0.5;
      step(
        random.int(3, 60) * HOUR,
        BookingAction.Cancel,
        byCustomer ? idOf('customer') : cs,
        cancelledFrom,
        S.Cancel,
        {
          reason: booking.cancelReason,
        },
      );
    }
    fitBefore(steps, latestOf(booking));
    booking.steps = steps;
  }

  for (const other of planned.filter((item) => item.combinedInto)) {
    const target = other.combinedInto!;
    const cs = csFor(target.order);
    const at = after(Math.max(other.steps.at(-1)!.at, target.steps.at(-1)!.at));
    other.steps.push(entry(BookingEvent.CombinedInto, cs, other.before, S.Cancel, at));
    target.steps.push(entry(BookingAction.Combine, cs, target.before, target.status, at));
  }

  for (const child of planned.filter((item) => item.parent)) {
    const parent = child.parent!;
    const cs = csFor(child.order);
    const at = after(parent.steps.at(-1)!.at);
    child.createdBy = cs;
    child.steps = [entry(BookingEvent.SplitFrom, cs, null, S.Requested, at)];
    parent.steps.push(entry(BookingAction.Split, cs, null, null, at));
  }
}

/** Once the ids are known: what names another booking (as booking-combine.ts and booking-split.ts word it). */
export function nameRelatives(planned: Planned[]): void {
  for (const booking of planned) {
    if (booking.combinedInto) {
      const reason = `Combined into ${bookingNumber(booking.combinedInto.id)}`;
      booking.cancelReason = reason;
      booking.steps.at(-1)!.reason = reason;
      const merge = booking.combinedInto.steps.find((step) => step.action === BookingAction.Combine)!;
      merge.changes = [{ field: 'combined', from: null, to: bookingNumber(booking.id) }];
    }
    if (booking.parent) {
      booking.steps[0]!.changes = [{ field: 'splitFrom', from: null, to: bookingNumber(booking.parent.id) }];
      const split = booking.parent.steps.find(
        (step) => step.action === BookingAction.Split && !step.changes.length,
      );
      if (split) split.changes = [{ field: 'splitInto', from: null, to: bookingNumber(booking.id) }];
    }
  }
}

const isoDays = new Map<number, string>();

/** The UTC day (yyyy-MM-dd) of a time; the few days the demo spans are written once. */
export function isoDay(time: number): string {
  let day = isoDays.get(time);
  if (day === undefined) isoDays.set(time, (day = new Date(time).toISOString().slice(0, 10)));
  return day;
}
