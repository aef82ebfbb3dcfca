import type { Db } from '../client';
import { seedDemoQcs } from './demo-qcs';
import { seedDemoTravelRates } from './demo-travel-rates';
import { seedDemoWorkload } from './demo-workload';

/**
 * The scheduling demo (docs/scheduling.md), after the bookings and the leave: the inspectors with their
 * skills and countries, the travel rates and man-day rules. Each part is idempotent on its own (see each
 * file).
 */
export async function seedDemoScheduling(db: Db): Promise<void> {
  await seedDemoQcs(db);
  await seedDemoTravelRates(db);
  await seedDemoWorkload(db);
}
