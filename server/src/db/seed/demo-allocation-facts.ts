import { BookingStatus as S, manDayNeed, type OtherMandayRule, type WorkloadRule } from '@portal/domain';
import { addDays } from './demo-days';
import { DONE_STATUSES, type AllocationPlan, type PlanBooking } from './demo-allocation-plan';

/**
 * The bookings the allocation plan staffs, as it sees them (their days and the man-days they need), and
 * when the plan's steps happened: what demo-allocations.ts writes and the plan tests read alike.
 */

/** What the allocation seed knows of a booking it may staff, as the booking seed wrote it. */
export interface BookingFacts {
  id: number;
  entityId: number;
  status: S;
  customerId: number;
  serviceType: number;
  productCount: number;
  dateFrom: string;
  dateTo: string;
  factoryCountryId: number | null;
  /** Its products' sample sizes; products of one picking group are drawn together. */
  products: { productId: number; pickingGroup: number | null; sampleSize: number }[];
}

/** A booking as the allocation seed reads it from the database (snake case, as raw SQL returns it). */
export interface BookingFactsRow {
  id: number;
  entity_id: number;
  status: S;
  customer_id: number;
  service_type: number;
  product_count: number;
  factory_id: number;
  date_from: string;
  date_to: string;
}

/** The facts of a booking read back, with its factory's country and its products' sample sizes. */
export function bookingFactsOf(
  row: BookingFactsRow,
  factoryCountries: Map<number, number | null>,
  samples: Map<number, BookingFacts['products']>,
): BookingFacts {
  return {
    id: row.id,
    entityId: row.entity_id,
    status: row.status,
    customerId: row.customer_id,
    serviceType: row.service_type,
    productCount: row.product_count,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    factoryCountryId: factoryCountries.get(row.factory_id) ?? null,
    products: samples.get(row.id) ?? [],
  };
}

/** Each entity's workload matrix and other man-days. */
export type ManDayRules = Map<number, { workload: WorkloadRule[]; other: OtherMandayRule[] }>;

/** The booking as the plan sees it; a Confirmed one is movable unless it is the leave clash booking. */
export function planBooking(
  facts: BookingFacts,
  rules: ManDayRules,
  leaveClashBookingId: number | null,
): PlanBooking {
  const { workload, other } = rules.get(facts.entityId) ?? { workload: [], other: [] };
  const need = (totalSampleSize: number) =>
    Math.round(
      manDayNeed(workload, other, {
        customerId: facts.customerId,
        serviceType: facts.serviceType,
        totalSampleSize,
        productCount: facts.productCount,
      }).total * 100,
    );
  // A picking group's sample counted once (the largest of its products) or each product's own.
  const groups = new Map<string, number>();
  for (const product of facts.products) {
    const key = product.pickingGroup != null ? `g${product.pickingGroup}` : `p${product.productId}`;
    groups.set(key, Math.max(groups.get(key) ?? 0, product.sampleSize));
  }
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
  const days: string[] = [];
  for (let date = facts.dateFrom; date <= facts.dateTo; date = addDays(date, 1)) days.push(date);
  return {
    id: facts.id,
    entityId: facts.entityId,
    status: facts.status,
    days,
    factoryCountryId: facts.factoryCountryId,
    needLow: need(sum(groups.values())),
    needHigh: need(sum(facts.products.map((product) => product.sampleSize))),
    // Entity 2 has no planner, so its Confirmed bookings wait without a task.
    movable: facts.status === S.Confirmed && facts.id !== leaveClashBookingId,
  };
}

/** Who allocates in each entity's story: its planner, else the administrator. */
export const PLANNERS: Record<number, string[]> = { 1: ['planning', 'admin'], 2: ['admin'] };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When planning allocated a booking: after its last step, before its first day, never in the future. */
export function allocationTime(lastStepAt: number, firstDay: string, now: number): number {
  const dayStart = Date.parse(`${firstDay}T00:00:00Z`);
  const at = Math.max(
    lastStepAt + 10 * MINUTE,
    lastStepAt + Math.min((dayStart - lastStepAt) / 2, 30 * HOUR),
  );
  return Math.min(at, now - MINUTE);
}

/** When the QC finished a day of an inspected booking (that morning, never in the future); null otherwise. */
export function finishTime(
  status: S,
  allocation: { staffId: number; date: string },
  today: string,
  now: number,
): number | null {
  if (!DONE_STATUSES.includes(status) || allocation.date > today) return null;
  const morning = Date.parse(`${allocation.date}T09:00:00Z`) + (allocation.staffId % 9) * 20 * MINUTE;
  return Math.min(morning, now - 5 * MINUTE);
}

/** The status the allocation's history step leads to: an inspected booking was Scheduled before it. */
export function statusAfterAllocation(plan: AllocationPlan, booking: { id: number; status: S }): S {
  return DONE_STATUSES.includes(booking.status)
    ? S.Scheduled
    : (plan.moved.get(booking.id) ?? booking.status);
}
