import type { Db } from '../client';

/** Demo leave types, allocations and requests (runs after the staff register). */
export async function seedDemoLeave(_db: Db): Promise<void> {}
