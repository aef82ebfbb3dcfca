import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** The table a column belongs to (drizzle keeps it on the column, untyped). */
export const tableOf = (column: PgColumn): PgTable => (column as unknown as { table: PgTable }).table;

/**
 * "table"."column": drizzle leaves column names unqualified in a select without joins, where a subquery
 * would read them as its own table's columns.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(tableOf(column)))}.${sql.identifier(column.name)}`;
}

/** `(select count(*) from table where column = id)::int` as a row field. */
export function countOf(column: PgColumn, id: PgColumn, alias: string): SQL.Aliased<number> {
  return sql<number>`(select count(*) from ${tableOf(column)} where ${qualified(column)} = ${qualified(id)})::int`.as(
    alias,
  );
}

/** Whether a row of the column's table has this value in the column. */
export async function rowExists(db: Db, column: PgColumn, value: number): Promise<boolean> {
  const rows = await db.select({ id: column }).from(tableOf(column)).where(eq(column, value)).limit(1);
  return rows.length > 0;
}
