import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResourceResult, type SortOrder, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { isUniqueViolation } from '../kit/db-errors';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';

/** The columns every table of the entity's scheduling configuration has. */
interface EntityColumns {
  id: PgColumn;
  entityId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

export type Refusal = Exclude<
  WriteOutcome<never>['result'],
  ResourceResult.Success | ResourceResult.Conflict
>;
/** A refusal, with the server's own sentence when the code alone does not say which record is in the way. */
export type Refused = { result: Refusal; message?: string };

/**
 * What differs between the entity's scheduling configuration resources (workload matrix, other man-days,
 * starting ports, travel matrix, tariffs, food allowances): the table, how its rows are read with their
 * names, what the search text finds, the order, the filters, the stored values and the checks before a
 * write. Every read and write is narrowed to the request's entity.
 */
export interface EntityConfigSpec<Row extends Detail, Detail extends VersionedRecord, Create, Filter> {
  table: PgTable & EntityColumns;
  /** SELECT rows FROM table JOIN (the names) WHERE where ORDER BY order OFFSET skip LIMIT take. */
  rows(db: Db, where: SQL | undefined, order: SQL[], skip: number, take: number | null): Promise<Row[]>;
  /** SELECT count(*) over the same joins. */
  count(db: Db, where: SQL | undefined): Promise<number>;
  /** The stored fields of a row (what the edit screen loads and saves). */
  toDetail(row: Row): Detail;
  /** The rows the search text finds (null text: no condition). */
  search(text: string | null): SQL | undefined;
  /** ORDER BY of a page, ending on a unique column so pages never overlap. */
  order(sort: SortOrder): SQL[];
  filter(filter: Filter): SQL | undefined;
  /**
   * Why the body may not be saved in this entity (a foreign office, a taken name...); null when fine.
   * current is the stored record on an update, null on a create.
   */
  refusal(tx: Db, body: Create, scope: ResourceScope, current: Detail | null): Promise<Refused | null>;
  /** The stored columns of a body, trimmed and normalised. */
  values(body: Create): Record<string, unknown>;
  /** What a unique index's refusal means here (a race the checks could not see); absent without one. */
  duplicate?: Refusal;
  /** true while other records point at it (delete answers InUse). */
  inUse?(tx: Db, id: number): Promise<boolean>;
}

/** A write in a savepoint, so a unique index's refusal becomes a result code and the transaction lives on. */
async function guarded<T>(tx: Db, run: (sp: Db) => Promise<T>): Promise<T | 'duplicate'> {
  try {
    return await tx.transaction((sp) => run(sp as unknown as Db));
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** The kit repository of one configuration table: entity-scoped reads, checked writes, versioned updates. */
export function entityConfigRepository<Row extends Detail, Detail extends VersionedRecord, Create, Filter>(
  spec: EntityConfigSpec<Row, Detail, Create, Filter>,
): ResourceRepository<Row, Detail, Create, Filter> {
  const { table } = spec;
  const write = <T>(tx: Db, run: (db: Db) => Promise<T>): Promise<T | 'duplicate'> =>
    spec.duplicate === undefined ? run(tx) : guarded(tx, run);
  const where = (query: SearchQuery<Filter>, scope: ResourceScope) =>
    allOf(
      eq(table.entityId, scope.entityId),
      spec.search(query.searchText),
      idIn(table.id, query.idList),
      spec.filter(query.filter),
    );
  const get = async (db: Db, id: number, scope: ResourceScope): Promise<Detail | null> => {
    const [row] = await spec.rows(db, and(eq(table.id, id), eq(table.entityId, scope.entityId)), [], 0, 1);
    return row ? spec.toDetail(row) : null;
  };

  return {
    page: (db, query, scope) =>
      spec.rows(db, where(query, scope), spec.order(query.sort), query.skip, query.take),
    count: (db, query, scope) => spec.count(db, where(query, scope)),
    get,

    async create(tx, body, scope) {
      const refused = await spec.refusal(tx, body, scope, null);
      if (refused) return refused;
      const inserted = await write(tx, async (sp) => {
        const [row] = await sp
          .insert(table)
          .values({ ...spec.values(body), entityId: scope.entityId } as never)
          .returning({ id: table.id });
        return row!.id as number;
      });
      if (inserted === 'duplicate') return { result: spec.duplicate! };
      return { result: ResourceResult.Success, data: (await get(tx, inserted, scope))! };
    },

    async update(tx, body, scope) {
      const current = await get(tx, body.id, scope);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      const values = body as unknown as Create;
      const refused = await spec.refusal(tx, values, scope, current);
      if (refused) return refused;
      const updated = await write(tx, async (sp) => {
        const rows = await sp
          .update(table)
          .set({
            ...spec.values(values),
            version: sql`${table.version} + 1`,
            updatedAt: sql`now()`,
          } as never)
          .where(and(eq(table.id, body.id), eq(table.version, body.version)))
          .returning({ id: table.id });
        return rows.length > 0;
      });
      if (updated === 'duplicate') return { result: spec.duplicate! };
      if (!updated) return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
    },

    async remove(tx, id, scope) {
      if (!(await get(tx, id, scope))) return ResourceResult.NotFound;
      if (spec.inUse && (await spec.inUse(tx, id))) return ResourceResult.InUse;
      await tx.delete(table).where(eq(table.id, id));
      return ResourceResult.Success;
    },
  };
}

/** count(*) of a select. */
export const total = (rows: { total: number | string }[]) => Number(rows[0]?.total ?? 0);
