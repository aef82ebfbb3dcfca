import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  AqlLevel,
  ResourceResult,
  ServiceType,
  type BookingCreate,
  type BookingDetail,
  type Lang,
} from '@portal/domain';
import {
  customerContacts,
  purchaseOrderLines as l,
  purchaseOrders as po,
  vendorContacts,
} from '../../db/schema';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** The demo parties of entity 1 the users customer, supplier and factory belong to. */
export const DEMO = { customerId: 1, supplierId: 1, factoryId: 1 } as const;
export const BOOKING_BASE = '/api/Booking';

export interface OpenLine {
  id: number;
  productId: number;
  poNumber: string;
  /** Its quantity less what bookings hold. */
  available: number;
}

export type SaveAnswer = {
  result: number;
  data?: BookingDetail;
  current?: BookingDetail;
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
};

/** yyyy-MM-dd, `days` from today (UTC, the server's zone). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What booking tests share: calls signed in once per login, a PO line with room left, a valid new booking of
 * the demo customer, supplier and factory from the demo data, and creating one.
 */
export function bookingTestKit(t: () => TestApp) {
  const tokens = new Map<string, string>();

  async function call(
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    options: { entity?: number; lang?: Lang } = {},
  ): Promise<LightMyRequestResponse> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    const separator = url.includes('?') ? '&' : '?';
    return t().app.inject({
      method,
      url: options.lang ? `${url}${separator}lang=${options.lang}` : url,
      headers: authHeaders(tokens.get(login)!, options.entity ?? 1),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /**
   * The PO line of the customer with the most left to book (at least `minAvailable`), on an order naming the
   * demo supplier and factory or none; throws when the demo data has none.
   */
  async function openLine(customerId: number = DEMO.customerId, minAvailable = 1): Promise<OpenLine> {
    const available = sql<number>`(${l.quantity} - ${l.bookedQuantity})::int`;
    const [line] = await t()
      .database.db.select({ id: l.id, productId: l.productId, poNumber: po.poNumber, available })
      .from(l)
      .innerJoin(po, eq(po.id, l.purchaseOrderId))
      .where(
        and(
          eq(po.customerId, customerId),
          eq(po.entityId, 1),
          or(isNull(po.supplierId), eq(po.supplierId, DEMO.supplierId)),
          or(isNull(po.factoryId), eq(po.factoryId, DEMO.factoryId)),
          sql`${l.quantity} - ${l.bookedQuantity} >= ${minAvailable}`,
        ),
      )
      .orderBy(desc(available), asc(l.id))
      .limit(1);
    if (!line) throw new Error(`no PO line of customer ${customerId} with ${minAvailable} left`);
    return line;
  }

  /** The demo contacts: the customer's first active one, the supplier's and the factory's first. */
  async function demoContacts() {
    const db = t().database.db;
    const [customer] = await db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(and(eq(customerContacts.customerId, DEMO.customerId), eq(customerContacts.isActive, true)))
      .orderBy(asc(customerContacts.id))
      .limit(1);
    const vendor = (column: typeof vendorContacts.supplierId | typeof vendorContacts.factoryId, id: number) =>
      db
        .select({ id: vendorContacts.id })
        .from(vendorContacts)
        .where(eq(column, id))
        .orderBy(asc(vendorContacts.id))
        .limit(1);
    const [[supplier], [factory]] = await Promise.all([
      vendor(vendorContacts.supplierId, DEMO.supplierId),
      vendor(vendorContacts.factoryId, DEMO.factoryId),
    ]);
    return { customer: customer?.id, supplier: supplier?.id, factory: factory?.id };
  }

  /**
   * A valid BookingCreate of the demo customer, supplier and factory: one open PO line (10 units unless
   * `quantity` says), a final inspection a week ahead, level II 0/2.5/4, one contact on each side.
   */
  async function newBookingBody(
    overrides: Partial<BookingCreate> & { quantity?: number } = {},
  ): Promise<BookingCreate> {
    const { quantity = 10, ...rest } = overrides;
    const line = await openLine(DEMO.customerId, quantity);
    const contacts = await demoContacts();
    const ids = (id: number | undefined) => (id ? [id] : []);
    return {
      ...DEMO,
      serviceType: ServiceType.FinalInspection,
      inspectionDateFrom: dayFromToday(7),
      inspectionDateTo: dayFromToday(8),
      officeId: 1,
      instructions: null,
      containerCount: 0,
      customerContactIds: ids(contacts.customer),
      supplierContactIds: ids(contacts.supplier),
      factoryContactIds: ids(contacts.factory),
      lines: [{ id: null, poLineId: line.id, quantity, containerNo: null }],
      products: [
        {
          productId: line.productId,
          aqlLevel: AqlLevel.AQLII,
          customSampleSize: null,
          criticalAql: 0,
          majorAql: 2.5,
          minorAql: 4,
          pickingGroup: null,
        },
      ],
      ...rest,
    };
  }

  /** Creates a booking as `login` (a draft unless overrides.request) and answers it; fails the test otherwise. */
  async function createBooking(
    login: string,
    overrides: Partial<BookingCreate> & { quantity?: number } = {},
  ): Promise<BookingDetail> {
    const response = await call(login, 'POST', BOOKING_BASE, await newBookingBody(overrides));
    const answer = response.json<SaveAnswer>();
    if (response.statusCode !== 200 || answer.result !== ResourceResult.Success)
      throw new Error(`create as ${login}: ${response.statusCode} ${response.body.slice(0, 400)}`);
    return answer.data!;
  }

  return { call, openLine, newBookingBody, createBooking };
}
