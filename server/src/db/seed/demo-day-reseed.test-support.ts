import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoHolidays } from './demo-holidays';
import { seedDemoLeave } from './demo-leave';
import { seedDemoReports } from './demo-reports';
import { seedDemoScheduling } from './demo-scheduling';

/**
 * Seeding the demo's dated part again on another day, onto a copy of the test run's demo database: a
 * seed from nothing costs seconds a day, the undated part (parties, people, products, orders, rates) is
 * the same on every day, and each dated module seeds only into empty tables. Expenses, complaints and the
 * orders' delivery dates are dated too, but only as "so many days ago": they keep the copy's day.
 */

/** Empties what the dated modules below write (with what hangs off it) and what the bookings booked. */
export async function clearDatedDemo(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table holiday_masters, leave_types, tasks, notifications, bookings, qc_blocks restart identity cascade`,
  );
  await db.execute(sql`update purchase_order_lines set booked_quantity = 0 where booked_quantity <> 0`);
}

/** The dated modules, in the order seed.ts runs them, for the moment `now`. */
export async function seedDatedDemo(db: Db, now: Date): Promise<void> {
  await seedDemoHolidays(db, now);
  await seedDemoLeave(db, now);
  await seedDemoBookings(db, now);
  await seedDemoScheduling(db, now);
  await seedDemoReports(db, now);
  await seedDemoCertificates(db, 1, now);
}
