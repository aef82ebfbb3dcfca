import { BEFORE_SCHEDULING, BookingStatus as S, leastAdvanced, ServiceType } from '@portal/domain';
import {
  isParty,
  type Booked,
  type Order,
  type People,
  type Planned,
  type PoLine,
  type Random,
  type References,
} from './demo-booking-model';

/**
 * The demo bookings as drawn before any day is known (demo-booking-plan.ts dates and tells them): their
 * statuses, parties, lines, service types, splits and combines, each with its first inspection day
 * counted from the seeding day.
 */

/** How many bookings of each status, and their first inspection day (days from the seed day). */
const PLAN: readonly { status: S; count: number; from: number; to: number; first?: readonly number[] }[] = [
  { status: S.ReportSent, count: 62, from: -60, to: -5 },
  { status: S.Validated, count: 20, from: -21, to: -2 },
  { status: S.Inspected, count: 16, from: -7, to: -1 },
  { status: S.Cancel, count: 26, from: -45, to: 28 },
  { status: S.New, count: 18, from: 3, to: 30, first: [1, 4] },
  // Open ones today (0), tomorrow (1), the day after (2, the 24-48 h band) and next week come first.
  { status: S.Requested, count: 42, from: 0, to: 30, first: [0, 1, 1, 2, 2, 4, 6, 8] },
  { status: S.Verified, count: 30, from: 0, to: 26, first: [0, 1, 2, 3, 5, 7] },
  { status: S.Confirmed, count: 34, from: 0, to: 21, first: [0, 0, 1, 1, 2, 2, 3, 5, 7, 9] },
  { status: S.Rescheduled, count: 12, from: 1, to: 25, first: [1, 2, 6] },
  { status: S.Hold, count: 10, from: 2, to: 30, first: [3, 8] },
  { status: S.AllocateQC, count: 5, from: 0, to: 6, first: [1, 2] },
  { status: S.Scheduled, count: 7, from: 0, to: 4, first: [0, 0, 1] },
];
/** Split children (Requested, with parent_id) and bookings merged into another (cancelled). */
const SPLITS = 5;
const COMBINES = 4;

const SERVICE_MIX: readonly (readonly [ServiceType, number])[] = [
  [ServiceType.FinalInspection, 55],
  [ServiceType.DuringProduction, 20],
  [ServiceType.ContainerLoading, 15],
  [ServiceType.PreProduction, 10],
];
/** Days an inspection of each type lasts after its first day. */
const EXTRA_DAYS: Record<number, readonly number[]> = {
  [ServiceType.FinalInspection]: [0, 0, 1],
  [ServiceType.DuringProduction]: [1],
  [ServiceType.ContainerLoading]: [0],
  [ServiceType.PreProduction]: [0],
};
/** What the demo bookings may hold of a PO line at most: the rest stays bookable on the screens. */
export const BOOKABLE_SHARE = 0.75;
const MIN_LINE_QUANTITY = 30;

const INSTRUCTIONS = [
  'Check carton markings against the shipping mark sheet; photograph one carton of each size.',
  'Please perform the carton drop test on two cartons and a barcode scan of every SKU.',
  'Compare the colour shade with the approved lab dip in a D65 light box.',
  'The factory contact is available from 8:00; please call the day before to confirm the address.',
  'Measure 5 pieces per size against the latest size chart (revision C).',
  'Metal detection on all packed goods; children’s items, no sharp points or edges allowed.',
  'Record the seal number and photograph the empty, half-loaded and closed container.',
  'Re-inspection of the first lot: the previous report failed on open seams.',
];
const HOLD_REASONS = [
  'Waiting for the updated packing list from the factory',
  'Payment of the previous inspection is pending',
  'The customer asked to wait for the revised artwork approval',
  'Production delayed: the fabric is held at customs',
];
const CANCEL_REASONS = [
  'Order cancelled by the buyer',
  'Goods shipped without inspection at the customer’s request',
  'Booked twice by mistake',
  'Production not ready; a new booking will follow',
  'The customer will inspect these goods in-house',
];

/** The demo users' own parties weigh more, so their screens are full; entity 2 a little less. */
function orderWeight(order: Order, people: People): number {
  let weight = order.entityId === 1 ? 1 : 0.8;
  if (isParty(people, 'customer', order)) weight *= 4;
  if (isParty(people, 'supplier', order) || isParty(people, 'factory', order)) weight *= 4;
  return Math.min(weight, 6);
}

/** One to three lines of the order (sometimes one of another order of the same parties too). */
function takeLines(order: Order, orders: Order[], random: Random, holds: boolean): Booked[] {
  const count = random.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ] as const);
  const pool: { line: PoLine; poNumber: string }[] = order.lines
    .map((line) => ({ line, poNumber: order.poNumber, order: random.next() }))
    .sort((a, b) => a.order - b.order);
  const sibling = orders.find(
    (other) =>
      other.id !== order.id &&
      other.customerId === order.customerId &&
      other.supplierId === order.supplierId &&
      other.factoryId === order.factoryId,
  );
  if (sibling && random.next() < 0.3)
    pool.splice(1, 0, { line: random.pick(sibling.lines), poNumber: sibling.poNumber });
  const taken: Booked[] = [];
  for (const { line, poNumber } of pool) {
    if (taken.length >= count) break;
    let quantity = Math.max(
      MIN_LINE_QUANTITY,
      Math.round((line.quantity * (0.05 + random.next() * 0.1)) / 10) * 10,
    );
    if (holds) {
      quantity = Math.min(quantity, line.budget);
      if (quantity < MIN_LINE_QUANTITY) continue;
      line.budget -= quantity;
    }
    taken.push({ line, poNumber, quantity });
  }
  return taken;
}

