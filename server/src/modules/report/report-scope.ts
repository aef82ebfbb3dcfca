import { and, eq, sql } from 'drizzle-orm';
import { BookingStatus, UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { bookings } from '../../db/schema';
import { bookingScopeCondition } from '../booking/booking-scope';
import type { ResourceScope } from '../kit/resource-definition';

/**
 * Who reaches a report (docs/reports.md, "Who may do what"): staff of the entity, outsourced inspectors on
 * the bookings they are allocated to (the booking scope), and a customer's users on their own customer's
 * reports once sent. Suppliers and factories never do: the routes do not serve them.
 */
export const REPORT_USER_TYPES: readonly UserType[] = [
  UserType.InternalUser,
  UserType.OutSource,
  UserType.Customer,
];

export type BookingRow = typeof bookings.$inferSelect;

/** The booking of a report when the caller sees it (locked FOR UPDATE when asked), else null. */
export async function reportBooking(
  db: Db,
  bookingId: number,
  scope: ResourceScope,
  options: { lock?: boolean } = {},
): Promise<BookingRow | null> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), bookingScopeCondition(scope)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** A customer's users read a report only once it was sent to them. */
export function customerMayRead(booking: BookingRow, sentAt: Date | null): boolean {
  return sentAt != null || booking.status === BookingStatus.ReportSent;
}

/** The user is one of the booking's allocated inspectors (through the staff record their account is). */
export async function isAllocatedInspector(db: Db, bookingId: number, userId: number): Promise<boolean> {
  const rows = await rawRows<{ found: number }>(
    db,
    sql`select 1 as found from booking_allocations a
        join users u on u.staff_id = a.staff_id
        where a.booking_id = ${bookingId} and u.id = ${userId} limit 1`,
  );
  return rows.length > 0;
}

/** The portal accounts of the booking's allocated inspectors (whom a sent-back report notifies). */
export async function inspectorUserIds(db: Db, bookingId: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select distinct u.id from booking_allocations a
        join users u on u.staff_id = a.staff_id and u.is_active
        where a.booking_id = ${bookingId}`,
  );
  return rows.map((row) => Number(row.id));
}
