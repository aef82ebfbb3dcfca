import type { Db } from '../client';

/** Demo expense types and claims (runs after the staff register). */
export async function seedDemoExpenses(_db: Db): Promise<void> {}
