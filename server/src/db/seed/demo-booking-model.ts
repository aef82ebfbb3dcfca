import type {
  AqlLevel,
  AqlValue,
  BookingAction,
  BookingEvent,
  BookingStatus as S,
  ServiceType,
} from '@portal/domain';

/**
 * The shapes the demo bookings are planned in (demo-booking-plan.ts), told (demo-booking-stories.ts) and
 * written (demo-bookings.ts), and the seeded generator that makes them the same for the same day.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// Taken once: the plan tests draw hundreds of days' demos in jest's sandbox, where a global is slow to reach.
const { floor, imul } = Math;

/** mulberry32: a small seeded generator, so every first start of the same day makes the same demo. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof generator>;

export interface PoLine {
  id: number;
  productId: number;
  reference: string;
  quantity: number;
  /** What the demo bookings may still hold of it. */
  budget: number;
}

export interface Order {
  id: number;
  entityId: number;
  customerId: number;
  supplierId: number;
  factoryId: number;
  poNumber: string;
  lines: PoLine[];
}

export interface AqlChoice {
  aqlLevel: AqlLevel;
  critical: AqlValue | null;
  major: AqlValue | null;
  minor: AqlValue | null;
}

export interface Step {
  action: BookingAction | BookingEvent;
  userId: number | null;
  from: S | null;
  to: S | null;
  reason: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
  at: number;
}

export interface Booked {
  line: PoLine;
  poNumber: string;
  quantity: number;
}

export interface Planned {
  key: number;
  id: number;
  status: S;
  /** Hold: the status it was held from. */
  heldFrom: S | null;
  /** Combined ones: the status each had before the merge. */
  before: S | null;
  day: number;
  /** Days the inspection lasts after its first day. */
  extraDays: number;
  order: Order;
  serviceType: ServiceType;
  lines: Booked[];
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
  steps: Step[];
  createdBy: number | null;
  parent: Planned | null;
  combinedInto: Planned | null;
  holdReason: string | null;
  cancelReason: string | null;
  instructions: string | null;
  containerCount: number;
  picking: boolean;
}

export interface DemoUser {
  id: number;
  name: string;
  entities: number[];
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
}

export interface People {
  byLogin: Map<string, DemoUser>;
  names: Map<number, string>;
  /** The customer's CS and backup CS for inspections, else every CS of the entity (booking-recipients.ts). */
  csOf: Map<number, number[]>;
  /** Who verifies, confirms, holds and cancels for the customer in the stories: its first CS holding the CS role. */
  actorOf: Map<number, number | null>;
  planners: Map<number, number[]>;
}

export interface References {
  offices: Map<number, { id: number; countryId: number }[]>;
  factoryCountry: Map<number, number | null>;
  customerContacts: Map<number, number[]>;
  supplierContacts: Map<number, number[]>;
  factoryContacts: Map<number, number[]>;
  /** `${customerId}:${serviceType}`: the AQL choice of the customer's inspection service of that type. */
  aql: Map<string, AqlChoice>;
}

/** Whether a demo login is a party of the order (and works in its entity). */
export function isParty(people: People, login: 'customer' | 'supplier' | 'factory', order: Order): boolean {
  const user = people.byLogin.get(login);
  if (!user?.entities.includes(order.entityId)) return false;
  if (login === 'customer') return user.customerId === order.customerId;
  if (login === 'supplier') return user.supplierId === order.supplierId;
  return user.factoryId === order.factoryId;
}

/** The office that handles the order's bookings: the entity's office in the factory's country, else its first. */
export function officeOf(order: Order, references: References): { id: number; countryId: number } | null {
  const offices = references.offices.get(order.entityId) ?? [];
  const country = references.factoryCountry.get(order.factoryId);
  return offices.find((item) => item.countryId === country) ?? offices[0] ?? null;
}
