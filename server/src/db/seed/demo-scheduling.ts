import type { Db } from '../client';
import { seedDemoAllocations } from './demo-allocations';
import { seedDay } from './demo-days';
import { seedLeaveClashBooking } from './demo-leave-clash';
import { seedDemoQcAbsences } from './demo-qc-absences';
import { seedDemoQcs } from './demo-qcs';
import { seedDemoTravelRates } from './demo-travel-rates';
import { seedDemoWorkload } from './demo-workload';

export { findLeaveClashBooking } from './demo-leave-clash';
export { LEAVE_CLASH_INSTRUCTIONS, leaveClashDays } from './demo-leave-clash-marks';

/**
 * The scheduling demo (docs/scheduling.md), after the bookings and the leave: the inspectors with their
 * skills and countries, the travel rates and man-day rules, the inspectors' leave and blocked days, then
 * the bookings' inspectors, so every scheduling screen is full on the first start. Each part is
 * idempotent on its own (see each file).
 */
export async function seedDemoScheduling(db: Db, now: Date): Promise<void> {
  const today = seedDay(now);
  await seedDemoQcs(db);
  await seedDemoTravelRates(db);
  await seedDemoWorkload(db);
  await seedDemoQcAbsences(db, today);
  const leaveClashBookingId = await seedLeaveClashBooking(db, today);
  await seedDemoAllocations(db, now, today, leaveClashBookingId);
}
