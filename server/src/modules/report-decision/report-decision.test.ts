/** @databases postgres */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BookingAction,
  BookingEvent,
  BookingStatus,
  NotificationType,
  REPORT_API,
  REPORT_MESSAGES,
  ReportResult,
  ReviewAction,
  type CustomerDecisionBody,
  type ReportDetail,
} from '@portal/domain';
import {
  bookingHistory,
  bookingLines,
  bookingProducts,
  bookings,
  customerDecisions,
  notifications,
  reportCustomerDecisions,
  reportReviews,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingPeople } from '../booking/booking-recipients';
import { bookingTestKit, dayFromToday } from '../booking/booking.test-support';
import {
  bookedQuantities,
  createFixture,
  seedBooking,
  type Fixture,
} from '../booking/booking-workflow.test-support';
import { seedReport } from '../report-summary/report-rows.test-support';

/** The customer's decision on a sent report, and the re-inspection it may book. */
let t: TestApp;
let fixture: Fixture;
const { call } = bookingTestKit(() => t);
const decide = (login: string, bookingId: number, body: CustomerDecisionBody, lang?: 'en' | 'fr') =>
  call(login, 'POST', `/${REPORT_API.decision(bookingId)}`, body, lang ? { lang } : {});

/** This file's decisions of the demo customer 1 (and one of customer 3). */
const decisions = { reinspect: 0, accept: 0, pending: 0, inactive: 0, otherCustomer: 0 };

async function addDecision(
  customerId: number,
  resultType: ReportResult,
  name: string,
  extra: { releasesShipment?: boolean; active?: boolean } = {},
) {
  const [row] = await t.database.db
    .insert(customerDecisions)
    .values({ customerId, resultType, name, ...extra })
    .returning({ id: customerDecisions.id });
  return row!.id;
}

/** A booking of the demo customer in `status` with its report (sent unless told), holding 10 of line 0. */
async function reportedBooking(
  result: ReportResult,
  options: { status?: BookingStatus; sent?: boolean } = {},
): Promise<{ bookingId: number; reportId: number }> {
  const db = t.database.db;
  const bookingId = await seedBooking(db, fixture, {
    status: options.status ?? BookingStatus.ReportSent,
    dateFrom: dayFromToday(-5),
    contacts: true,
  });
  const sent = options.sent ?? true;
  const reportId = await seedReport(db, bookingId, {
    result,
    sentAt: sent ? new Date() : null,
    validatedAt: new Date(),
  });
  return { bookingId, reportId };
}

const decisionOf = async (reportId: number) =>
  (
    await t.database.db
      .select()
      .from(reportCustomerDecisions)
      .where(eq(reportCustomerDecisions.reportId, reportId))
  )[0] ?? null;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(t.database.db);
  decisions.reinspect = await addDecision(1, ReportResult.Fail, 'Decision test: re-inspect');
  decisions.accept = await addDecision(1, ReportResult.Fail, 'Decision test: accept', {
    releasesShipment: true,
  });
  decisions.pending = await addDecision(1, ReportResult.Pending, 'Decision test: accept the shade');
  decisions.inactive = await addDecision(1, ReportResult.Fail, 'Decision test: retired', { active: false });
  decisions.otherCustomer = await addDecision(3, ReportResult.Fail, 'Decision test: other customer');
});
afterAll(() => t.close());

