/** @databases both */
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { and, asc, eq } from 'drizzle-orm';
import {
  BookingStatus,
  REPORT_API,
  ReportStatus,
  type SendingTimeDashboard,
  type SendingTimeRequest,
} from '@portal/domain';
import { bookings, offices, staff } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { createFixture, seedBooking } from '../booking/booking-workflow.test-support';
import { configCaller } from '../customer-config/customer-config.test-support';
import { allocate } from '../schedule/schedule.test-support';
import { allocateStaff, seedReport, staffOf } from '../report-summary/report-rows.test-support';

/**
 * Hand-made reports due in March 2001, a month no demo report is due in, so every count below is these
 * reports' alone:
 *
 *   report  office  inspectors        due (UTC)        sent              counts as
 *   R1      A       I1                03-02 12:00      03-02 10:00       on time
 *   R2      A       I1 (two days), I2 03-03 12:00      03-04 09:00       late
 *   R3      B       I2                03-05 12:00      -                 overdue
 *   R4      B       -                 03-06 20:00      03-06 20:00       on time (sent at the due time)
 *   R5      A       I1                03-20 12:00      03-25             outside 03-01..03-10
 *   R6      A       I1                03-04 12:00      - (archived)      left out
 */
let t: TestApp;
const { call } = configCaller(() => t);
let officeA: { id: number; name: string };
let officeB: { id: number; name: string };
let i1: number;
let i2: number;
const ids: Record<string, number> = {};
const reportBookings: Record<string, number> = {};

const at = (iso: string) => new Date(`2001-${iso}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const fixture = await createFixture(db);
  const two = await db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(eq(offices.entityId, 1))
    .orderBy(asc(offices.name))
    .limit(2);
  [officeA, officeB] = two as [typeof officeA, typeof officeB];
  i1 = await staffOf(db, 'inspector');
  i2 = await staffOf(db, 'qcpartner');

  async function report(
    name: string,
    office: number,
    inspectors: number[],
    dueAt: string,
    sentAt: string | null,
    status = ReportStatus.Validated,
  ) {
    const bookingId = await seedBooking(db, fixture, {
      status: sentAt ? BookingStatus.ReportSent : BookingStatus.Validated,
      dateFrom: '2001-03-01',
    });
    await db.update(bookings).set({ officeId: office }).where(eq(bookings.id, bookingId));
    for (const staffId of inspectors) await allocateStaff(db, bookingId, staffId);
    reportBookings[name] = bookingId;
    ids[name] = await seedReport(db, bookingId, {
      dueAt: at(dueAt),
      sentAt: sentAt ? at(sentAt) : null,
      status,
    });
  }
  await report('R1', officeA.id, [i1], '03-02T12:00', '03-02T10:00');
  await report('R2', officeA.id, [i1, i2], '03-03T12:00', '03-04T09:00');
  await allocate(db, { bookingId: reportBookings.R2!, staffId: i1, date: '2001-03-02', manDays: 1 });
  await report('R3', officeB.id, [i2], '03-05T12:00', null);
  await report('R4', officeB.id, [], '03-06T20:00', '03-06T20:00');
  await report('R5', officeA.id, [i1], '03-20T12:00', '03-25T12:00');
  await report('R6', officeA.id, [i1], '03-04T12:00', null, ReportStatus.Archive);
});
afterAll(() => t.close());

const BASE = `/${REPORT_API.sendingTime}`;
const MARCH: SendingTimeRequest = { dateFrom: '2001-03-01', dateTo: '2001-03-10' };

async function dashboard(request: SendingTimeRequest, query = '') {
  const response = await call('planning', 'POST', `${BASE}${query}`, request);
  expect(response.statusCode).toBe(200);
  return json<SendingTimeDashboard>(response);
}
const nameOf = async (staffId: number) =>
  (
    await t.database.db
      .select({ name: staff.fullName })
      .from(staff)
      .where(and(eq(staff.id, staffId)))
  )[0]!.name;

describe('report sending time dashboard', () => {
  it('counts on time, late and overdue reports by office, customer and inspector', async () => {
    const answer = await dashboard(MARCH);
    expect(answer.totals).toEqual({ onTime: 2, late: 1, overdue: 1 });
    expect(answer.byOffice).toEqual(
      [
        { id: officeA.id, name: officeA.name, onTime: 1, late: 1, overdue: 0 },
        { id: officeB.id, name: officeB.name, onTime: 1, late: 0, overdue: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(answer.byCustomer).toEqual([
      { id: 1, name: 'Northwind Retail Ltd', onTime: 2, late: 1, overdue: 1 },
    ]);
    // R2 counts once for I1 although I1 has two days of it.
    expect(answer.byInspector).toEqual(
      [
        { id: i1, name: await nameOf(i1), onTime: 1, late: 1, overdue: 0 },
        { id: i2, name: await nameOf(i2), onTime: 0, late: 1, overdue: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(answer.lateReports.map((row) => row.id)).toEqual([ids.R3, ids.R2]);
    expect(answer.lateReports[0]).toMatchObject({
      late: true,
      sentAt: null,
      dueAt: at('03-05T12:00').toISOString(),
    });
  });

  it('narrows by office, customer and inspector', async () => {
    const byOffice = await dashboard({ ...MARCH, officeIds: [officeB.id] });
    expect(byOffice.totals).toEqual({ onTime: 1, late: 0, overdue: 1 });
    const byInspector = await dashboard({ ...MARCH, inspectorIds: [i2] });
    expect(byInspector.totals).toEqual({ onTime: 0, late: 1, overdue: 1 });
    expect(byInspector.byInspector.map((group) => group.id)).toEqual([i2]);
    const otherCustomer = await dashboard({ ...MARCH, customerIds: [2] });
    expect(otherCustomer.totals).toEqual({ onTime: 0, late: 0, overdue: 0 });
    expect(otherCustomer.lateReports).toEqual([]);
  });

  it('reads the days in the asked time zone', async () => {
    const day = { dateFrom: '2001-03-06', dateTo: '2001-03-06' };
    expect((await dashboard(day)).totals).toEqual({ onTime: 1, late: 0, overdue: 0 });
    // 03-06 20:00 UTC is already 03-07 in Shanghai.
    expect((await dashboard(day, '?timeZone=Asia/Shanghai')).totals).toEqual({
      onTime: 0,
      late: 0,
      overdue: 0,
    });
  });

  it('refuses days the wrong way round and an unknown zone, and the users without the right', async () => {
    const reversed = await call('planning', 'POST', `${BASE}?lang=fr`, {
      dateFrom: '2001-03-10',
      dateTo: '2001-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(reversed).errors).toEqual([
      { field: 'dateTo', message: 'La fin de la période précède son début.' },
    ]);
    const zone = await call('planning', 'POST', `${BASE}?timeZone=Mars/Olympus`, MARCH);
    expect(zone.statusCode).toBe(400);
    expect((await call('inspector', 'POST', BASE, MARCH)).statusCode).toBe(403);
    expect((await call('customer', 'POST', BASE, MARCH)).statusCode).toBe(403);
  });

  it('exports the counts and the late reports', async () => {
    const response = await call('planning', 'POST', `/${REPORT_API.sendingTimeExport}`, MARCH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual(['Group', 'Name', 'On time', 'Late', 'Overdue', 'Due', 'Sent']);
    expect(rows[1]!.slice(0, 5)).toEqual(['All reports', '', 2, 1, 1]);
    expect(rows.filter((row) => row[0] === 'Late report')).toHaveLength(2);
    expect(rows.filter((row) => row[0] === 'Inspector')).toHaveLength(2);
  });
});
