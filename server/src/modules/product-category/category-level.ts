import { and, count, eq, getTableName, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  type ProductCategoryCreate,
  type ProductCategoryDetail,
  type ProductCategoryFilter,
  type ProductCategoryResource,
  type ProductCategoryRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { ResourceRepository, WriteOutcome } from '../kit/resource-definition';

/**
 * One level of the product taxonomy (category, sub-category, sub-category 2, sub-category 3): a name
 * unique per parent, an optional code, a version. The level says how to join its ancestors; this file
 * does the searching, the optimistic-locking writes and the delete refusal once for all four.
 */
export interface CategoryLevel {
  resource: ProductCategoryResource;
  table: PgTable;
  columns: { id: PgColumn; name: PgColumn; code: PgColumn; version: PgColumn };
  /** The foreign key to the parent and the parent's id column (absent at the top). */
  parent?: { column: PgColumn; key: string; id: PgColumn };
  /** The level below's foreign key to this one (delete is refused while it has rows). */
  child?: PgColumn;
  /** customer_products' column for this level (delete is refused while products use it). */
  productColumn: PgColumn;
  rowFields: SelectedFields;
  detailFields: SelectedFields;
  joinAncestors<T extends PgSelect>(query: T): T;
  /** Filter name -> the (joined) id column it restricts: this level and every level above. */
  filterColumns: Partial<Record<keyof ProductCategoryFilter, PgColumn>>;
  sortColumns: Record<string, AnyColumn | SQL>;
}

export const TEXT_SORT_FIELDS = [
  'name',
  'code',
  'productCategoryName',
  'productSubCategoryName',
  'productSubCategory2Name',
];

interface LevelBody {
  id?: number;
  name: string;
  code?: string | null;
  version?: number;
  [parentKey: string]: unknown;
}

const clean = (code: string | null | undefined) => (code?.trim() ? code.trim() : null);

export function levelCondition(
  level: CategoryLevel,
  query: Pick<SearchQuery<ProductCategoryFilter>, 'searchText' | 'idList' | 'filter'>,
): SQL | undefined {
  const filters = Object.entries(level.filterColumns).map(([key, column]) =>
    idIn(column, query.filter[key as keyof ProductCategoryFilter]),
  );
  return allOf(
    textMatches(query.searchText, [level.columns.name, level.columns.code]),
    idIn(level.columns.id, query.idList),
    ...filters,
  );
}

/**
 * "table"."column": drizzle leaves column names unqualified in a select without joins, where a subquery
 * would read them as its own table's columns.
 */
export function qualified(column: PgColumn): SQL {
  const table = (column as unknown as { table: PgTable }).table;
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** `(select count(*) from table where column = id)::int` as a row field. */
export function countOf(column: PgColumn, id: PgColumn, alias: string): SQL.Aliased<number> {
  const table = (column as unknown as { table: PgTable }).table;
  return sql<number>`(select count(*) from ${table} where ${qualified(column)} = ${qualified(id)})::int`.as(
    alias,
  );
}

const tableOf = (column: PgColumn) => (column as unknown as { table: PgTable }).table;

async function exists(db: Db, column: PgColumn, id: number): Promise<boolean> {
  const rows = await db.select({ id: column }).from(tableOf(column)).where(eq(column, id)).limit(1);
  return rows.length > 0;
}

/** The repository of one level. Global reference data: the scope argument is not needed. */
export function categoryRepository(
  level: CategoryLevel,
): ResourceRepository<
  ProductCategoryRow,
  ProductCategoryDetail,
  ProductCategoryCreate,
  ProductCategoryFilter
> {
  const { table, columns, parent } = level;

  async function get(db: Db, id: number): Promise<ProductCategoryDetail | null> {
    const query = db.select(level.detailFields).from(table).$dynamic();
    const [row] = await level.joinAncestors(query).where(eq(columns.id, id)).limit(1);
    return (row as ProductCategoryDetail | undefined) ?? null;
  }

  async function nameTaken(db: Db, name: string, parentId: number | null, exceptId?: number) {
    const rows = await db
      .select({ id: columns.id })
      .from(table)
      .where(
        allOf(
          sql`lower(${columns.name}) = lower(${name})`,
          parent && parentId != null ? eq(parent.column, parentId) : undefined,
          exceptId == null ? undefined : ne(columns.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async function refusal(
    db: Db,
    body: LevelBody,
    exceptId?: number,
  ): Promise<WriteOutcome<ProductCategoryDetail> | null> {
    const parentId = parent ? (body[parent.key] as number) : null;
    if (parent && !(await exists(db, parent.id, parentId!))) return { result: ResourceResult.ParentNotFound };
    if (await nameTaken(db, body.name.trim(), parentId, exceptId))
      return { result: ResourceResult.DuplicateName };
    return null;
  }

  const values = (body: LevelBody) => ({
    name: body.name.trim(),
    code: clean(body.code),
    ...(parent ? { [parent.key]: body[parent.key] } : {}),
  });

  return {
    async page(db, query) {
      const select = db.select(level.rowFields).from(table).$dynamic();
      let paged = level
        .joinAncestors(select)
        .where(levelCondition(level, query))
        .orderBy(...orderBy(query.sort, level.sortColumns, columns.id, TEXT_SORT_FIELDS))
        .offset(query.skip);
      if (query.take != null) paged = paged.limit(query.take);
      return (await paged) as unknown as ProductCategoryRow[];
    },

    async count(db, query) {
      const select = db.select({ total: count() }).from(table).$dynamic();
      const [row] = await level.joinAncestors(select).where(levelCondition(level, query));
      return Number(row?.total ?? 0);
    },

    get: (db, id) => get(db, id),

    async create(tx, raw) {
      const body = raw as unknown as LevelBody;
      const refused = await refusal(tx, body);
      if (refused) return refused;
      const [row] = await tx
        .insert(table)
        .values(values(body) as never)
        .returning({ id: columns.id });
      return { result: ResourceResult.Success, data: (await get(tx, (row as { id: number }).id))! };
    },

    async update(tx, raw) {
      const body = raw as unknown as LevelBody & { id: number; version: number };
      const current = await get(tx, body.id);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      const refused = await refusal(tx, body, body.id);
      if (refused) return refused;
      const updated = await tx
        .update(table)
        .set({ ...values(body), version: sql`${columns.version} + 1`, updatedAt: sql`now()` } as never)
        .where(and(eq(columns.id, body.id), eq(columns.version, body.version)))
        .returning({ id: columns.id });
      // Someone saved between our read and this write: theirs stands.
      if (!updated.length) return { result: ResourceResult.Conflict, current: (await get(tx, body.id))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
    },

    async remove(tx, id) {
      if (!(await exists(tx, columns.id, id))) return ResourceResult.NotFound;
      if (level.child && (await exists(tx, level.child, id))) return ResourceResult.InUse;
      if (await exists(tx, level.productColumn, id)) return ResourceResult.InUse;
      await tx.delete(table).where(eq(columns.id, id));
      return ResourceResult.Success;
    },
  };
}
