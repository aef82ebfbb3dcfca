/** Spec section 3: trip types of a journey from a starting port to a factory's city. */
export enum TripType {
  /** The factory is local: no ticket, no night away. */
  NoTrip = 1,
  /** There and back within the inspection day: one return ticket. */
  SingleTrip = 2,
  /** There one day and back another: two single tickets and a night away. */
  DoubleTrip = 3,
}

/**
 * Why the server refuses to give a QC a day of a booking (docs/scheduling.md). The screens word each
 * with `schedule.refusal.<name>` (domain messages, English and French).
 */
export enum AllocationRefusal {
  /** Approved leave covers the day. */
  Leave = 'leave',
  /** A holiday of the QC's office (or of its country) covers the day. */
  Holiday = 'holiday',
  /** The QC's day is blocked (qcblock). */
  Blocked = 'blocked',
  /** Other allocations that day plus this one would pass one man-day. */
  DoubleAllocation = 'doubleAllocation',
  /** The staff is not an on-job inspector of the request's entity. */
  NotQc = 'notQc',
  /** The day is not one of the booking's inspection days. */
  OutsideBooking = 'outsideBooking',
  /** The day has begun or passed: its allocation is fixed. */
  PastDay = 'pastDay',
  /** The booking's status does not take allocations (not Confirmed, Rescheduled, AllocateQC or Scheduled). */
  BookingStatus = 'bookingStatus',
  /** Man-days of one QC on one day must be more than 0 and at most 1, in steps of 0.25. */
  ManDays = 'manDays',
}

/** One day of a QC in the availability calendar, in the order a planner cares about. */
export enum QcDayState {
  Free = 'free',
  Allocated = 'allocated',
  Leave = 'leave',
  Holiday = 'holiday',
  Blocked = 'blocked',
}

/** A QC's capacity per day (man-days). */
export const QC_DAY_CAPACITY = 1;
/** Man-days of one QC on one day go in steps of a quarter day. */
export const MAN_DAY_STEP = 0.25;
