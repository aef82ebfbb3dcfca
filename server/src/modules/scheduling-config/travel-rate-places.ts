import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cities, countries, offices, provinces, startingPorts } from '../../db/schema';
import { allOf } from '../../lib/search/sql-filters';

/** The references a travel rate names, each checked where the request's entity may use it. */

const found = (rows: unknown[]) => rows.length > 0;

export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  return found(
    await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1),
  );
}

/** The city lies in the country (cities belong to a province of a country). */
export async function cityInCountry(db: Db, cityId: number, countryId: number): Promise<boolean> {
  return found(
    await db
      .select({ id: cities.id })
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(and(eq(cities.id, cityId), eq(provinces.countryId, countryId)))
      .limit(1),
  );
}

export async function officeOfEntity(db: Db, officeId: number, entityId: number): Promise<boolean> {
  return found(
    await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.id, officeId), eq(offices.entityId, entityId)))
      .limit(1),
  );
}

export async function portOfEntity(db: Db, portId: number, entityId: number): Promise<boolean> {
  return found(
    await db
      .select({ id: startingPorts.id })
      .from(startingPorts)
      .where(and(eq(startingPorts.id, portId), eq(startingPorts.entityId, entityId)))
      .limit(1),
  );
}

/** Another row of the table (not exceptId) already matches every condition. */
export async function takenBy(
  db: Db,
  table: PgTable & { id: PgColumn },
  conditions: (SQL | undefined)[],
  exceptId: number | null,
): Promise<boolean> {
  return found(
    await db
      .select({ id: table.id })
      .from(table)
      .where(allOf(...conditions, exceptId == null ? undefined : ne(table.id, exceptId)))
      .limit(1),
  );
}

/** Case-insensitive equality of a text column and a value (trimmed). */
export const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value.trim()})`;
