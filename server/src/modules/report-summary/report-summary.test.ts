/** @databases both */
import { eq } from 'drizzle-orm';
import {
  BookingStatus,
  REPORT_API,
  ReportResult,
  ReportStatus,
  ReviewStatus,
  type ReportRow,
} from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { bookings, customerDecisions, reportCustomerDecisions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingTestKit } from '../booking/booking.test-support';
import { createFixture, seedBooking, type Fixture } from '../booking/booking-workflow.test-support';
import { allocateStaff, seedReport, staffOf } from './report-rows.test-support';

/** The report summary: each filter, the text search, who sees which reports, the row's fields, export. */
let t: TestApp;
let fixture: Fixture;
const { call } = bookingTestKit(() => t);
type Page = { result: number; data: ReportRow[]; total: number };
const HOUR = 3_600_000;

/** This file's bookings: the reports' rows among the demo data's (restricted by idList). */
const ids = { sentLate: 0, validated: 0, draft: 0, otherCustomer: 0 };
const reportIds: number[] = [];
let inspectorStaff = 0;
let partnerStaff = 0;

async function search(body: Record<string, unknown>, login = 'cs') {
  const response = await call(login, 'POST', `/${REPORT_API.search}`, body);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

/** The booking ids among this file's reports that a search keeps, sorted. */
const bookingsOf = async (filter: Record<string, unknown>, login = 'cs') =>
  (await search({ ...filter, idList: reportIds, take: 100 }, login)).data
    .map((row) => row.bookingId)
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  fixture = await createFixture(db);
  inspectorStaff = await staffOf(db, 'inspector');
  partnerStaff = await staffOf(db, 'qcpartner');
  const now = Date.now();

  ids.sentLate = await seedBooking(db, fixture, { status: BookingStatus.ReportSent, dateFrom: '2039-03-10' });
  reportIds.push(
    await seedReport(db, ids.sentLate, {
      result: ReportResult.Fail,
      submittedAt: new Date(now - 90 * HOUR),
      validatedAt: new Date(now - 80 * HOUR),
      sentAt: new Date(now - 10 * HOUR),
      dueAt: new Date(now - 20 * HOUR),
    }),
  );
  await allocateStaff(db, ids.sentLate, inspectorStaff);

  ids.validated = await seedBooking(db, fixture, { status: BookingStatus.Validated, dateFrom: '2039-03-20' });
  reportIds.push(
    await seedReport(db, ids.validated, { result: ReportResult.Pass, dueAt: new Date(now + HOUR) }),
  );
  await allocateStaff(db, ids.validated, inspectorStaff);

  ids.draft = await seedBooking(db, fixture, { status: BookingStatus.Inspected, dateFrom: '2039-04-02' });
  reportIds.push(
    await seedReport(db, ids.draft, {
      result: ReportResult.Pending,
      status: ReportStatus.Draft,
      reviewStatus: ReviewStatus.NotStarted,
      dueAt: new Date(now - HOUR),
    }),
  );
  await allocateStaff(db, ids.draft, partnerStaff);
  await allocateStaff(db, ids.draft, inspectorStaff);

  // A sent report of another customer (customer 3): the demo customer user must never see it.
  ids.otherCustomer = await seedBooking(db, fixture, {
    status: BookingStatus.ReportSent,
    dateFrom: '2039-03-15',
  });
  await db.update(bookings).set({ customerId: 3 }).where(eq(bookings.id, ids.otherCustomer));
  reportIds.push(
    await seedReport(db, ids.otherCustomer, { sentAt: new Date(now - HOUR), dueAt: new Date(now) }),
  );

  // The demo customer's decision on the failed report.
  const [decision] = await db
    .insert(customerDecisions)
    .values({ customerId: 1, resultType: ReportResult.Fail, name: 'Summary test: accept with deduction' })
    .returning({ id: customerDecisions.id });
  await db.insert(reportCustomerDecisions).values({ reportId: reportIds[0]!, decisionId: decision!.id });
});
afterAll(() => t.close());