describe('customer decision', () => {
  it("records the decision, its history line, and notifies the customer's CS and KAM", async () => {
    const { bookingId, reportId } = await reportedBooking(ReportResult.Fail);
    const response = await decide('customer', bookingId, {
      decisionId: decisions.accept,
      comment: '  Ship with a 5 % discount  ',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ data: ReportDetail }>().data;
    expect(detail.decision).toMatchObject({
      decisionId: decisions.accept,
      decisionName: 'Decision test: accept',
      comment: 'Ship with a 5 % discount',
      reinspectionBookingId: null,
    });
    expect(detail.allowedActions).not.toContain('decide');
    const db = t.database.db;
    const [line] = await db.select().from(reportReviews).where(eq(reportReviews.reportId, reportId));
    expect(line).toMatchObject({
      action: ReviewAction.CustomerDecision,
      comment: 'Decision test: accept: Ship with a 5 % discount',
    });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    const people = await bookingPeople(db, booking!);
    const notified = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.linkId, bookingId),
          eq(notifications.type, NotificationType.CustomerDecisionRecorded),
        ),
      );
    const expected = [...new Set([...people.cs, ...people.kam])].sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(notified.map((row) => row.userId).sort((a, b) => a - b)).toEqual(expected);
    // The booking's status is unchanged and nothing else was booked.
    expect(booking!.status).toBe(BookingStatus.ReportSent);

    // Once only.
    const again = await decide('customer', bookingId, { decisionId: decisions.accept });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(REPORT_MESSAGES.notAllowed.en);
  });

  it('takes a pending report with a decision of the Pending type', async () => {
    const { bookingId, reportId } = await reportedBooking(ReportResult.Pending);
    const wrongType = await decide('customer', bookingId, { decisionId: decisions.accept });
    expect(wrongType.statusCode).toBe(400);
    const response = await decide('customer', bookingId, { decisionId: decisions.pending });
    expect(response.statusCode).toBe(200);
    expect((await decisionOf(reportId))?.decisionId).toBe(decisions.pending);
  });

  it("refuses a decision of another result type, another customer's or a retired one, translated", async () => {
    const { bookingId, reportId } = await reportedBooking(ReportResult.Fail);
    for (const decisionId of [decisions.pending, decisions.otherCustomer, decisions.inactive, 900_000_001]) {
      const response = await decide('customer', bookingId, { decisionId }, 'fr');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
        { field: 'decisionId', message: REPORT_MESSAGES.decisionUnknown.fr },
      ]);
    }
    expect(await decisionOf(reportId)).toBeNull();
  });

  it('refuses a passed report and one in the wrong state (409), an unsent one as unseen (404)', async () => {
    const passed = await reportedBooking(ReportResult.Pass);
    const onPass = await decide('customer', passed.bookingId, { decisionId: decisions.accept });
    expect(onPass.statusCode).toBe(409);
    expect(onPass.json<{ message: string }>().message).toBe(REPORT_MESSAGES.notAllowed.en);

    const validated = await reportedBooking(ReportResult.Fail, {
      status: BookingStatus.Validated,
      sent: false,
    });
    expect((await decide('customer', validated.bookingId, { decisionId: decisions.accept })).statusCode).toBe(
      404,
    );
    expect(await decisionOf(validated.reportId)).toBeNull();
    expect(await decisionOf(passed.reportId)).toBeNull();
  });

  it("refuses another customer's booking (404) and everyone but customer users (403)", async () => {
    const { bookingId, reportId } = await reportedBooking(ReportResult.Fail);
    await t.database.db.update(bookings).set({ customerId: 3 }).where(eq(bookings.id, bookingId));
    expect((await decide('customer', bookingId, { decisionId: decisions.accept })).statusCode).toBe(404);
    await t.database.db.update(bookings).set({ customerId: 1 }).where(eq(bookings.id, bookingId));
    for (const login of ['cs', 'supplier', 'factory', 'qcpartner']) {
      const response = await decide(login, bookingId, { decisionId: decisions.accept });
      expect(response.statusCode).toBe(403);
    }
    expect(await decisionOf(reportId)).toBeNull();
  });

  it('books a re-inspection of the same goods, linked, requested, without booking them twice', async () => {
    const db = t.database.db;
    const { bookingId, reportId } = await reportedBooking(ReportResult.Fail);
    const bookedBefore = await bookedQuantities(db, fixture);
    const days = { inspectionDateFrom: dayFromToday(10), inspectionDateTo: dayFromToday(11) };

    // A decision that releases the shipment does not re-inspect; days in the wrong order are refused.
    const released = await decide('customer', bookingId, {
      decisionId: decisions.accept,
      reinspection: days,
    });
    expect(released.statusCode).toBe(400);
    expect(released.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('reinspection');
    const backwards = await decide('customer', bookingId, {
      decisionId: decisions.reinspect,
      reinspection: { inspectionDateFrom: days.inspectionDateTo, inspectionDateTo: days.inspectionDateFrom },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(
      'reinspection.inspectionDateTo',
    );
    expect(await decisionOf(reportId)).toBeNull();
    expect(await db.select().from(bookings).where(eq(bookings.reinspectionOfId, bookingId))).toEqual([]);

    const response = await decide('customer', bookingId, {
      decisionId: decisions.reinspect,
      comment: 'Rework the stitching, then inspect again',
      reinspection: days,
    });
    expect(response.statusCode).toBe(200);
    const [made] = await db.select().from(bookings).where(eq(bookings.reinspectionOfId, bookingId));
    expect(made).toMatchObject({
      status: BookingStatus.Requested,
      customerId: 1,
      supplierId: 1,
      factoryId: 1,
      inspectionDateFrom: days.inspectionDateFrom,
      inspectionDateTo: days.inspectionDateTo,
      totalQuantity: 10,
    });
    expect(response.json<{ data: ReportDetail }>().data.decision?.reinspectionBookingId).toBe(made!.id);
    expect((await decisionOf(reportId))?.reinspectionBookingId).toBe(made!.id);

    const linesOf = (id: number) =>
      db
        .select({ poLineId: bookingLines.poLineId, quantity: bookingLines.quantity })
        .from(bookingLines)
        .where(eq(bookingLines.bookingId, id))
        .orderBy(asc(bookingLines.poLineId));
    expect(await linesOf(made!.id)).toEqual(await linesOf(bookingId));
    const productsOf = (id: number) =>
      db
        .select({ productId: bookingProducts.productId, aqlLevel: bookingProducts.aqlLevel })
        .from(bookingProducts)
        .where(eq(bookingProducts.bookingId, id));
    expect(await productsOf(made!.id)).toEqual(await productsOf(bookingId));
    // The re-inspection took over what the first booking holds: the PO lines did not move.
    expect(await bookedQuantities(db, fixture)).toEqual(bookedBefore);

    const history = await db
      .select({
        action: bookingHistory.action,
        toStatus: bookingHistory.toStatus,
        reason: bookingHistory.reason,
      })
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, made!.id))
      .orderBy(asc(bookingHistory.id));
    expect(history).toEqual([
      {
        action: BookingEvent.Created,
        toStatus: BookingStatus.New,
        reason: REPORT_MESSAGES.reinspectionOf.en.replace(
          '{bookingNo}',
          `INS-${String(bookingId).padStart(6, '0')}`,
        ),
      },
      { action: BookingAction.Request, toStatus: BookingStatus.Requested, reason: null },
    ]);
    // A new request as usual: its CS are told.
    const requested = await db
      .select({ type: notifications.type })
      .from(notifications)
      .where(
        and(
          eq(notifications.linkId, made!.id),
          inArray(notifications.type, [NotificationType.InspectionRequested]),
        ),
      );
    expect(requested.length).toBeGreaterThan(0);

    // The customer sees its new booking in the booking summary.
    const summary = await call('customer', 'POST', '/api/Booking/search', { idList: [made!.id] });
    expect(summary.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toEqual([made!.id]);
  });
});
