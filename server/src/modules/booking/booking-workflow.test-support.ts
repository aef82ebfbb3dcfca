import type { TestApp } from '../../test/test-app';
import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  AqlLevel,
  BookingStatus,
  bookingNumber,
  NotificationType,
  ServiceType,
  type BookingStep,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookingLines,
  bookingProducts,
  bookings,
  customerContacts,
  customerProducts,
  emailOutbox,
  entityBookingSettings,
  notifications,
  purchaseOrderLines,
  purchaseOrders,
  tasks,
  users,
  vendorContacts,
} from '../../db/schema';
import { BOOKING_TASKS } from './booking-change';
import { rederiveBooking } from './booking-resampling';
import { BOOKING_BASE, bookingTestKit } from './booking.test-support';

/**
 * What the workflow tests share: signed-in calls, a purchase order of their own for the demo
 * customer, supplier and factory (customer 1, supplier 1, factory 1), bookings written straight into the
 * database in any status, and readers of the tasks, notifications and mails about a booking.
 */
/** The booking kit's signed-in calls, and the workflow's endpoints on top. */
export function workflowCalls(t: () => TestApp) {
  const kit = bookingTestKit(t);
  const { call } = kit;
  const at = (entity: number) => ({ entity });
  return {
    ...kit,
    step: (login: string, id: number, step: BookingStep, body: object, entityId = 1) =>
      call(login, 'POST', `${BOOKING_BASE}/${id}/${step}`, body, at(entityId)),
    split: (login: string, id: number, body: object) =>
      call(login, 'POST', `${BOOKING_BASE}/${id}/split`, body),
    combine: (login: string, body: object) => call(login, 'POST', `${BOOKING_BASE}/combine`, body),
    picking: (login: string, id: number, body: object) =>
      call(login, 'PUT', `${BOOKING_BASE}/${id}/picking`, body),
    history: (login: string, id: number, entityId = 1) =>
      call(login, 'GET', `${BOOKING_BASE}/${id}/history`, undefined, at(entityId)),
  };
}

export interface Fixture {
  /** Three lines of one purchase order, 100,000 units each, each of another product. */
  poLineIds: number[];
  productIds: number[];
  contacts: { customer: number; supplier: number; factory: number };
}

/** The notification types about bookings (InspectionRequested ... BookingQuantityChange). */
const BOOKING_NOTIFICATIONS = between(
  notifications.type,
  NotificationType.InspectionRequested,
  NotificationType.BookingQuantityChange,
);

/**
 * A purchase order and contacts of the tests' own, so quantities and mails are theirs alone. Demo tasks
 * and notifications about bookings that do not exist (made-up ids) go first: the tests' bookings may take
 * those ids.
 */