describe('report summary', () => {
  it('filters by each field', async () => {
    const { sentLate, validated, draft, otherCustomer } = ids;
    expect(await bookingsOf({})).toEqual([sentLate, validated, draft, otherCustomer]);
    expect(await bookingsOf({ customerIds: [3] })).toEqual([otherCustomer]);
    expect(await bookingsOf({ supplierIds: [1], customerIds: [1] })).toEqual([sentLate, validated, draft]);
    expect(await bookingsOf({ factoryIds: [2] })).toEqual([]);
    expect(await bookingsOf({ results: [ReportResult.Fail, ReportResult.Pending] })).toEqual([
      sentLate,
      draft,
    ]);
    expect(await bookingsOf({ reviewStatuses: [ReviewStatus.NotStarted] })).toEqual([draft]);
    expect(await bookingsOf({ statuses: [ReportStatus.Validated] })).toEqual([
      sentLate,
      validated,
      otherCustomer,
    ]);
    expect(await bookingsOf({ inspectorIds: [partnerStaff] })).toEqual([draft]);
    expect(await bookingsOf({ inspectorIds: [inspectorStaff] })).toEqual([sentLate, validated, draft]);
    // Inspection days overlapping the range, either end open.
    expect(await bookingsOf({ dateFrom: '2039-03-15', dateTo: '2039-03-20' })).toEqual([
      validated,
      otherCustomer,
    ]);
    expect(await bookingsOf({ dateFrom: '2039-03-21' })).toEqual([draft]);
    expect(await bookingsOf({ dateTo: '2039-03-10' })).toEqual([sentLate]);
  });

  it('searches the booking number and the PO numbers', async () => {
    const bookingNo = `INS-${String(ids.validated).padStart(6, '0')}`;
    expect(await bookingsOf({ searchText: bookingNo })).toEqual([ids.validated]);
    expect(await bookingsOf({ searchText: bookingNo.toLowerCase() })).toEqual([ids.validated]);
    expect(await bookingsOf({ searchText: 'wf-test-1' })).toHaveLength(4);
    expect(await bookingsOf({ searchText: 'no such booking' })).toEqual([]);
    // LIKE metacharacters match themselves.
    expect(await bookingsOf({ searchText: '%' })).toEqual([]);
  });

  it('answers the row: names, inspectors, lateness, the customer decision', async () => {
    const { data } = await search({ idList: reportIds, sort: { field: 'bookingNo', direction: 'asc' } });
    expect(data.map((row) => row.bookingId)).toEqual(Object.values(ids).sort((a, b) => a - b));
    const late = data.find((row) => row.bookingId === ids.sentLate)!;
    expect(late).toMatchObject({
      bookingNo: `INS-${String(ids.sentLate).padStart(6, '0')}`,
      customerName: expect.any(String),
      supplierName: expect.any(String),
      factoryName: expect.any(String),
      result: ReportResult.Fail,
      status: ReportStatus.Validated,
      late: true,
      decisionName: 'Summary test: accept with deduction',
    });
    expect(late.inspectorNames).toHaveLength(1);
    const draft = data.find((row) => row.bookingId === ids.draft)!;
    // Two inspectors, each named once; due an hour ago and not sent: late.
    expect(draft.inspectorNames).toHaveLength(2);
    expect(draft.late).toBe(true);
    expect(data.find((row) => row.bookingId === ids.validated)!.late).toBe(false);
    expect(data.find((row) => row.bookingId === ids.otherCustomer)!.late).toBe(false);
  });

  it('sorts by the asked field, then by id', async () => {
    const byDate = await bookingsOf({ sort: { field: 'inspectionDateFrom', direction: 'asc' } });
    expect(byDate).toEqual([ids.sentLate, ids.validated, ids.draft, ids.otherCustomer].sort((a, b) => a - b));
    const { data } = await search({
      idList: reportIds,
      sort: { field: 'inspectionDateFrom', direction: 'asc' },
    });
    expect(data.map((row) => row.bookingId)).toEqual([
      ids.sentLate,
      ids.otherCustomer,
      ids.validated,
      ids.draft,
    ]);
    const sent = await search({ idList: reportIds, sort: { field: 'sentAt', direction: 'desc' } });
    expect(sent.data[0]!.sentAt).toBeNull();
  });

  it("shows a customer user only its own customer's sent reports", async () => {
    expect(await bookingsOf({}, 'customer')).toEqual([ids.sentLate]);
    // Asking for another customer's reports by filter or by id finds nothing.
    expect(await bookingsOf({ customerIds: [3] }, 'customer')).toEqual([]);
    const page = await search({ idList: [reportIds[3]!] }, 'customer');
    expect(page).toMatchObject({ data: [], total: 0 });
  });

  it('shows an outsourced inspector only the reports of its own bookings', async () => {
    expect(await bookingsOf({}, 'qcpartner')).toEqual([ids.draft]);
    expect(await bookingsOf({ inspectorIds: [inspectorStaff] }, 'qcpartner')).toEqual([ids.draft]);
  });

  it('refuses suppliers and factories, and staff of another entity see none of these', async () => {
    for (const login of ['supplier', 'factory']) {
      const response = await call(login, 'POST', `/${REPORT_API.search}`, {});
      expect(response.statusCode).toBe(403);
    }
    const other = await call('cs', 'POST', `/${REPORT_API.search}`, { idList: reportIds }, { entity: 2 });
    if (other.statusCode === 200) expect(other.json<Page>().data).toEqual([]);
    else expect(other.statusCode).toBe(403);
  });

  it('refuses a malformed search with 400', async () => {
    for (const body of [
      { results: ['fail'] },
      { dateFrom: '2039-02-30' },
      { sort: { field: 'nope', direction: 'asc' } },
    ]) {
      const response = await call('cs', 'POST', `/${REPORT_API.search}`, body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('exports the matching rows as an xlsx, in French when asked', async () => {
    const exported = await call(
      'cs',
      'POST',
      `/${REPORT_API.export}`,
      { idList: reportIds, sort: { field: 'bookingNo', direction: 'asc' } },
      { lang: 'fr' },
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const rows = readXlsxRows(exported.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['N° de réservation', 'Client', 'Fournisseur']);
    const bodyRows = rows.slice(1);
    expect(bodyRows.map((row) => row[0])).toEqual(
      Object.values(ids)
        .sort((a, b) => a - b)
        .map((id) => `INS-${String(id).padStart(6, '0')}`),
    );
    expect(bodyRows.flat()).toEqual(expect.arrayContaining(['Non conforme', 'En attente', 'Oui']));
    // Customer users hold no export right (report-grants.ts).
    const own = await call('customer', 'POST', `/${REPORT_API.export}`, { idList: reportIds });
    expect(own.statusCode).toBe(403);
  });
});
