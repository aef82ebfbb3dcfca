import { bookingNumber, type ScheduleRow } from '@portal/domain';
import { leaveClashDays, LEAVE_CLASH_INSTRUCTIONS } from '../../server/src/db/seed/demo-leave-clash';
import { expect, type Page } from './fixtures';
import { apiHeaders } from './bookings';

export const SCHEDULE_SCREENS = {
  summary: (id?: number) => `/1/schedule/schedule-summary${id ? `/${id}` : ''}`,
  allocation: (id: number) => `/1/schedule/schedule-allocation/${id}`,
  availability: '/1/qcavailability/qc-availability',
  qcDashboard: '/1/qcdashboard',
};

/** The demo QCs the allocation test names: one on approved leave over the booking's days, and the `inspector` login. */
export const QCS = { onLeave: 'Anita Desai', inspector: 'Rahul Sharma' } as const;

/** yyyy-MM-dd as the screens write a day: dd/MM/yyyy. */
export const shownDay = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The demo booking waiting for inspectors on two days of Anita Desai's leave (demo-leave-clash.ts): found,
 * as planning, among the waiting bookings of those days by its instructions.
 */
export async function leaveClashBooking(
  page: Page,
): Promise<{ id: number; number: string; days: [string, string] }> {
  const today = new Date().toISOString().slice(0, 10);
  const days = leaveClashDays(today);
  const headers = await apiHeaders(page);
  const summary = await page.request.post('/api/Schedule/summary', {
    headers,
    data: { skip: 0, take: 200, state: 'all', customerIds: [1], dateFrom: days[0], dateTo: days[1] },
  });
  expect(summary.ok()).toBe(true);
  const { rows } = (await summary.json()) as { rows: ScheduleRow[] };
  for (const row of rows) {
    const detail = await page.request.get(`/api/Booking/${row.id}`, { headers });
    const { data } = (await detail.json()) as { data: { instructions: string | null } };
    if (data.instructions === LEAVE_CLASH_INSTRUCTIONS)
      return { id: row.id, number: bookingNumber(row.id), days };
  }
  throw new Error(`no demo booking on ${days.join(' and ')} with the leave clash instructions`);
}
