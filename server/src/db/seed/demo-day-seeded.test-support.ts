import { BookingStatus as S } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { dayProblems, type DayFacts } from './demo-day-checks.test-support';
import { loadDemoInputs, type DemoInputs } from './demo-day-inputs.test-support';
import { clearDatedDemo, seedDatedDemo } from './demo-day-reseed.test-support';
import { planDemoDay, type DemoDayPlan } from './demo-day.test-support';
import { writtenDemoDay } from './demo-day-written.test-support';

/**
 * The dated demo really seeded on awkward days (each a describe named after its date), one database per
 * test file, seeded again for each day: what was written keeps the demo's rules and is what that day's
 * plan says, so the plan test's year of days speaks for the seed itself.
 */
export function describeSeededDays(days: readonly { day: string; time: string; why: string }[]): void {
  let database: TestDatabase;
  let inputs: DemoInputs;
  beforeAll(async () => {
    database = await createTestDatabase();
    inputs = await loadDemoInputs(database.db);
  });
  afterAll(() => database.dispose());

  describe.each(days)('the demo seeded on $day at $time ($why)', ({ day, time }) => {
    const now = new Date(`${day}T${time}:00Z`);
    let written: DayFacts;
    let plan: DemoDayPlan;
    beforeAll(async () => {
      await clearDatedDemo(database.db);
      await seedDatedDemo(database.db, now);
      written = await writtenDemoDay(database.db, now);
      plan = planDemoDay(inputs, now);
    });

    it('keeps the demo’s rules', () => {
      expect(dayProblems(written)).toEqual([]);
    });

    it('writes the bookings, inspectors and leave of that day’s plan', () => {
      const planned = new Map(plan.bookings.map((booking) => [booking.id, booking]));
      // The report seed sends one inspected booking back to Scheduled, its report being written again.
      const differing = written.bookings.filter((booking) => {
        const expected = planned.get(booking.id);
        return (
          expected?.status !== booking.status ||
          expected.dateFrom !== booking.dateFrom ||
          expected.dateTo !== booking.dateTo
        );
      });
      expect(differing.length).toBeLessThanOrEqual(1);
      for (const booking of differing)
        expect([booking.id, planned.get(booking.id)?.status, booking.status]).toEqual([
          booking.id,
          S.Inspected,
          S.Scheduled,
        ]);
      expect(written.bookings).toHaveLength(plan.bookings.length);
      const order = (a: { bookingId: number; staffId: number; date: string }, b: typeof a) =>
        a.bookingId - b.bookingId || a.staffId - b.staffId || a.date.localeCompare(b.date);
      expect(
        written.allocations
          .map(({ bookingId, staffId, date, manDays }) => ({ bookingId, staffId, date, manDays }))
          .sort(order),
      ).toEqual([...plan.allocations].sort(order));
      const leave = (list: { staffId: number; status: number; startDate: string; endDate: string }[]) =>
        list
          .map(({ staffId, status, startDate, endDate }) => `${staffId} ${status} ${startDate} ${endDate}`)
          .sort();
      expect(leave(written.leave)).toEqual(leave(plan.leave));
    });
  });
}
