import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProducts, purchaseOrderLines, purchaseOrders } from '../../db/schema';

/**
 * Planner statistics of the purchase order tables. PGlite runs no autovacuum, so it never analyzes a table
 * by itself: a table it was never asked to analyze is planned on default guesses, and a bulk load leaves the
 * statistics of the table before it. On such guesses the planner took the customer's 5,000 orders of the
 * 50,000-line bench for one row and read a 1,000-line batch of the export by ids in 591 ms instead of 24 ms
 * (docs/performance.md). PostgreSQL's autovacuum gets there by itself within a minute or so.
 */

/** After an import: the summary and the export opened next are planned on the rows they read. */
export async function analyzePurchaseOrderTables(db: Db): Promise<void> {
  await db.execute(sql`analyze ${customerProducts}, ${purchaseOrders}, ${purchaseOrderLines}`);
}

/** Before an export by ids: analyzes the tables when the lines were never analyzed (PGlite's usual case). */
export async function ensurePurchaseOrderStatistics(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select reltuples from pg_class where oid = to_regclass(${getTableName(purchaseOrderLines)})`,
  )) as unknown as { rows: { reltuples: number | string }[] };
  // -1: never vacuumed nor analyzed.
  if (Number(result.rows[0]?.reltuples ?? 0) < 0) await analyzePurchaseOrderTables(db);
}
