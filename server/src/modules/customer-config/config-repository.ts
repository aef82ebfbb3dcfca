import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResourceResult, UserType, type CustomerConfigFilter, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import { userEntities, users } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { ownedRepository, type Refusal } from '../customer/customer-owned-repository';
import type { ResourceRepository, ResourceScope } from '../kit/resource-definition';

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

/**
 * The customer-owned repository (scoped reads, checked writes, versioned updates) over one configuration
 * table: the stored values come from the spec, the writes are the plain insert, update and delete.
 */
export function configRepository<Row, Detail extends Owned, Create extends { customerId: number }>(
  spec: ConfigSpec<Row, Detail, Create>,
): ResourceRepository<Row, Detail, Create, CustomerConfigFilter> {
  const { table } = spec;
  return ownedRepository<Row, Detail, Create, CustomerConfigFilter>({
    table,
    rows: spec.rows,
    count: spec.count,
    detail: spec.detail,
    searchColumns: spec.searchColumns,
    sortColumns: spec.sortColumns,
    textSortFields: spec.textSortFields,
    filter: (query) => allOf(idIn(table.customerId, query.filter.customerIds), spec.filter?.(query.filter)),
    refusal: (tx, body, _customerId, exceptId, scope) => spec.refusal(tx, body, scope, exceptId),
    duplicate: ResourceResult.DuplicateName,
    async insert(tx, body, customerId, scope) {
      const [row] = await tx
        .insert(table)
        .values({ ...spec.values(body, scope, null), customerId } as never)
        .returning({ id: table.id });
      return row!.id as number;
    },
    async update(tx, id, version, body, scope, current) {
      const updated = await tx
        .update(table)
        .set({
          ...spec.values(body, scope, current),
          version: sql`${table.version} + 1`,
          updatedAt: sql`now()`,
        } as never)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      return updated.length > 0;
    },
    inUse: spec.inUse,
    async remove(tx, id) {
      await tx.delete(table).where(eq(table.id, id));
    },
  });
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
