/** @databases both */
import { REPORT_API, type InspectionCertificateDetail } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller } from '../customer-config/customer-config.test-support';
import { reportedBookings } from './certificate.test-support';

/**
 * Two issues at the same moment (on PostgreSQL two connections, so the series row's lock is what orders
 * them; on PGlite one connection runs them in turn) take two distinct, consecutive numbers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, save } = configCaller(() => t);

const valueOf = (number: string) => Number(number.split('-').pop());

it('gives two concurrent issues two distinct consecutive numbers', async () => {
  const bookings = await reportedBookings(t.database.db, 1, 2);
  const drafts: InspectionCertificateDetail[] = [];
  for (const booking of bookings) {
    const saved = await save<InspectionCertificateDetail>('cs', 'POST', `/${REPORT_API.certificate}`, {
      bookingId: booking.bookingId,
      consignee: 'Nordic Home AB, Gothenburg',
      quantity: booking.totalQuantity,
    });
    drafts.push(saved.body.data!);
  }
  // Signed in first, so both requests start together.
  await call('cs', 'GET', `/${REPORT_API.certificate}/${drafts[0]!.id}`);
  const answers = await Promise.all(
    drafts.map((draft) => call('cs', 'POST', `/${REPORT_API.certificateIssue(draft.id)}`)),
  );
  const numbers = answers.map((answer) => {
    expect(answer.statusCode).toBe(200);
    return json<{ data: InspectionCertificateDetail }>(answer).data.number!;
  });
  expect(new Set(numbers).size).toBe(2);
  const values = numbers.map(valueOf).sort((a, b) => a - b);
  expect(values[1]).toBe(values[0]! + 1);
  expect(numbers.map((number) => number.replace(/\d{5}$/, ''))).toEqual([
    numbers[0]!.replace(/\d{5}$/, ''),
    numbers[0]!.replace(/\d{5}$/, ''),
  ]);
});
