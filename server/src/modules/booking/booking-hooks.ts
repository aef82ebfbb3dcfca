import { transactionHook } from '../../lib/transaction-hook';

/**
 * A booking's inspection dates or status changed in a way the modules that follow bookings must see: a
 * save (the dates may move), a cancellation, a merge into another booking (the merged one is cancelled).
 * Runs in the change's transaction with the booking's id; the report module keeps the booking's report in
 * step (report/report-booking-sync.ts).
 */
export const bookingChanged = transactionHook<number>();