/** Every booking's parties, status, dates and lines, then the splits and combines. */
export function planBookings(
  orders: Order[],
  people: People,
  references: References,
  random: Random,
): Planned[] {
  const weights = orders.map((order) => [order, orderWeight(order, people)] as const);
  const planned: Planned[] = [];
  for (const plan of PLAN) {
    for (let index = 0; index < plan.count; index += 1) {
      const day = plan.first?.[index] ?? random.int(plan.from, plan.to);
      const holds = plan.status !== S.Cancel;
      let order: Order | null = null;
      let lines: Booked[] = [];
      for (let attempt = 0; attempt < 8 && !lines.length; attempt += 1) {
        order = random.weighted(weights);
        lines = takeLines(order, orders, random, holds);
      }
      if (!order || !lines.length) continue;
      const serviceType = random.weighted(SERVICE_MIX);
      const customerContacts = references.customerContacts.get(order.customerId) ?? [];
      planned.push({
        key: planned.length,
        id: 0,
        status: plan.status,
        heldFrom: plan.status === S.Hold ? random.pick([S.Requested, S.Verified, S.Confirmed]) : null,
        before: null,
        day,
        extraDays: random.pick(EXTRA_DAYS[serviceType] ?? [0]),
        order,
        serviceType,
        lines,
        customerContactIds: customerContacts.slice(0, random.int(1, 2)),
        supplierContactIds: (references.supplierContacts.get(order.supplierId) ?? []).slice(0, 1),
        factoryContactIds: (references.factoryContacts.get(order.factoryId) ?? []).slice(0, 1),
        steps: [],
        createdBy: null,
        parent: null,
        combinedInto: null,
        holdReason: plan.status === S.Hold ? random.pick(HOLD_REASONS) : null,
        cancelReason: plan.status === S.Cancel ? random.pick(CANCEL_REASONS) : null,
        instructions: random.next() < 0.35 ? random.pick(INSTRUCTIONS) : null,
        containerCount: serviceType === ServiceType.ContainerLoading ? random.int(1, 3) : 0,
        picking: false,
      });
    }
  }
  combineSome(planned);
  splitSome(planned, random);
  for (const booking of planned)
    booking.picking =
      booking.status !== S.New &&
      new Set(booking.lines.map((item) => item.line.productId)).size > 1 &&
      random.next() < 0.2;
  return planned;
}

/**
 * Bookings of the same parties and service merged into one, as booking-combine.ts does: the target takes
 * the least advanced status and the other's lines; the other is cancelled, combined into it.
 */
function combineSome(planned: Planned[]): void {
  const used = new Set<Planned>();
  let done = 0;
  for (const target of planned) {
    if (done >= COMBINES) break;
    if (!BEFORE_SCHEDULING.includes(target.status) || used.has(target) || target.day < 2) continue;
    const other = planned.find(
      (candidate) =>
        candidate !== target &&
        !used.has(candidate) &&
        candidate.key > target.key &&
        BEFORE_SCHEDULING.includes(candidate.status) &&
        candidate.order.customerId === target.order.customerId &&
        candidate.order.supplierId === target.order.supplierId &&
        candidate.order.factoryId === target.order.factoryId &&
        candidate.serviceType === target.serviceType,
    );
    if (!other) continue;
    used.add(target).add(other);
    target.before = target.status;
    other.before = other.status;
    target.status = leastAdvanced([target.status, other.status]);
    // The other's lines move to the target (lines of the same PO line add up); its contacts join.
    for (const item of other.lines) {
      const same = target.lines.find((mine) => mine.line.id === item.line.id);
      if (same) same.quantity += item.quantity;
      else target.lines.push({ ...item });
    }
    other.lines = [];
    for (const key of ['customerContactIds', 'supplierContactIds', 'factoryContactIds'] as const)
      target[key] = [...new Set([...target[key], ...other[key]])];
    other.status = S.Cancel;
    other.combinedInto = target;
    done += 1;
  }
}

/** Children split off Requested, Verified or Confirmed bookings: half of one line moves to the child. */
function splitSome(planned: Planned[], random: Random): void {
  const parents = planned.filter(
    (booking) =>
      [S.Requested, S.Verified, S.Confirmed].includes(booking.status) &&
      booking.before == null &&
      booking.day >= 3 &&
      booking.lines.some((item) => item.quantity >= 2 * MIN_LINE_QUANTITY),
  );
  const every = Math.max(1, Math.floor(parents.length / SPLITS));
  for (const parent of parents.filter((_, index) => index % every === 0).slice(0, SPLITS)) {
    const item = parent.lines.find((line) => line.quantity >= 2 * MIN_LINE_QUANTITY)!;
    const moved = Math.floor(item.quantity / 20) * 10;
    item.quantity -= moved;
    planned.push({
      ...parent,
      key: planned.length,
      status: S.Requested,
      heldFrom: null,
      day: parent.day + random.int(0, 3),
      lines: [{ ...item, quantity: moved }],
      steps: [],
      parent,
      containerCount: Math.min(parent.containerCount, 1),
      instructions: 'Second part of the lot, packed a few days after the first.',
    });
  }
}
