import type { Db } from '../client';

/** Demo public holidays per office country and office (runs after the staff register). */
export async function seedDemoHolidays(_db: Db): Promise<void> {}
