/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { BookingStatus, ReportStatus } from '@portal/domain';
import { bookings, inspectionReports } from '../../db/schema';
import { createFixture, workflowCalls, type Fixture } from '../booking/booking-workflow.test-support';
import { followBookingInReport } from './report-booking-sync';
import { fillReport, reportCalls, reportWorld, submitReport } from './report.test-support';

let t: TestApp;
let fixture: Fixture;
const calls = reportCalls(() => t);
const booking = workflowCalls(() => t);
const db = () => t.database.db;

const reportOf = async (bookingId: number) =>
  (await db().select().from(inspectionReports).where(eq(inspectionReports.bookingId, bookingId)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(db());
});
afterAll(() => t?.close());

describe("a booking's changes seen in its report", () => {
  it('archives a report still being filled when CS cancels the booking', async () => {
    const world = await reportWorld(db(), { fixture });
    await fillReport(calls, world.bookingId);
    const [row] = await db()
      .select({ version: bookings.version })
      .from(bookings)
      .where(eq(bookings.id, world.bookingId));
    const cancelled = await booking.step('cs', world.bookingId, 'cancel', {
      version: row!.version,
      reason: 'Order withdrawn',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await reportOf(world.bookingId)).status).toBe(ReportStatus.Archive);
  });

  it('moves the dates the summary filters on with a reschedule, and keeps a validated report when cancelled', async () => {
    const world = await reportWorld(db(), { fixture });
    await submitReport(calls, world.bookingId);
    await db()
      .update(bookings)
      .set({ inspectionDateFrom: '2030-01-07', inspectionDateTo: '2030-01-08' })
      .where(eq(bookings.id, world.bookingId));
    await followBookingInReport(db(), world.bookingId);
    const report = await reportOf(world.bookingId);
    expect(report.status).toBe(ReportStatus.Draft);
    expect([report.inspectionDateFrom, report.inspectionDateTo]).toEqual(['2030-01-07', '2030-01-08']);

    await db()
      .update(inspectionReports)
      .set({ status: ReportStatus.Validated })
      .where(eq(inspectionReports.bookingId, world.bookingId));
    await db().update(bookings).set({ status: BookingStatus.Cancel }).where(eq(bookings.id, world.bookingId));
    await followBookingInReport(db(), world.bookingId);
    expect((await reportOf(world.bookingId)).status).toBe(ReportStatus.Validated);
  });
});
