import type { ManDayNeed } from './schedule-types';
import type { OtherMandayDetail, WorkloadMatrixDetail } from './scheduling-config-types';

export type WorkloadRule = Pick<
  WorkloadMatrixDetail,
  'id' | 'serviceType' | 'sampleSizeFrom' | 'sampleSizeTo' | 'productCountFrom' | 'productCountTo' | 'manDays'
>;
export type OtherMandayRule = Pick<
  OtherMandayDetail,
  'id' | 'name' | 'customerId' | 'serviceType' | 'manDays' | 'isActive'
>;

/** What allocation knows of a booking when it asks how many man-days it needs. */
export interface ManDayBooking {
  customerId: number;
  serviceType: number;
  totalSampleSize: number;
  productCount: number;
}

/** Inclusive bounds; a null upper bound means "and above". */
const within = (value: number, from: number, to: number | null) =>
  value >= from && (to === null || value <= to);

/** Man-days in hundredths: every value has at most two places, so sums stay exact. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * The workload matrix row of the booking's service type whose sample size and product count ranges both
 * hold the booking's. The save refuses overlapping rows, so at most one matches; were there more (rows
 * written before that rule), the lowest id wins so the answer never depends on read order.
 */
export function workloadManDays(
  rows: WorkloadRule[],
  booking: { serviceType: number; totalSampleSize: number; productCount: number },
): { workloadMatrixId: number | null; manDays: number } {
  const match = rows
    .filter(
      (row) =>
        row.serviceType === booking.serviceType &&
        within(booking.totalSampleSize, row.sampleSizeFrom, row.sampleSizeTo) &&
        within(booking.productCount, row.productCountFrom, row.productCountTo),
    )
    .sort((a, b) => a.id - b.id)[0];
  return match
    ? { workloadMatrixId: match.id, manDays: match.manDays }
    : { workloadMatrixId: null, manDays: 0 };
}

/** The active other man-days that apply to the booking: for every customer or its own, every service type or its own. */
export function otherManDaysFor(
  rows: OtherMandayRule[],
  booking: { customerId: number; serviceType: number },
): { id: number; name: string; manDays: number }[] {
  return rows
    .filter(
      (row) =>
        row.isActive &&
        (row.customerId === null || row.customerId === booking.customerId) &&
        (row.serviceType === null || row.serviceType === booking.serviceType),
    )
    .sort((a, b) => a.id - b.id)
    .map(({ id, name, manDays }) => ({ id, name, manDays }));
}

/** The man-days a booking needs: the matrix's plus every other man-day that applies, to two places. */
export function manDayNeed(
  workloadRows: WorkloadRule[],
  otherRows: OtherMandayRule[],
  booking: ManDayBooking,
): ManDayNeed {
  const workload = workloadManDays(workloadRows, booking);
  const otherManDays = otherManDaysFor(otherRows, booking);
  const total =
    otherManDays.reduce((sum, other) => sum + hundredths(other.manDays), hundredths(workload.manDays)) / 100;
  return {
    workloadMatrixId: workload.workloadMatrixId,
    workloadManDays: workload.manDays,
    otherManDays,
    total,
  };
}
