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
  /** Per QC and day: the man-days given (hundredths), -1 while away; asked of `absent` once per QC and day. */
  private readonly days = new Map<number, Map<string, number>>();
  private readonly given = new Map<number, PlannedAllocation[]>();
  private readonly totals = new Map<number, number>();
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
    return this.totals.get(booking.id) ?? 0;
  }

  /** What the booking should end with: AllocateQC about half its need (never all), the others all of it. */
  target(booking: PlanBooking, status: S = this.statusOf(booking)): number {
    if (status === S.AllocateQC)
      return Math.min(Math.max(floorQuarter(booking.needLow / 2), QUARTER), booking.needLow - QUARTER);
    return Math.max(ceilQuarter(booking.needHigh), QUARTER);
  }

  /** Whether the QCs of the booking's entity have time enough on its days, as the plan stands, for that status. */
  canCover(booking: PlanBooking, status: S): boolean {
    let room = 0;
    for (const qc of this.qcs)
      if (qc.entityId === booking.entityId)
        for (const date of booking.days) room += floorQuarter(this.free(qc.staffId, date));
    return room >= this.target(booking, status);
  }

  free(staffId: number, date: string): number {
    const load = this.loadOf(staffId, date);
    return load < 0 ? 0 : FULL_DAY - load;
  }

  private loadOf(staffId: number, date: string): number {
    let days = this.days.get(staffId);
    if (!days) this.days.set(staffId, (days = new Map()));
    let load = days.get(date);
    if (load === undefined) days.set(date, (load = this.absent(staffId, date) ? -1 : 0));
    return load;
  }

  /** Whether the QC can take some of the booking that day, as the plan stands. */
  fits(qc: PlanQc, booking: PlanBooking, date: string): boolean {
    return (
      qc.entityId === booking.entityId &&
      booking.days.includes(date) &&
      this.target(booking) - this.allocated(booking) >= QUARTER &&
      this.free(qc.staffId, date) >= QUARTER
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
    this.days.get(qc.staffId)!.set(date, this.loadOf(qc.staffId, date) + amount);
    this.totals.set(booking.id, this.allocated(booking) + amount);
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
   * Gives every scheduled, partly allocated or inspected booking its target: a quarter day each first, then
   * day by day (weekdays first) a share of what is left, to the QCs closest to the factory and least busy.
   */
  fill(): void {
    const busy = new Map<number, number>();
    for (const item of this.allocations) busy.set(item.staffId, (busy.get(item.staffId) ?? 0) + item.manDays);
    const open = this.bookings
      .filter((booking) => [...ALLOCATED_STATUSES, ...DONE_STATUSES].includes(this.statusOf(booking)))
      .sort((a, b) => a.days[0]!.localeCompare(b.days[0]!) || a.id - b.id);
    const daysOf = (booking: PlanBooking) =>
      [...booking.days].sort((a, b) => Number(isWeekend(a)) - Number(isWeekend(b)) || a.localeCompare(b));
    const ofEntity = (entityId: number) => this.qcs.filter((qc) => qc.entityId === entityId);
    const qcsOf = new Map([...new Set(this.qcs.map((qc) => qc.entityId))].map((id) => [id, ofEntity(id)]));
    // The QCs that fit (fits()), the booking's entity's only and what it still lacks asked once.
    const free = (booking: PlanBooking, date: string) =>
      booking.days.includes(date) && this.target(booking) - this.allocated(booking) >= QUARTER
        ? (qcsOf.get(booking.entityId) ?? []).filter((qc) => this.free(qc.staffId, date) >= QUARTER)
        : [];
    const candidates = (booking: PlanBooking, date: string) =>
      free(booking, date).sort(
        (a, b) =>
          this.rank(a, booking) - this.rank(b, booking) ||
          (busy.get(a.staffId) ?? 0) - (busy.get(b.staffId) ?? 0) ||
          a.staffId - b.staffId,
      );
    const giveTo = (qc: PlanQc, booking: PlanBooking, date: string, most: number) => {
      const amount = this.give(qc, booking, date, most);
      busy.set(qc.staffId, (busy.get(qc.staffId) ?? 0) + amount);
      return amount;
    };
    // First a quarter day each, so that where a day's QCs cannot cover every booking, none goes without one.
    for (const booking of open) {
      if (this.allocated(booking) > 0) continue;
      for (const date of daysOf(booking)) {
        const [qc] = candidates(booking, date);
        if (qc && giveTo(qc, booking, date, QUARTER) > 0) break;
      }
    }
    for (const booking of open) {
      const days = daysOf(booking);
      days.forEach((date, index) => {
        const left = this.target(booking) - this.allocated(booking);
        // Shared over the days left that someone can work (a holiday of every QC takes no share).
        const workable = days.slice(index).filter((day) => free(booking, day).length > 0).length;
        let share = ceilQuarter(left / Math.max(workable, 1));
        for (const qc of candidates(booking, date)) {
          if (share < QUARTER) break;
          share -= giveTo(qc, booking, date, share);
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
