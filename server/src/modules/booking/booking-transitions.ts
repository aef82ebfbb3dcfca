import { BookingAction, BookingEvent, BookingStatus, NotificationType, TaskType } from '@portal/domain';
import { BOOKING_TASKS, type BookingEffects, type BookingFacts } from './booking-change';

/**
 * What each status change does besides the status itself (docs/bookings.md, "Tasks, notifications and
 * mails"). Every path that changes a status (a step, a save that requests or reschedules, a split, a
 * combine) goes through here, so the same change always raises, closes and sends the same things.
 */
export type StatusChange =
  | BookingAction.Request
  | BookingAction.Verify
  | BookingAction.Confirm
  | BookingAction.Hold
  | BookingAction.Release
  | BookingAction.Cancel
  | BookingEvent.Rescheduled
  /** Merged into another booking by a combine: cancelled, but nobody is mailed (the inspection goes on). */
  | BookingEvent.CombinedInto;

/**
 * The task a booking in each status waits on (a booking split from another waits on its
 * SplitInspectionBooking instead of InspectionVerified). A combine that moves its target back to an
 * earlier status raises the one of that status when it is missing.
 */
export const STATUS_TASKS: Partial<Record<BookingStatus, readonly TaskType[]>> = {
  [BookingStatus.Requested]: [TaskType.InspectionVerified, TaskType.SplitInspectionBooking],
  [BookingStatus.Verified]: [TaskType.InspectionConfirmed],
  [BookingStatus.Confirmed]: [TaskType.ScheduleInspection],
  [BookingStatus.Rescheduled]: [TaskType.ScheduleInspection],
};

/** `booking` carries the status it had before; `to` is the status it has now. */
export async function statusChangeEffects(
  effects: BookingEffects,
  booking: BookingFacts,
  change: StatusChange,
  to: BookingStatus,
  reason: string | null = null,
): Promise<void> {
  const now: BookingFacts = { ...booking, status: to };
  await effects.history(booking, { action: change, fromStatus: booking.status, toStatus: to, reason });
  switch (change) {
    case BookingAction.Request:
      await effects.task(now, TaskType.InspectionVerified);
      await effects.notify(now, NotificationType.InspectionRequested);
      return;
    case BookingAction.Verify:
      await effects.closeTasks(booking.id, [TaskType.InspectionVerified, TaskType.SplitInspectionBooking]);
      await effects.task(now, TaskType.InspectionConfirmed);
      await effects.notify(now, NotificationType.InspectionVerified);
      return;
    case BookingAction.Confirm:
      await effects.closeTasks(booking.id, [TaskType.InspectionConfirmed]);
      await effects.task(now, TaskType.ScheduleInspection);
      await effects.notify(now, NotificationType.InspectionConfirmed);
      await effects.mail(now, 'confirmed');
      return;
    case BookingEvent.Rescheduled:
      // The planned inspectors no longer fit: planning plans again.
      await effects.task(now, TaskType.ScheduleInspection);
      await effects.notify(now, NotificationType.InspectionRescheduled);
      await effects.mail(now, 'rescheduled');
      return;
    case BookingAction.Hold:
      await effects.notify(now, NotificationType.InspectionHold);
      return;
    case BookingAction.Release:
      // Back where it was: the task of that status is still open (hold closes none), so only tell people.
      await effects.notify(now, NotificationType.InspectionModified);
      return;
    case BookingAction.Cancel:
      await effects.closeTasks(booking.id, BOOKING_TASKS);
      await effects.notify(now, NotificationType.InspectionCancelled);
      await effects.mail(now, 'cancelled', reason);
      return;
    case BookingEvent.CombinedInto:
      await effects.closeTasks(booking.id, BOOKING_TASKS);
      await effects.notify(now, NotificationType.InspectionCancelled);
      return;
  }
}

/** A change of the booking's inspectors (docs/scheduling.md), as the allocation save made it. */
export interface AllocationChange {
  action: BookingEvent.Allocated | BookingEvent.Deallocated;
  /** One line per QC and day added, changed or removed. */
  changes: { field: string; from: string | null; to: string | null }[];
  /** QCs were added to or taken off days (not only their man-days changed). */
  qcsChanged: boolean;
  allocatedBefore: number;
  allocatedAfter: number;
}

/**
 * What a change of inspectors does besides the allocations: the history; planning's ScheduleInspection
 * closes once the booking has inspectors and comes back when it has none again; the parties and CS hear
 * when it becomes Scheduled, or when its inspectors change while it is. `booking` carries the status it
 * had before.
 */
export async function allocationEffects(
  effects: BookingEffects,
  booking: BookingFacts,
  to: BookingStatus,
  change: AllocationChange,
): Promise<void> {
  const now: BookingFacts = { ...booking, status: to };
  await effects.history(booking, {
    action: change.action,
    fromStatus: booking.status,
    toStatus: to,
    changes: change.changes,
  });
  if (to === BookingStatus.AllocateQC || to === BookingStatus.Scheduled)
    await effects.closeTasks(booking.id, [TaskType.ScheduleInspection]);
  else if (change.allocatedBefore > 0 && change.allocatedAfter === 0)
    await effects.task(now, TaskType.ScheduleInspection);
  if (to === BookingStatus.Scheduled && (booking.status !== BookingStatus.Scheduled || change.qcsChanged))
    await effects.notify(now, NotificationType.InspectionScheduled, ['parties', 'cs']);
}
