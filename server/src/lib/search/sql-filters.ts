import { and, asc, desc, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@portal/domain';

/** LIKE metacharacters in user text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case- and accent-sensitive "contains" over any of the columns (null text: no condition). */
export function textMatches(text: string | null, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

export function idIn(column: AnyColumn, ids: readonly number[] | null | undefined): SQL | undefined {
  return ids && ids.length ? inArray(column, [...ids]) : undefined;
}

export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * ORDER BY the chosen column, then by id so pages never overlap or skip rows when values tie.
 * Text sorts case-insensitively (lower()) so "abc" and "Abd" sit together.
 */
export function orderBy(
  sort: SortOrder,
  columns: Record<string, AnyColumn | SQL>,
  id: AnyColumn,
  textFields: readonly string[] = [],
): SQL[] {
  const named = columns[sort.field];
  // A field the resource lists but this level has no column for (the top category has no parent's
  // name) sorts by id; lower() only ever wraps a text column.
  const key = named && textFields.includes(sort.field) ? sql`lower(${named})` : (named ?? id);
  const direction = sort.direction === 'desc' ? desc : asc;
  return [direction(key as SQL), direction(id)];
}
