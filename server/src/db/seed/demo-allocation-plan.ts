import { BookingStatus as S, isWeekend } from '@portal/domain';
import { addDays } from './demo-days';

/**
 * Who inspects which day of the demo bookings, worked out in memory before anything is written (the
 * allocation seed loads and stores). It keeps the server's rules: a QC of the booking's entity, never on
 * a day they are away (leave, holiday, block), at most one man-day a day over all bookings, in quarter days.
 * Scheduled and inspected bookings get at least the man-days they need, AllocateQC ones some but fewer.
 */

export interface PlanBooking {
  id: number;
  entityId: number;
  status: S;
  /** Every inspection day, in order. */
  days: string[];
  factoryCountryId: number | null;
  /** Man-days needed, in hundredths, with a picking group's sample counted once (low) or per product (high). */
  needLow: number;
  needHigh: number;
  /** A Confirmed booking the plan may schedule. */
  movable: boolean;
}

export interface PlanQc {
  staffId: number;
  entityId: number;
  outsource: boolean;
  officeCountryId: number | null;
  countryIds: number[];
}

export interface PlannedAllocation {
  bookingId: number;
  staffId: number;
  date: string;
  /** Hundredths of a man-day. */
  manDays: number;
}

export const ALLOCATED_STATUSES = [S.AllocateQC, S.Scheduled];
export const DONE_STATUSES = [S.Inspected, S.Validated, S.ReportSent];
const FULL_DAY = 100;
const QUARTER = 25;
const floorQuarter = (value: number) => Math.floor(value / QUARTER) * QUARTER;
const ceilQuarter = (value: number) => Math.ceil(value / QUARTER) * QUARTER;

export class AllocationPlan {
  private readonly load = new Map<string, number>();
  private readonly given = new Map<number, PlannedAllocation[]>();
  /** The statuses the plan moved Confirmed bookings to. */
  readonly moved = new Map<number, S>();

  constructor(
    readonly bookings: PlanBooking[],
    private readonly qcs: PlanQc[],
    private readonly absent: (staffId: number, date: string) => boolean,
  ) {}

  get allocations(): PlannedAllocation[] {
    return [...this.given.values()].flat();
  }

  statusOf(booking: PlanBooking): S {
    return this.moved.get(booking.id) ?? booking.status;
  }

  allocated(booking: PlanBooking): number {
    return (this.given.get(booking.id) ?? []).reduce((sum, item) => sum + item.manDays, 0);
  }

  /** What the booking should end with: AllocateQC about half its need (never all), the others all of it. */
  target(booking: PlanBooking): number {
    if (this.statusOf(booking) === S.AllocateQC)
      return Math.min(Math.max(floorQuarter(booking.needLow / 2), QUARTER), booking.needLow - QUARTER);
    return Math.max(ceilQuarter(booking.needHigh), QUARTER);
  }

  free(staffId: number, date: string): number {
    return this.absent(staffId, date) ? 0 : FULL_DAY - (this.load.get(`${staffId}|${date}`) ?? 0);
  }

  /** Whether the QC can take some of the booking that day, as the plan stands. */
  fits(qc: PlanQc, booking: PlanBooking, date: string): boolean {
    return (
      qc.entityId === booking.entityId &&
      booking.days.includes(date) &&
      this.free(qc.staffId, date) >= QUARTER &&
      this.target(booking) - this.allocated(booking) >= QUARTER
    );
  }

  /** Gives the QC as much of the day as the booking still needs and they have free (at most `most`). */
  give(qc: PlanQc, booking: PlanBooking, date: string, most = FULL_DAY): number {
    if (!this.fits(qc, booking, date)) return 0;
    const amount = Math.min(
      most,
      this.free(qc.staffId, date),
      this.target(booking) - this.allocated(booking),
    );
    if (amount < QUARTER) return 0;
    const key = `${qc.staffId}|${date}`;
    this.load.set(key, (this.load.get(key) ?? 0) + amount);
    const list = this.given.get(booking.id) ?? [];
    const same = list.find((item) => item.staffId === qc.staffId && item.date === date);
    if (same) same.manDays += amount;
    else list.push({ bookingId: booking.id, staffId: qc.staffId, date, manDays: amount });
    this.given.set(booking.id, list);
    return amount;
  }

  /** Schedules a Confirmed booking (AllocateQC or Scheduled), so the plan may give it QCs. */
  move(booking: PlanBooking, status: S.AllocateQC | S.Scheduled): void {
    if (booking.movable && !this.moved.has(booking.id)) this.moved.set(booking.id, status);
  }

  /** 0: the QC's office is in the factory's country, 1: one of their countries, 2: elsewhere; outsourced after. */
  rank(qc: PlanQc, booking: PlanBooking): number {
    const country = booking.factoryCountryId;
    const place = qc.officeCountryId === country ? 0 : qc.countryIds.includes(country ?? -1) ? 1 : 2;
    return place * 2 + (qc.outsource ? 1 : 0);
  }

  /**
   * Gives every scheduled, partly allocated or inspected booking its target: day by day (weekdays first), a
   * share of what is left, to the QCs closest to the factory and least busy so far.
   */
  fill(): void {
    const busy = new Map<number, number>();
    for (const item of this.allocations) busy.set(item.staffId, (busy.get(item.staffId) ?? 0) + item.manDays);
    const open = this.bookings
      .filter((booking) => [...ALLOCATED_STATUSES, ...DONE_STATUSES].includes(this.statusOf(booking)))
      .sort((a, b) => a.days[0]!.localeCompare(b.days[0]!) || a.id - b.id);
    for (const booking of open) {
      const days = [...booking.days].sort(
        (a, b) => Number(isWeekend(a)) - Number(isWeekend(b)) || a.localeCompare(b),
      );
      days.forEach((date, index) => {
        const left = this.target(booking) - this.allocated(booking);
        let share = ceilQuarter(left / (days.length - index));
        const candidates = this.qcs
          .filter((qc) => this.fits(qc, booking, date))
          .sort(
            (a, b) =>
              this.rank(a, booking) - this.rank(b, booking) ||
              (busy.get(a.staffId) ?? 0) - (busy.get(b.staffId) ?? 0) ||
              a.staffId - b.staffId,
          );
        for (const qc of candidates) {
          if (share < QUARTER) break;
          const amount = this.give(qc, booking, date, share);
          share -= amount;
          busy.set(qc.staffId, (busy.get(qc.staffId) ?? 0) + amount);
        }
      });
    }
  }
}

/** The days a QC should be busy on: today, tomorrow, later this week (if any) and next week's first free weekday. */
export function pinnedDays(today: string, isFree: (date: string) => boolean): string[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const sunday = addDays(today, 6 - weekday);
  const later = [2, 3, 4, 5, 6].map((n) => addDays(today, n)).filter((date) => date <= sunday);
  const nextWeek = [0, 1, 2, 3, 4].map((n) => addDays(sunday, 1 + n));
  const firstFree = (dates: string[]) =>
    [...dates].sort((a, b) => Number(isWeekend(a)) - Number(isWeekend(b))).find(isFree);
  return [today, addDays(today, 1), firstFree(later), firstFree(nextWeek)].filter(
    (date): date is string => date != null && isFree(date),
  );
}
