import { AllocationRefusal, MAN_DAY_STEP, QC_DAY_CAPACITY, QcDayState } from './schedule-enums';

/** What stands on one QC's day, as the server reads it from leave, holidays, blocks and allocations. */
export interface QcDayFacts {
  leave: string | null;
  holiday: string | null;
  block: string | null;
  /** Man-days allocated that day on other bookings than the one being allocated. */
  otherManDays: number;
}

/** A QC's man-days on one day: more than 0, at most one day, in quarter days. */
export function validManDays(manDays: number): boolean {
  return (
    Number.isFinite(manDays) &&
    manDays > 0 &&
    manDays <= QC_DAY_CAPACITY &&
    Number.isInteger(Math.round(manDays * 1e6) / 1e6 / MAN_DAY_STEP)
  );
}

/** Man-days in hundredths, so 0.25 + 0.75 is exactly 1. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * Why a QC cannot take `manDays` on a day (empty when they can), in the order a planner reads them: leave,
 * holiday, block, then the day's load. A day's load may reach one man-day and no more, so a QC can take two
 * half-day inspections but not a second full one.
 */
export function dayRefusals(facts: QcDayFacts, manDays: number): AllocationRefusal[] {
  const refusals: AllocationRefusal[] = [];
  if (facts.leave != null) refusals.push(AllocationRefusal.Leave);
  if (facts.holiday != null) refusals.push(AllocationRefusal.Holiday);
  if (facts.block != null) refusals.push(AllocationRefusal.Blocked);
  if (hundredths(facts.otherManDays) + hundredths(manDays) > hundredths(QC_DAY_CAPACITY))
    refusals.push(AllocationRefusal.DoubleAllocation);
  return refusals;
}

/** Man-days a QC can still take that day: 0 when absent, else what the other allocations leave. */
export function freeManDays(facts: QcDayFacts): number {
  if (facts.leave != null || facts.holiday != null || facts.block != null) return 0;
  return Math.max(0, hundredths(QC_DAY_CAPACITY) - hundredths(facts.otherManDays)) / 100;
}

/** The calendar's state of a day: absence first (it is what stops allocation), then allocations. */
export function dayState(facts: QcDayFacts): QcDayState {
  if (facts.leave != null) return QcDayState.Leave;
  if (facts.holiday != null) return QcDayState.Holiday;
  if (facts.block != null) return QcDayState.Blocked;
  return facts.otherManDays > 0 ? QcDayState.Allocated : QcDayState.Free;
}
