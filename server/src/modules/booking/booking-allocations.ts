import { BookingEvent, type NotificationType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { BookingEffects, BookingFacts } from './booking-change';

/**
 * The inspectors (QCs) given days of a booking, as the booking's own changes see them: a cancel frees them,
 * a reschedule frees the days no longer in the booking, and the history names who lost which day.
 */
export interface StoredAllocation {
  id: number;
  staffId: number;
  staffName: string;
  /** The QC's portal account, if any (their notifications). */
  userId: number | null;
  email: string | null;
  date: string;
  manDays: number;
}

/** A history line: one QC on one day, 'Name (man-days)' before and after (null: not there). */
export interface AllocationHistoryChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** yyyy-MM-dd as dd/MM/yyyy. */
export const displayDay = (iso: string): string => iso.split('-').reverse().join('/');

export function allocationChange(
  date: string,
  staffName: string,
  from: number | null,
  to: number | null,
): AllocationHistoryChange {
  const said = (manDays: number | null) => (manDays === null ? null : `${staffName} (${manDays})`);
  return { field: `qc:${displayDay(date)}`, from: said(from), to: said(to) };
}

/** The booking's allocations by day, then QC name. */
export async function storedAllocations(db: Db, bookingId: number): Promise<StoredAllocation[]> {
  const rows = await rawRows<{
    id: number;
    staff_id: number;
    staff_name: string;
    user_id: number | null;
    email: string | null;
    inspection_date: string;
    man_days: string;
  }>(
    db,
    sql`select a.id, a.staff_id, s.full_name as staff_name, s.email,
          (select min(u.id) from users u where u.staff_id = a.staff_id and u.is_active) as user_id,
          a.inspection_date::text as inspection_date, a.man_days
        from booking_allocations a join staff s on s.id = a.staff_id
        where a.booking_id = ${bookingId}
        order by a.inspection_date, s.full_name, a.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    userId: row.user_id,
    email: row.email,
    date: row.inspection_date,
    manDays: Number(row.man_days),
  }));
}

/**
 * Takes the QCs off the booking's days (all of them, or those outside `keep`), records it in the history
 * and tells each QC who has a portal account with `notify`. Answers what was removed.
 */
export async function releaseAllocations(
  tx: Db,
  effects: BookingEffects,
  booking: BookingFacts,
  options: { keep?: { from: string; to: string }; notify: NotificationType },
): Promise<StoredAllocation[]> {
  const { keep } = options;
  const removed = (await storedAllocations(tx, booking.id)).filter(
    (allocation) => !keep || allocation.date < keep.from || allocation.date > keep.to,
  );
  if (!removed.length) return removed;
  await tx.execute(
    sql`delete from booking_allocations where id = any(${sql.param(removed.map((row) => row.id))}::int[])`,
  );
  await effects.history(booking, {
    action: BookingEvent.Deallocated,
    changes: removed.map((row) => allocationChange(row.date, row.staffName, row.manDays, null)),
  });
  await effects.notifyUsers(
    booking,
    removed.flatMap((row) => (row.userId != null ? [row.userId] : [])),
    options.notify,
  );
  return removed;
}
