import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResourceResult, UserType, type CustomerConfigFilter, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import { userEntities, users } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope, customerScopeCondition } from '../customer/customer-scope';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';

export type Refusal = Exclude<
  WriteOutcome<never>['result'],
  ResourceResult.Success | ResourceResult.Conflict
>;

interface OwnedTable {
  id: PgColumn;
  customerId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

type Owned = VersionedRecord & { customerId: number };

/**
 * What differs between the five customer configuration records. Reads join the customers table, so
 * `customerScopeCondition` (the caller's customers) applies to every row, detail and count.
 */
export interface ConfigSpec<Row, Detail extends Owned, Create extends { customerId: number }> {
  table: PgTable & OwnedTable;
  rows(db: Db, where: SQL | undefined, order: SQL[], skip: number, take: number | null): Promise<Row[]>;
  count(db: Db, where: SQL | undefined): Promise<number>;
  detail(db: Db, where: SQL): Promise<Detail | null>;
  searchColumns: (AnyColumn | SQL)[];
  sortColumns: Record<string, AnyColumn | SQL>;
  textSortFields: readonly string[];
  filter?: (filter: CustomerConfigFilter) => SQL | undefined;
  /** The refusal of a body for its customer (a taken name, a foreign parent...); null when fine. */
  refusal(tx: Db, body: Create, scope: ResourceScope, exceptId: number | null): Promise<Refusal | null>;
  /** The stored columns of a body; `current` is set on update (fields the caller may not change). */
  values(body: Create, scope: ResourceScope, current: Detail | null): Record<string, unknown>;
  /** true while other records point at it (delete answers InUse). */
  inUse?(tx: Db, id: number): Promise<boolean>;
}

/** A repository over one customer-owned table: scoped reads, checked writes, versioned updates. */
export function configRepository<Row, Detail extends Owned, Create extends { customerId: number }>(
  spec: ConfigSpec<Row, Detail, Create>,
): ResourceRepository<Row, Detail, Create, CustomerConfigFilter> {
  const { table } = spec;
  const where = (query: SearchQuery<CustomerConfigFilter>, scope: ResourceScope) =>
    allOf(
      customerScopeCondition(scope),
      textMatches(query.searchText, spec.searchColumns),
      idIn(table.id, query.idList),
      idIn(table.customerId, query.filter.customerIds),
      query.filter.customerId ? eq(table.customerId, query.filter.customerId) : undefined,
      spec.filter?.(query.filter),
    );
  const get = (db: Db, id: number, scope: ResourceScope) =>
    spec.detail(db, and(eq(table.id, id), customerScopeCondition(scope)) as SQL);

  return {
    page: (db, query, scope) =>
      spec.rows(
        db,
        where(query, scope),
        orderBy(query.sort, spec.sortColumns, table.id, spec.textSortFields),
        query.skip,
        query.take,
      ),
    count: (db, query, scope) => spec.count(db, where(query, scope)),
    get,

    async create(tx, body, scope) {
      // A customer outside the caller's scope answers as a missing one.
      if (!(await customerInScope(tx, scope, body.customerId))) return { result: ResourceResult.NotFound };
      const refused = await spec.refusal(tx, body, scope, null);
      if (refused) return { result: refused };
      const [row] = await tx
        .insert(table)
        .values({ ...spec.values(body, scope, null), customerId: body.customerId } as never)
        .returning({ id: table.id });
      return { result: ResourceResult.Success, data: (await get(tx, row!.id as number, scope))! };
    },

    async update(tx, body, scope) {
      const current = await get(tx, body.id, scope);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      // The customer is fixed once the record exists.
      const fixed = { ...(body as unknown as Create), customerId: current.customerId };
      const refused = await spec.refusal(tx, fixed, scope, body.id);
      if (refused) return { result: refused };
      const updated = await tx
        .update(table)
        .set({
          ...spec.values(fixed, scope, current),
          version: sql`${table.version} + 1`,
          updatedAt: sql`now()`,
        } as never)
        .where(and(eq(table.id, body.id), eq(table.version, body.version)))
        .returning({ id: table.id });
      if (!updated.length)
        return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
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

/** Trimmed text, or null when blank. */
export const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Internal users working in the request's entity: the only ones a customer may be assigned to. */
export function internalUserCondition(entityId: number): SQL {
  return and(
    eq(users.userType, UserType.InternalUser),
    eq(users.isActive, true),
    sql`exists (select 1 from ${userEntities} where ${userEntities.userId} = ${users.id} and ${userEntities.entityId} = ${entityId})`,
  ) as SQL;
}

/** True when every given id is an internal user of the entity (null ids are skipped). */
export async function internalUsersExist(
  db: Db,
  entityId: number,
  ids: (number | null | undefined)[],
): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return true;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(internalUserCondition(entityId), idIn(users.id, wanted)));
  return found.length === wanted.length;
}

export const isCustomerUser = (scope: ResourceScope) => scope.user.userType === UserType.Customer;
