import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResourceResult, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope, customerScopeCondition } from './customer-scope';
import { isUniqueViolation } from '../kit/db-errors';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';

/** The columns every customer-owned table has. */
export interface OwnedColumns {
  id: PgColumn;
  customerId: PgColumn;
  version: PgColumn;
}

export type Refusal = Exclude<
  WriteOutcome<never>['result'],
  ResourceResult.Success | ResourceResult.Conflict
>;

/** Every customer-owned search has the customer picker. */
export interface OwnedFilter {
  customerId?: number | null;
}

/**
 * What differs between the records a customer owns (contacts, departments, services, complaints...): the
 * table, how rows and details are read (joined to customers, so the caller's customer scope applies), the
 * searched and sorted columns, the stored values, and the checks before a write.
 */
export interface OwnedSpec<
  Row,
  Detail extends VersionedRecord & { customerId: number },
  Create,
  Filter extends OwnedFilter = OwnedFilter,
> {
  table: PgTable & OwnedColumns;
  /** SELECT rows FROM table JOIN customers ... WHERE where ORDER BY order OFFSET/LIMIT. */
  rows(db: Db, where: SQL | undefined, order: SQL[], skip: number, take: number | null): Promise<Row[]>;
  /** SELECT count(*) FROM table JOIN customers (and the joins the filters need) WHERE where. */
  count(db: Db, where: SQL | undefined): Promise<number>;
  /** The detail of one row (joined to customers) matching where. */
  detail(db: Db, where: SQL): Promise<Detail | null>;
  searchColumns: (AnyColumn | SQL)[];
  sortColumns: Record<string, AnyColumn | SQL>;
  textSortFields: readonly string[];
  /** Extra filter conditions of the resource. */
  filter?: (query: SearchQuery<Filter>) => SQL | undefined;
  /** Refusal of the body for this customer (taken name or code, a foreign group...); null when fine. */
  refusal(
    tx: Db,
    body: Create,
    customerId: number,
    exceptId: number | null,
    scope: ResourceScope,
  ): Promise<Refusal | null>;
  /** Result when the unique indexes refuse a write the checks could not see (a race). */
  duplicate: Refusal;
  insert(tx: Db, body: Create, customerId: number, scope: ResourceScope): Promise<number>;
  /** false when the stored version moved on; `current` is the record as read before the write. */
  update(
    tx: Db,
    id: number,
    version: number,
    body: Create,
    scope: ResourceScope,
    current: Detail,
  ): Promise<boolean>;
  /** InUse when other records still point at it; null when it may go. */
  inUse?(tx: Db, id: number): Promise<boolean>;
  remove(tx: Db, id: number): Promise<void>;
}

/** The rows of customers the caller may see, narrowed to the customer picker's choice. */
export function ownedCondition(
  spec: { table: OwnedColumns; searchColumns: (AnyColumn | SQL)[] },
  query: SearchQuery<OwnedFilter>,
  scope: ResourceScope,
): SQL | undefined {
  return allOf(
    customerScopeCondition(scope),
    textMatches(query.searchText, spec.searchColumns),
    idIn(spec.table.id, query.idList),
    query.filter.customerId ? eq(spec.table.customerId, query.filter.customerId) : undefined,
  );
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

export function ownedRepository<
  Row,
  Detail extends VersionedRecord & { customerId: number },
  Create extends { customerId: number },
  Filter extends OwnedFilter = OwnedFilter,
>(spec: OwnedSpec<Row, Detail, Create, Filter>): ResourceRepository<Row, Detail, Create, Filter> {
  const where = (query: SearchQuery<Filter>, scope: ResourceScope) =>
    allOf(ownedCondition(spec, query, scope), spec.filter?.(query));
  const get = (db: Db, id: number, scope: ResourceScope) =>
    spec.detail(db, and(eq(spec.table.id, id), customerScopeCondition(scope)) as SQL);

  return {
    page: (db, query, scope) =>
      spec.rows(
        db,
        where(query, scope),
        orderBy(query.sort, spec.sortColumns, spec.table.id, spec.textSortFields),
        query.skip,
        query.take,
      ),
    count: (db, query, scope) => spec.count(db, where(query, scope)),
    get,

    async create(tx, body, scope) {
      // A customer outside the caller's scope answers as a missing one.
      if (!(await customerInScope(tx, scope, body.customerId))) return { result: ResourceResult.NotFound };
      const refused = await spec.refusal(tx, body, body.customerId, null, scope);
      if (refused) return { result: refused };
      const id = await guarded(tx, (sp) => spec.insert(sp, body, body.customerId, scope));
      if (id === 'duplicate') return { result: spec.duplicate };
      return { result: ResourceResult.Success, data: (await get(tx, id, scope))! };
    },

    async update(tx, body, scope) {
      const current = await get(tx, body.id, scope);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      // The customer is fixed once the record exists: the body's customerId is not read.
      const values = { ...(body as unknown as Create), customerId: current.customerId };
      const refused = await spec.refusal(tx, values, current.customerId, body.id, scope);
      if (refused) return { result: refused };
      const updated = await guarded(tx, (sp) =>
        spec.update(sp, body.id, body.version, values, scope, current),
      );
      if (updated === 'duplicate') return { result: spec.duplicate };
      if (!updated) return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
    },

    async remove(tx, id, scope) {
      if (!(await get(tx, id, scope))) return ResourceResult.NotFound;
      if (spec.inUse && (await spec.inUse(tx, id))) return ResourceResult.InUse;
      await spec.remove(tx, id);
      return ResourceResult.Success;
    },
  };
}

/** Case-insensitive "another row of this customer already has this value". */
export async function takenWithin(
  tx: Db,
  table: PgTable & OwnedColumns,
  column: AnyColumn,
  value: string,
  customerId: number,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      allOf(
        eq(table.customerId, customerId),
        sql`lower(${column}) = lower(${value.trim()})`,
        exceptId == null ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** count(*) helper for the specs. */
export const total = (rows: { total: number | string }[]) => Number(rows[0]?.total ?? 0);
