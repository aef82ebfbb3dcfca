import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`, which drizzle's type hides. */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
