import { sql } from 'drizzle-orm';
import { BookingStatus, TaskType } from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import {
  LEAVE_CLASH_CUSTOMER_ID,
  LEAVE_CLASH_INSTRUCTIONS,
  leaveClashDays,
  pickLeaveClashBooking,
} from './demo-leave-clash-marks';

// The browser suites read these from here too (demo-leave-clash-marks.ts has no database code).
export { LEAVE_CLASH_INSTRUCTIONS, leaveClashDays } from './demo-leave-clash-marks';

/**
 * One booking for the browser tests of allocation: the demo customer's (customer 1, entity 1), Confirmed,
 * waiting for planning (open ScheduleInspection task), on two weekdays inside Anita Desai's approved
 * leave (days 7 to 14 from the seeding day), with no inspector. Tests find it by its instructions
 * (demo-leave-clash-marks.ts).
 */

/** The booking's id, as a test finds it. */
export async function findLeaveClashBooking(db: Db): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select id from bookings where instructions = ${LEAVE_CLASH_INSTRUCTIONS} order by id limit 1`,
  );
  return row?.id ?? null;
}

/**
 * Moves one Confirmed booking of customer 1 waiting for planning (not split, no allocation) to the clash
 * days and gives it the instructions; the one closest to those days is taken. Once there, it is left alone.
 */
export async function seedLeaveClashBooking(db: Db, today: string): Promise<number | null> {
  const found = await findLeaveClashBooking(db);
  if (found != null) return found;
  // Only on the first start: later, planning's changes to the demo bookings stay as they are.
  const [allocated] = await rawRows(db, sql`select 1 from booking_allocations limit 1`);
  if (allocated) return null;
  const [from, to] = leaveClashDays(today);
  const candidates = await rawRows<{ id: number; date_from: string }>(
    db,
    sql`select b.id, b.inspection_date_from::text as date_from from bookings b
        where b.entity_id = 1 and b.customer_id = ${LEAVE_CLASH_CUSTOMER_ID} and b.status = ${BookingStatus.Confirmed}
          and b.parent_id is null and not exists (select 1 from bookings c where c.parent_id = b.id)
          and exists (select 1 from tasks t where t.link_id = b.id and t.type = ${TaskType.ScheduleInspection}
            and not t.is_done)
          and not exists (select 1 from booking_allocations a where a.booking_id = b.id)`,
  );
  const id = pickLeaveClashBooking(
    candidates.map((row) => ({ id: row.id, dateFrom: row.date_from })),
    from,
  );
  if (id == null) return null;
  await db.execute(sql`update bookings set inspection_date_from = ${from}, inspection_date_to = ${to},
    instructions = ${LEAVE_CLASH_INSTRUCTIONS} where id = ${id}`);
  return id;
}
