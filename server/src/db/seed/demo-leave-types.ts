import type { Db } from '../client';

/** Demo leave types and yearly allocations (runs before the demo leave requests). */
export async function seedDemoLeaveTypes(_db: Db): Promise<void> {}
