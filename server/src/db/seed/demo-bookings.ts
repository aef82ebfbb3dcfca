import {
  AqlLevel,
  BEFORE_SCHEDULING,
  BookingAction,
  BookingEvent,
  BookingStatus as S,
  bookingNumber,
  computeSampling,
  isAqlValue,
  isCategoryVisible,
  leastAdvanced,
  notificationCategory,
  NotificationType,
  Role,
  Service,
  ServiceType,
  TaskType,
  UserType,
  type AqlValue,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { bookingHistory, bookingLines, bookingProducts, bookings, entityBookingSettings } from '../schema';
import { roleUsers } from '../../modules/booking/booking-recipients';
import { insertNotifications, type NewNotification } from '../../modules/work-items/notifications.repository';
import { insertTasks, type NewTask } from '../../modules/work-items/tasks.repository';

/**
 * Demo inspection bookings over the demo purchase orders, so the booking summary (where CS lands) is full on
 * the first start: about 300 in every status, first inspection days from two months before to a month after
 * the day the seed runs, with open ones today, tomorrow, the day after and next week (every
 * hours-to-inspection band shows). Most are the demo customer's, supplier's and factory's own; some are in
 * entity 2 for cs2. Each carries what a save writes (PO numbers, search text, counts, the products' AQL from
 * the customer's inspection service and the computed sampling), a history told step by step by plausible
 * people, and the open tasks its status has (booking-transitions.ts): verify and confirm for the customer's
 * CS, schedule for the entity's planners; the demo customer user gets a few notifications. A few are split
 * children, a few were combined into another. purchase_order_lines.booked_quantity grows by exactly what the
 * bookings that are not cancelled hold. Entity 1 forbids supplier and factory cancel and reschedule after
 * Requested; entity 2 allows both.
 *
 * Idempotent: no booking is added once any exists. Deterministic for a given database and day (one seeded
 * generator). Written with one insert per table.
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
/** Without an inspection service of the booking's type for the customer: AQL II, 0 / 2.5 / 4.0. */
const DEFAULT_AQL: AqlChoice = { aqlLevel: AqlLevel.AQLII, critical: 0, major: 2.5, minor: 4 };
/** What the demo bookings may hold of a PO line at most: the rest stays bookable on the screens. */
const BOOKABLE_SHARE = 0.75;
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a small seeded generator, so every first start of the same day makes the same demo. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
type Random = ReturnType<typeof generator>;

interface PoLine {
  id: number;
  productId: number;
  reference: string;
  quantity: number;
  /** What the demo bookings may still hold of it. */
  budget: number;
}

interface Order {
  id: number;
  entityId: number;
  customerId: number;
  supplierId: number;
  factoryId: number;
  poNumber: string;
  lines: PoLine[];
}

interface AqlChoice {
  aqlLevel: AqlLevel;
  critical: AqlValue | null;
  major: AqlValue | null;
  minor: AqlValue | null;
}

interface Step {
  action: BookingAction | BookingEvent;
  userId: number | null;
  from: S | null;
  to: S | null;
  reason: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
  at: number;
}

interface Booked {
  line: PoLine;
  poNumber: string;
  quantity: number;
}

interface Planned {
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

interface DemoUser {
  id: number;
  name: string;
  entities: number[];
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
}

interface People {
  byLogin: Map<string, DemoUser>;
  names: Map<number, string>;
  /** The customer's CS and backup CS for inspections, else every CS of the entity (booking-recipients.ts). */
  csOf: Map<number, number[]>;
  /** Who verifies, confirms, holds and cancels for the customer in the stories: its first CS holding the CS role. */
  actorOf: Map<number, number | null>;
  planners: Map<number, number[]>;
}

interface References {
  offices: Map<number, { id: number; countryId: number }[]>;
  factoryCountry: Map<number, number | null>;
  customerContacts: Map<number, number[]>;
  supplierContacts: Map<number, number[]>;
  factoryContacts: Map<number, number[]>;
  /** `${customerId}:${serviceType}`: the AQL choice of the customer's inspection service of that type. */
  aql: Map<string, AqlChoice>;
}

export async function seedDemoBookings(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(entityBookingSettings)
    .values([
      { entityId: 1, supplierMayCancelAfterRequested: false, supplierMayRescheduleAfterRequested: false },
      { entityId: 2, supplierMayCancelAfterRequested: true, supplierMayRescheduleAfterRequested: true },
    ])
    .onConflictDoNothing();
  if (rowsOf(await db.execute(sql`select 1 from bookings limit 1`)).length) return;
  const orders = await loadOrders(db);
  if (!orders.length) return;
  const people = await loadPeople(db, orders);
  const references = await loadReferences(db, orders);
  const random = generator(20_260_101);
  // Calendar days are UTC days, like the hours to inspection (DEFAULT_TIME_ZONE) and the other demo seeds.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const planned = planBookings(orders, people, references, random);
  if (!planned.length) return;
  tellStories(planned, people, random, today, Math.floor(now.getTime() / MINUTE) * MINUTE);
  // Numbers follow the order the bookings were made in.
  planned.sort((a, b) => a.steps[0]!.at - b.steps[0]!.at || a.key - b.key);
  const ids = rowsOf<{ id: number }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id from generate_series(1, ${planned.length})`,
    ),
  ).map((row) => Number(row.id));
  planned.forEach((booking, index) => (booking.id = ids[index]!));
  nameRelatives(planned);

  await db.transaction(async (tx) => {
    // Two instances starting together: the second finds the first's bookings and adds none.
    await tx.execute(sql`lock table bookings in exclusive mode`);
    if (rowsOf(await tx.execute(sql`select 1 from bookings limit 1`)).length) return;
    await insertRecords(
      tx,
      bookings,
      planned.map((booking) => bookingRow(booking, references, today)),
    );
    await insertRecords(
      tx,
      bookingLines,
      planned.flatMap((booking) =>
        booking.lines.map((item, index) => ({
          bookingId: booking.id,
          poLineId: item.line.id,
          productId: item.line.productId,
          quantity: item.quantity,
          containerNo: booking.containerCount ? (index % booking.containerCount) + 1 : null,
        })),
      ),
    );
    await insertRecords(
      tx,
      bookingProducts,
      planned.flatMap((booking) => productRows(booking, references)),
    );
    await insertRecords(
      tx,
      bookingHistory,
      planned.flatMap((booking) =>
        booking.steps.map((step) => ({
          bookingId: booking.id,
          userId: step.userId,
          userName: step.userId == null ? null : (people.names.get(step.userId) ?? null),
          action: step.action,
          fromStatus: step.from,
          toStatus: step.to,
          reason: step.reason,
          changes: step.changes,
          at: new Date(step.at),
        })),
      ),
    );
    await tx.execute(sql`
      update purchase_order_lines l set booked_quantity = l.booked_quantity + held.quantity
      from (
        select bl.po_line_id, sum(bl.quantity)::int as quantity
        from booking_lines bl join bookings b on b.id = bl.booking_id
        where b.status <> ${S.Cancel} and b.id = any(${sql.param(ids)}::int[])
        group by bl.po_line_id
      ) held
      where l.id = held.po_line_id`);
    await insertTasks(tx, openTasks(planned, people));
    await insertNotifications(tx, customerNotifications(planned, people, now.getTime()));
  });
}

/**
 * One insert of many rows sent as a single JSON document (jsonb_to_recordset): on PGlite about a third cheaper
 * than a multi-row VALUES of thousands of parameters. `rows` are keyed by the table's property names.
 */
async function insertRecords(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => (table as unknown as Record<string, PgColumn>)[key]!);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key, index) => [columns[index]!.name, row[key]])),
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`,
  );
}

function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The orders with a supplier, each with the factory it names (else the supplier's first in its entity). */
async function loadOrders(db: Db): Promise<Order[]> {
  const rows = rowsOf<{
    id: number;
    entity_id: number;
    customer_id: number;
    supplier_id: number;
    factory_id: number;
    po_number: string;
    line_id: number;
    product_id: number;
    reference: string;
    quantity: number;
    booked: number;
  }>(
    await db.execute(sql`
      select po.id, po.entity_id, po.customer_id, po.supplier_id, f.id as factory_id, po.po_number,
        l.id as line_id, l.product_id, p.product_reference as reference, l.quantity, l.booked_quantity as booked
      from purchase_orders po
      join customers c on c.id = po.customer_id and c.deleted_at is null
      join lateral (
        select f.id from factories f
        where f.supplier_id = po.supplier_id and f.entity_id = po.entity_id
        order by f.id = po.factory_id desc, f.id limit 1
      ) f on true
      join purchase_order_lines l on l.purchase_order_id = po.id
      join customer_products p on p.id = l.product_id
      where po.supplier_id is not null
      order by po.id, l.id`),
  );
  const orders = new Map<number, Order>();
  for (const row of rows) {
    let order = orders.get(row.id);
    if (!order) {
      order = {
        id: row.id,
        entityId: row.entity_id,
        customerId: row.customer_id,
        supplierId: row.supplier_id,
        factoryId: row.factory_id,
        poNumber: row.po_number,
        lines: [],
      };
      orders.set(row.id, order);
    }
    const quantity = Number(row.quantity);
    order.lines.push({
      id: row.line_id,
      productId: row.product_id,
      reference: row.reference,
      quantity,
      budget: Math.max(0, Math.floor(quantity * BOOKABLE_SHARE) - Number(row.booked)),
    });
  }
  return [...orders.values()];
}

async function loadPeople(db: Db, orders: Order[]): Promise<People> {
  const users = rowsOf<{
    id: number;
    login: string;
    name: string;
    entities: number[];
    customer_id: number | null;
    supplier_id: number | null;
    factory_id: number | null;
  }>(
    await db.execute(sql`
      select u.id, lower(u.login_name) as login, u.full_name as name, u.customer_id, u.supplier_id, u.factory_id,
        coalesce(array_agg(ue.entity_id) filter (where ue.entity_id is not null), '{}') as entities
      from users u left join user_entities ue on ue.user_id = u.id
      where u.is_active group by u.id`),
  );
  const demo = users.map((user): DemoUser & { login: string } => ({
    login: user.login,
    id: user.id,
    name: user.name,
    entities: user.entities.map(Number),
    customerId: user.customer_id,
    supplierId: user.supplier_id,
    factoryId: user.factory_id,
  }));
  const customerIds = [...new Set(orders.map((order) => order.customerId))];
  const named = rowsOf<{ customer_id: number; user_id: number | null }>(
    await db.execute(sql`
      select c.customer_id, unnest(array[c.cs_user_id, c.backup_cs_user_id]) as user_id
      from customer_user_configs c
      where c.service_id = ${Service.Inspection} and c.customer_id = any(${sql.param(customerIds)}::int[])
      order by c.customer_id, c.id`),
  );
  const planners = new Map<number, number[]>();
  const entityCs = new Map<number, number[]>();
  for (const entityId of new Set(orders.map((order) => order.entityId))) {
    planners.set(entityId, await roleUsers(db, entityId, Role.Planning));
    entityCs.set(entityId, await roleUsers(db, entityId, Role.Cs));
  }
  const csOf = new Map<number, number[]>();
  const actorOf = new Map<number, number | null>();
  for (const order of orders) {
    if (csOf.has(order.customerId)) continue;
    const own = [
      ...new Set(
        named
          .filter((row) => row.customer_id === order.customerId && row.user_id != null)
          .map((row) => Number(row.user_id)),
      ),
    ];
    // A task reaches only an active user working in the booking's entity (raiseTask's rule).
    const reachable = (id: number) =>
      demo.some((user) => user.id === id && user.entities.includes(order.entityId));
    const staff = entityCs.get(order.entityId) ?? [];
    const assigned = (own.length ? own : staff).filter(reachable);
    csOf.set(order.customerId, assigned);
    actorOf.set(
      order.customerId,
      assigned.find((id) => staff.includes(id)) ?? staff[0] ?? assigned[0] ?? null,
    );
  }
  return {
    byLogin: new Map(demo.map((user) => [user.login, user])),
    names: new Map(demo.map((user) => [user.id, user.name])),
    csOf,
    actorOf,
    planners,
  };
}

function groupIds(rows: { owner: number | null; id: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows)
    if (row.owner != null) groups.set(row.owner, [...(groups.get(row.owner) ?? []), row.id]);
  return groups;
}

async function loadReferences(db: Db, orders: Order[]): Promise<References> {
  const customerIds = sql.param([...new Set(orders.map((order) => order.customerId))]);
  const offices = rowsOf<{ id: number; entity_id: number; country_id: number }>(
    await db.execute(sql`select id, entity_id, country_id from offices where is_active order by id`),
  );
  const officeMap = new Map<number, { id: number; countryId: number }[]>();
  for (const office of offices)
    officeMap.set(office.entity_id, [
      ...(officeMap.get(office.entity_id) ?? []),
      { id: office.id, countryId: office.country_id },
    ]);
  const factories = rowsOf<{ id: number; country_id: number | null }>(
    await db.execute(sql`select id, country_id from factories`),
  );
  const customerContacts = rowsOf<{ owner: number; id: number }>(
    await db.execute(sql`select customer_id as owner, id from customer_contacts
      where is_active and customer_id = any(${customerIds}::int[]) order by is_primary desc, id`),
  );
  const vendorContacts = rowsOf<{ supplier_id: number | null; factory_id: number | null; id: number }>(
    await db.execute(sql`select supplier_id, factory_id, id from vendor_contacts order by ranking, id`),
  );
  const services = rowsOf<{
    customer_id: number;
    service_type: number;
    aql_level: number;
    critical_aql: number | null;
    major_aql: number | null;
    minor_aql: number | null;
  }>(
    await db.execute(sql`select customer_id, service_type, aql_level, critical_aql, major_aql, minor_aql
      from customer_services
      where active and service_id = ${Service.Inspection} and customer_id = any(${customerIds}::int[])`),
  );
  const aql = new Map<string, AqlChoice>();
  for (const row of services) {
    const values = [row.critical_aql, row.major_aql, row.minor_aql];
    const level = row.aql_level as AqlLevel;
    // The sampling covers levels I-III and AQL 0-6.5; a service outside them keeps the default.
    if (![AqlLevel.AQLI, AqlLevel.AQLII, AqlLevel.AQLIII].includes(level)) continue;
    if (!values.every((value) => value == null || isAqlValue(value))) continue;
    aql.set(`${row.customer_id}:${row.service_type}`, {
      aqlLevel: level,
      critical: values[0] as AqlValue | null,
      major: values[1] as AqlValue | null,
      minor: values[2] as AqlValue | null,
    });
  }
  return {
    offices: officeMap,
    factoryCountry: new Map(factories.map((row) => [row.id, row.country_id])),
    customerContacts: groupIds(customerContacts),
    supplierContacts: groupIds(vendorContacts.map((row) => ({ owner: row.supplier_id, id: row.id }))),
    factoryContacts: groupIds(vendorContacts.map((row) => ({ owner: row.factory_id, id: row.id }))),
    aql,
  };
}

/** Whether a demo login is a party of the order (and works in its entity). */
function isParty(people: People, login: 'customer' | 'supplier' | 'factory', order: Order): boolean {
  const user = people.byLogin.get(login);
  if (!user?.entities.includes(order.entityId)) return false;
  if (login === 'customer') return user.customerId === order.customerId;
  if (login === 'supplier') return user.supplierId === order.supplierId;
  return user.factoryId === order.factoryId;
}

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
function planBookings(orders: Order[], people: People, references: References, random: Random): Planned[] {
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

/** Where each status's story ends: 0 created, 1 requested, 2 verified, 3 confirmed, 4 rescheduled. */
const REACHED: Record<S, number> = {
  [S.New]: 0,
  [S.Requested]: 1,
  [S.Verified]: 2,
  [S.Confirmed]: 3,
  [S.AllocateQC]: 3,
  [S.Scheduled]: 3,
  [S.Inspected]: 3,
  [S.Validated]: 3,
  [S.ReportSent]: 3,
  [S.Rescheduled]: 4,
  [S.Hold]: 1,
  [S.Cancel]: 1,
};

/** Squeezes a story so its last step is at `latest`, keeping the order and the first step. */
function fitBefore(steps: Step[], latest: number): void {
  const start = steps[0]!.at;
  const last = steps.at(-1)!.at;
  if (last <= latest) return;
  const span = Math.max(last - start, 1);
  const room = Math.max(latest - start, 0);
  for (const step of steps) step.at = Math.round(start + ((step.at - start) * room) / span);
}

/** The histories: who made each booking, requested, verified, confirmed, moved, held or cancelled it, when. */
function tellStories(planned: Planned[], people: People, random: Random, today: number, now: number): void {
  const idOf = (login: string) => people.byLogin.get(login)?.id ?? null;
  const csFor = (order: Order) => people.actorOf.get(order.customerId) ?? null;
  /** Before now and before the inspection day. */
  const latestOf = (booking: Planned) =>
    Math.min(now - random.int(5, 180) * MINUTE, today + booking.day * DAY - 2 * HOUR);
  /** A step after `last`, never in the future: a split or a merge. */
  const after = (last: number) =>
    Math.max(last + MINUTE, Math.min(last + random.int(1, 30) * HOUR, now - random.int(2, 60) * MINUTE));
  const entry = (
    action: Step['action'],
    userId: number | null,
    from: S | null,
    to: S | null,
    at: number,
    extra: Partial<Step> = {},
  ): Step => ({ action, userId, from, to, reason: null, changes: [], at, ...extra });

  for (const booking of planned.filter((item) => !item.parent)) {
    const { order } = booking;
    const cs = csFor(order);
    const creators: [number | null, number][] = [[cs, 3]];
    if (isParty(people, 'customer', order)) creators.push([idOf('customer'), 4]);
    if (isParty(people, 'supplier', order)) creators.push([idOf('supplier'), 2]);
    if (isParty(people, 'factory', order)) creators.push([idOf('factory'), 1]);
    const creator = random.weighted(creators);
    booking.createdBy = creator;
    const inspection = today + booking.day * DAY;
    let at = Math.min(
      inspection - random.int(5, 24) * DAY + random.int(8 * 60, 17 * 60) * MINUTE,
      now - random.int(4 * 60, 8 * 24 * 60) * MINUTE,
    );
    const steps: Step[] = [];
    /** The next step, `gap` after the previous one. */
    const step = (
      gap: number,
      action: Step['action'],
      userId: number | null,
      from: S | null,
      to: S | null,
      extra: Partial<Step> = {},
    ) => {
      at += gap;
      steps.push(entry(action, userId, from, to, at, extra));
    };
    const story = booking.before ?? (booking.status === S.Hold ? booking.heldFrom! : booking.status);
    const cancelledFrom =
      booking.status === S.Cancel && !booking.combinedInto
        ? random.pick(
            booking.day < 0 ? [S.Verified, S.Confirmed] : [S.New, S.Requested, S.Verified, S.Confirmed],
          )
        : null;
    const reached = REACHED[cancelledFrom ?? story];

    step(0, BookingEvent.Created, creator, null, S.New);
    if (reached >= 1) step(random.int(1, 40) * MINUTE, BookingAction.Request, creator, S.New, S.Requested);
    if (reached >= 2) step(random.int(1, 20) * HOUR, BookingAction.Verify, cs, S.Requested, S.Verified);
    if (reached >= 2 && booking.instructions && random.next() < 0.4)
      step(random.int(10, 90) * MINUTE, BookingAction.Edit, cs, S.Verified, S.Verified, {
        changes: [{ field: 'instructions', from: null, to: booking.instructions }],
      });
    if (reached >= 3) step(random.int(2, 30) * HOUR, BookingAction.Confirm, cs, S.Verified, S.Confirmed);
    if (reached >= 4) {
      // A new date after confirmation: the edit, then the reschedule it makes (booking-save.ts).
      const mover = isParty(people, 'customer', order) ? idOf('customer') : cs;
      const moved = (day: number) => isoDay(day - 2 * DAY);
      step(random.int(20, 60) * HOUR, BookingAction.Edit, mover, S.Confirmed, S.Confirmed, {
        changes: [
          { field: 'inspectionDateFrom', from: moved(inspection), to: isoDay(inspection) },
          {
            field: 'inspectionDateTo',
            from: moved(inspection + booking.extraDays * DAY),
            to: isoDay(inspection + booking.extraDays * DAY),
          },
        ],
      });
      step(0, BookingEvent.Rescheduled, mover, S.Confirmed, S.Rescheduled);
    }
    if (booking.status === S.Hold)
      step(random.int(3, 40) * HOUR, BookingAction.Hold, cs, booking.heldFrom, S.Hold, {
        reason: booking.holdReason,
      });
    if (cancelledFrom != null) {
      const byCustomer = isParty(people, 'customer', order) && random.next() < 0.5;
      step(
        random.int(3, 60) * HOUR,
        BookingAction.Cancel,
        byCustomer ? idOf('customer') : cs,
        cancelledFrom,
        S.Cancel,
        {
          reason: booking.cancelReason,
        },
      );
    }
    fitBefore(steps, latestOf(booking));
    booking.steps = steps;
  }

  for (const other of planned.filter((item) => item.combinedInto)) {
    const target = other.combinedInto!;
    const cs = csFor(target.order);
    const at = after(Math.max(other.steps.at(-1)!.at, target.steps.at(-1)!.at));
    other.steps.push(entry(BookingEvent.CombinedInto, cs, other.before, S.Cancel, at));
    target.steps.push(entry(BookingAction.Combine, cs, target.before, target.status, at));
  }

  for (const child of planned.filter((item) => item.parent)) {
    const parent = child.parent!;
    const cs = csFor(child.order);
    const at = after(parent.steps.at(-1)!.at);
    child.createdBy = cs;
    child.steps = [entry(BookingEvent.SplitFrom, cs, null, S.Requested, at)];
    parent.steps.push(entry(BookingAction.Split, cs, null, null, at));
  }
}

/** Once the ids are known: what names another booking (as booking-combine.ts and booking-split.ts word it). */
function nameRelatives(planned: Planned[]): void {
  for (const booking of planned) {
    if (booking.combinedInto) {
      const reason = `Combined into ${bookingNumber(booking.combinedInto.id)}`;
      booking.cancelReason = reason;
      booking.steps.at(-1)!.reason = reason;
      const merge = booking.combinedInto.steps.find((step) => step.action === BookingAction.Combine)!;
      merge.changes = [{ field: 'combined', from: null, to: bookingNumber(booking.id) }];
    }
    if (booking.parent) {
      booking.steps[0]!.changes = [{ field: 'splitFrom', from: null, to: bookingNumber(booking.parent.id) }];
      const split = booking.parent.steps.find(
        (step) => step.action === BookingAction.Split && !step.changes.length,
      );
      if (split) split.changes = [{ field: 'splitInto', from: null, to: bookingNumber(booking.id) }];
    }
  }
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The booking as a save leaves it, with the columns the summary reads (booking-write.ts derivedColumns). */
function bookingRow(booking: Planned, references: References, today: number) {
  const { order } = booking;
  const poNumbers = [...new Set(booking.lines.map((item) => item.poNumber))].sort();
  const productReferences = [...new Set(booking.lines.map((item) => item.line.reference))].sort();
  const offices = references.offices.get(order.entityId) ?? [];
  const country = references.factoryCountry.get(order.factoryId);
  const office = offices.find((item) => item.countryId === country) ?? offices[0];
  const from = today + booking.day * DAY;
  return {
    id: booking.id,
    entityId: order.entityId,
    customerId: order.customerId,
    supplierId: order.supplierId,
    factoryId: order.factoryId,
    serviceType: booking.serviceType,
    status: booking.status,
    heldFromStatus: booking.status === S.Hold ? booking.heldFrom : null,
    inspectionDateFrom: isoDay(from),
    inspectionDateTo: isoDay(from + booking.extraDays * DAY),
    // A draft may not have its office yet.
    officeId: booking.status === S.New && booking.key % 2 === 0 ? null : (office?.id ?? null),
    instructions: booking.instructions,
    containerCount: booking.containerCount,
    customerContactIds: booking.customerContactIds,
    supplierContactIds: booking.supplierContactIds,
    factoryContactIds: booking.factoryContactIds,
    parentId: booking.parent?.id ?? null,
    combinedIntoId: booking.combinedInto?.id ?? null,
    holdReason: booking.status === S.Hold ? booking.holdReason : null,
    cancelReason: booking.status === S.Cancel ? booking.cancelReason : null,
    poNumbers: poNumbers.join(', '),
    searchText: [bookingNumber(booking.id), ...poNumbers, ...productReferences].join(' ').toLowerCase(),
    productCount: new Set(booking.lines.map((item) => item.line.productId)).size,
    totalQuantity: booking.lines.reduce((sum, item) => sum + item.quantity, 0),
    createdBy: booking.createdBy,
    version: booking.steps.length,
    createdAt: new Date(booking.steps[0]!.at),
    updatedAt: new Date(booking.steps.at(-1)!.at),
  };
}

/** Per product: the AQL of the customer's service of that type, its lot, and the sampling computed for it. */
function productRows(booking: Planned, references: References) {
  const choice = references.aql.get(`${booking.order.customerId}:${booking.serviceType}`) ?? DEFAULT_AQL;
  const lots = new Map<number, number>();
  for (const item of booking.lines)
    lots.set(item.line.productId, (lots.get(item.line.productId) ?? 0) + item.quantity);
  // Picking: the first two products are drawn together, one lot of both quantities.
  const grouped = booking.picking ? [...lots.keys()].slice(0, 2) : [];
  const groupLot = grouped.reduce((sum, productId) => sum + lots.get(productId)!, 0);
  return [...lots].map(([productId, quantity]) => {
    const lotSize = grouped.includes(productId) ? groupLot : quantity;
    return {
      bookingId: booking.id,
      productId,
      aqlLevel: choice.aqlLevel,
      customSampleSize: null,
      criticalAql: choice.critical,
      majorAql: choice.major,
      minorAql: choice.minor,
      pickingGroup: grouped.includes(productId) ? 1 : null,
      lotSize,
      sampling: computeSampling({
        lotSize,
        level: choice.aqlLevel,
        critical: choice.critical,
        major: choice.major,
        minor: choice.minor,
      }),
    };
  });
}

/** When the booking reached a status (the last step that led to it). */
function reachedAt(booking: Planned, status: S): number {
  return [...booking.steps].reverse().find((step) => step.to === status)?.at ?? booking.steps.at(-1)!.at;
}

/**
 * The open tasks of each booking's status, as the steps raised them: Requested waits for CS to verify (a
 * split child for CS to verify the split), Verified for CS to confirm, Confirmed and Rescheduled for planning
 * to schedule. Hold closes none: a held booking keeps the task of the status it was held from.
 */
function openTasks(planned: Planned[], people: People): NewTask[] {
  const tasks: NewTask[] = [];
  for (const booking of planned) {
    const status = booking.status === S.Hold ? booking.heldFrom! : booking.status;
    const { order } = booking;
    const cs = people.csOf.get(order.customerId) ?? [];
    let type: TaskType | null = null;
    let assignees: number[] = [];
    if (status === S.Requested) {
      type = booking.parent ? TaskType.SplitInspectionBooking : TaskType.InspectionVerified;
      assignees = cs;
    } else if (status === S.Verified) {
      type = TaskType.InspectionConfirmed;
      assignees = cs;
    } else if (status === S.Confirmed || status === S.Rescheduled) {
      type = TaskType.ScheduleInspection;
      assignees = people.planners.get(order.entityId) ?? [];
    }
    if (type == null) continue;
    const createdAt = new Date(reachedAt(booking, status));
    for (const userId of assignees)
      tasks.push({
        userId,
        entityId: order.entityId,
        type,
        linkId: booking.id,
        parentId: booking.parent?.id ?? null,
        staffName: null,
        createdAt,
      });
  }
  return tasks;
}

const NOTIFIED: Partial<Record<Step['action'], NotificationType>> = {
  [BookingAction.Verify]: NotificationType.InspectionVerified,
  [BookingAction.Confirm]: NotificationType.InspectionConfirmed,
  [BookingAction.Hold]: NotificationType.InspectionHold,
  [BookingAction.Cancel]: NotificationType.InspectionCancelled,
  [BookingEvent.Rescheduled]: NotificationType.InspectionRescheduled,
  [BookingAction.Split]: NotificationType.InspectionSplit,
  [BookingAction.Combine]: NotificationType.InspectionModified,
  [BookingEvent.CombinedInto]: NotificationType.InspectionCancelled,
};
const CUSTOMER_NOTIFICATIONS = 8;

/** The demo customer user hears of the latest steps others took on its bookings; the older ones are read. */
function customerNotifications(
  planned: Planned[],
  people: People,
  now: number,
): (NewNotification & { isRead: boolean })[] {
  const customer = people.byLogin.get('customer');
  if (!customer) return [];
  const heard = planned
    .filter((booking) => isParty(people, 'customer', booking.order))
    .flatMap((booking) =>
      booking.steps
        .filter((step) => step.userId !== customer.id && NOTIFIED[step.action] != null)
        .map((step) => ({ booking, step, type: NOTIFIED[step.action]! })),
    )
    .filter(({ type }) => isCategoryVisible(UserType.Customer, notificationCategory(type)))
    .sort((a, b) => b.step.at - a.step.at)
    .slice(0, CUSTOMER_NOTIFICATIONS);
  return heard.map(({ booking, step, type }) => ({
    userId: customer.id,
    entityId: booking.order.entityId,
    type,
    linkId: booking.id,
    message: null,
    isRead: now - step.at > 2 * DAY,
    createdAt: new Date(step.at),
  }));
}