export async function createFixture(db: Db): Promise<Fixture> {
  const noBooking = (linkId: typeof tasks.linkId | typeof notifications.linkId) =>
    sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${linkId})`;
  await db.delete(tasks).where(and(inArray(tasks.type, BOOKING_TASKS), noBooking(tasks.linkId)));
  await db.delete(notifications).where(and(BOOKING_NOTIFICATIONS, noBooking(notifications.linkId)));
  const products = await db
    .select({ id: customerProducts.id })
    .from(customerProducts)
    .where(and(eq(customerProducts.customerId, 1), eq(customerProducts.isActive, true)))
    .orderBy(asc(customerProducts.id))
    .limit(3);
  const [line] = await db
    .select({ country: purchaseOrderLines.destinationCountryId })
    .from(purchaseOrderLines)
    .limit(1);
  const [order] = await db
    .insert(purchaseOrders)
    .values({ entityId: 1, customerId: 1, supplierId: 1, factoryId: 1, poNumber: 'WF-TEST-1' })
    .returning({ id: purchaseOrders.id });
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      products.map((product) => ({
        purchaseOrderId: order!.id,
        productId: product.id,
        colorCode: 'TST',
        colorName: 'Test',
        quantity: 100_000,
        etd: '2040-01-15',
        destinationCountryId: line!.country,
      })),
    )
    .returning({ id: purchaseOrderLines.id });
  const [customer] = await db
    .insert(customerContacts)
    .values({ customerId: 1, name: 'Buyer QA', email: 'buyer.qa@wf-test.example' })
    .returning({ id: customerContacts.id });
  const [supplier] = await db
    .insert(vendorContacts)
    .values({ supplierId: 1, name: 'Supplier QC', email: 'supplier.qc@wf-test.example' })
    .returning({ id: vendorContacts.id });
  const [factory] = await db
    .insert(vendorContacts)
    .values({ factoryId: 1, name: 'Factory QC', email: 'factory.qc@wf-test.example' })
    .returning({ id: vendorContacts.id });
  return {
    poLineIds: lines.map((line) => line.id),
    productIds: products.map((product) => product.id),
    contacts: { customer: customer!.id, supplier: supplier!.id, factory: factory!.id },
  };
}

export interface SeedOptions {
  status: BookingStatus;
  heldFromStatus?: BookingStatus | null;
  /** Quantity per fixture line (index into poLineIds); 0 or absent: no line. Default: 10 on the first. */
  quantities?: number[];
  serviceType?: ServiceType;
  /** Another factory than the fixture's (factory 1): a booking the factory user does not see. */
  factoryId?: number;
  dateFrom?: string;
  contacts?: boolean;
}

/** A booking written straight into the database, holding its quantities unless cancelled. */
export async function seedBooking(db: Db, fixture: Fixture, options: SeedOptions): Promise<number> {
  const dateFrom = options.dateFrom ?? '2040-01-05';
  const [row] = await db
    .insert(bookings)
    .values({
      entityId: 1,
      customerId: 1,
      supplierId: 1,
      factoryId: options.factoryId ?? 1,
      serviceType: options.serviceType ?? ServiceType.FinalInspection,
      status: options.status,
      heldFromStatus: options.heldFromStatus ?? null,
      inspectionDateFrom: dateFrom,
      inspectionDateTo: dateFrom,
      customerContactIds: options.contacts ? [fixture.contacts.customer] : [],
      supplierContactIds: options.contacts ? [fixture.contacts.supplier] : [],
      factoryContactIds: options.contacts ? [fixture.contacts.factory] : [],
    })
    .returning({ id: bookings.id });
  const id = row!.id;
  const quantities = options.quantities ?? [10];
  const lines = quantities.flatMap((quantity, index) =>
    quantity > 0
      ? [{ poLineId: fixture.poLineIds[index]!, productId: fixture.productIds[index]!, quantity }]
      : [],
  );
  await db.insert(bookingLines).values(lines.map((line) => ({ ...line, bookingId: id })));
  await db.insert(bookingProducts).values(
    lines.map((line) => ({
      bookingId: id,
      productId: line.productId,
      aqlLevel: AqlLevel.AQLII,
      criticalAql: 0,
      majorAql: 2.5,
      minorAql: 4.0,
    })),
  );
  if (options.status !== BookingStatus.Cancel)
    for (const line of lines)
      await db
        .update(purchaseOrderLines)
        .set({ bookedQuantity: sql`${purchaseOrderLines.bookedQuantity} + ${line.quantity}` })
        .where(eq(purchaseOrderLines.id, line.poLineId));
  await rederiveBooking(db, id);
  return id;
}

/**
 * Puts a booking in a status at version 1 without any effect (the table test's setup), keeping what its
 * lines hold consistent: leaving Cancel books its quantities again, entering it frees them.
 */
export async function setStatus(
  db: Db,
  id: number,
  status: BookingStatus,
  heldFromStatus: BookingStatus | null = null,
): Promise<void> {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  const wasHolding = row!.status !== BookingStatus.Cancel;
  const holds = status !== BookingStatus.Cancel;
  if (wasHolding !== holds)
    await db.execute(sql`update purchase_order_lines pol
      set booked_quantity = pol.booked_quantity + ${holds ? 1 : -1} * bl.quantity
      from booking_lines bl where bl.booking_id = ${id} and bl.po_line_id = pol.id`);
  await db.update(bookings).set({ status, heldFromStatus, version: 1 }).where(eq(bookings.id, id));
}

/** The entity's rules for suppliers and factories after Requested, written straight into the table. */
export async function setVendorRules(
  db: Db,
  rules: { mayCancel: boolean; mayReschedule: boolean },
  entityId = 1,
): Promise<void> {
  const values = {
    supplierMayCancelAfterRequested: rules.mayCancel,
    supplierMayRescheduleAfterRequested: rules.mayReschedule,
  };
  await db
    .insert(entityBookingSettings)
    .values({ entityId, ...values })
    .onConflictDoUpdate({ target: entityBookingSettings.entityId, set: values });
}

export async function versionOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ version: bookings.version }).from(bookings).where(eq(bookings.id, id));
  return row!.version;
}

/** "login:type" of the booking's tasks (open unless told), sorted. */
export async function taskHolders(db: Db, bookingId: number, isDone = false): Promise<string[]> {
  const rows = await db
    .select({ login: users.loginName, type: tasks.type })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(and(eq(tasks.linkId, bookingId), eq(tasks.isDone, isDone), inArray(tasks.type, BOOKING_TASKS)));
  return rows.map((row) => `${row.login}:${row.type}`).sort();
}

/** "login:type" of every notification about the booking, sorted. */
export async function notified(db: Db, bookingId: number): Promise<string[]> {
  const rows = await db
    .select({ login: users.loginName, type: notifications.type })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.linkId, bookingId), BOOKING_NOTIFICATIONS));
  return rows.map((row) => `${row.login}:${row.type}`).sort();
}

/** The mails about the booking in the outbox: "address: subject in English". */
export async function mailed(db: Db, bookingId: number): Promise<string[]> {
  const rows = await db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(sql`${emailOutbox.subject} like ${`%${bookingNumber(bookingId)} %`}`);
  return rows.map((row) => `${row.to}: ${row.subject.split(' / ')[0]}`).sort();
}

/** What the fixture's purchase-order lines hold (booked_quantity), in fixture order. */
export async function bookedQuantities(db: Db, fixture: Fixture): Promise<number[]> {
  const rows = await db
    .select({ id: purchaseOrderLines.id, booked: purchaseOrderLines.bookedQuantity })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.id, fixture.poLineIds));
  return fixture.poLineIds.map((id) => rows.find((row) => row.id === id)!.booked);
}

/** What the non-cancelled bookings' lines hold of each fixture line: booked_quantity must equal it. */
export async function heldByBookings(db: Db, fixture: Fixture): Promise<number[]> {
  const rows = await db
    .select({ id: bookingLines.poLineId, held: sql<number>`sum(${bookingLines.quantity})::int` })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(and(inArray(bookingLines.poLineId, fixture.poLineIds), ne(bookings.status, BookingStatus.Cancel)))
    .groupBy(bookingLines.poLineId);
  return fixture.poLineIds.map((id) => Number(rows.find((row) => Number(row.id) === id)?.held ?? 0));
}
