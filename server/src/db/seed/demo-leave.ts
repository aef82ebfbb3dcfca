import type { Db } from '../client';
import { seedDemoLeaveTypes } from './demo-leave-types';

/** Demo leave types, allocations and requests (runs after the staff register and the holidays). */
export async function seedDemoLeave(db: Db): Promise<void> {
  await seedDemoLeaveTypes(db);
}
