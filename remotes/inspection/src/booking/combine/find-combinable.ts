import { BEFORE_SCHEDULING, bookingNumber, ResultCode, type BookingRow } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';

/** The booking with this id if it can still be combined (before scheduling), else null. */
export async function findCombinable(api: BookingApi, id: number): Promise<BookingRow | null> {
  const answer = await api.booking.search({
    searchText: null,
    skip: 0,
    take: 10,
    bookingNo: bookingNumber(id),
    statuses: [...BEFORE_SCHEDULING],
  });
  if (answer.result !== ResultCode.Success) return null;
  return answer.data.find((row) => row.id === id) ?? null;
}
