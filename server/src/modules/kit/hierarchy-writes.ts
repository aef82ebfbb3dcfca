import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResourceResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { allOf } from '../../lib/search/sql-filters';
import { rowExists } from './column-queries';
import type { WriteOutcome } from './resource-definition';

/** A create or update body of a level, as its writes read it. */
export interface LevelBody {
  id?: number;
  name: string;
  code?: string | null;
  version?: number;
  [field: string]: unknown;
}

/** Every write outcome but a save: why a body may not be saved. */
export type WriteRefusal = Exclude<
  WriteOutcome<unknown>,
  { result: ResourceResult.Success | ResourceResult.Conflict }
>;

/** How a level writes its records. */
export interface LevelWrites {
  /** The columns a body sets, on create and on update. */
  values(body: LevelBody): Record<string, unknown>;
  /** Why the body may not be saved; null when it may. `exceptId`: the record being updated. */
  refusal(db: Db, body: LevelBody, exceptId?: number): Promise<WriteRefusal | null>;
  /** The body gives the id (a country's ISO numeric code) and a taken one is DuplicateData. */
  idGiven?: boolean;
}

/** Whether another record has this name (whatever its case), under the same parent when there is one. */
export async function sameNameExists(
  db: Db,
  table: PgTable & { id: PgColumn; name: PgColumn },
  name: string,
  exceptId?: number,
  under?: SQL,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      allOf(
        sql`lower(${table.name}) = lower(${name})`,
        under,
        exceptId == null ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const cleanCode = (code: string | null | undefined) => (code?.trim() ? code.trim() : null);

/** A plain level's writes: a trimmed name unique under its parent, an optional code, the parent's id. */
export function plainWrites(level: {
  table: PgTable & { id: PgColumn; name: PgColumn; code?: PgColumn };
  parent?: { column: PgColumn; key: string; id: PgColumn };
}): LevelWrites {
  const { table, parent } = level;
  return {
    values: (body) => ({
      name: body.name.trim(),
      ...(table.code ? { code: cleanCode(body.code) } : {}),
      ...(parent ? { [parent.key]: body[parent.key] } : {}),
    }),
    async refusal(db, body, exceptId) {
      const parentId = parent ? (body[parent.key] as number) : null;
      if (parent && !(await rowExists(db, parent.id, parentId!)))
        return { result: ResourceResult.ParentNotFound };
      const under = parent && parentId != null ? eq(parent.column, parentId) : undefined;
      if (await sameNameExists(db, table, body.name.trim(), exceptId, under))
        return { result: ResourceResult.DuplicateName };
      return null;
    },
  };
}
