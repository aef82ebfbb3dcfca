import { BookingStatus } from '../status';

/** Man-days in hundredths, so sums of quarter days compare exactly. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * The status a booking takes once its inspectors change: Scheduled when they cover the man-days it needs,
 * AllocateQC while they cover part of it, and without any back to Confirmed (a Rescheduled booking stays
 * Rescheduled: it still waits for planning after its dates moved).
 */
export function statusAfterAllocation(
  current: BookingStatus,
  allocatedManDays: number,
  neededManDays: number,
): BookingStatus {
  const allocated = hundredths(allocatedManDays);
  if (allocated <= 0)
    return current === BookingStatus.Rescheduled ? BookingStatus.Rescheduled : BookingStatus.Confirmed;
  return allocated >= hundredths(neededManDays) ? BookingStatus.Scheduled : BookingStatus.AllocateQC;
}
