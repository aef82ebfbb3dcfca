import type { BookingAction, BookingHistoryEntry, BookingStatus } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingHistory, bookings } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { bookingScopeCondition } from './booking-scope';

/**
 * Every status change and edit of a booking the caller sees, oldest first; null when the booking is not
 * theirs to see (the caller cannot tell it from a missing one). Rows written in one transaction share its
 * timestamp, so the id breaks the tie in the order they were written.
 */
export async function bookingHistoryOf(
  db: Db,
  id: number,
  scope: ResourceScope,
): Promise<BookingHistoryEntry[] | null> {
  const [visible] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScopeCondition(scope)));
  if (!visible) return null;
  const rows = await db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, id))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    userName: row.userName,
    // History also holds BookingEvent values (created, splitFrom...): the entry's action is either kind.
    action: row.action as BookingAction,
    fromStatus: row.fromStatus as BookingStatus | null,
    toStatus: row.toStatus as BookingStatus | null,
    reason: row.reason,
    changes: row.changes as BookingHistoryEntry['changes'],
  }));
}
