import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { ResourceResult, type LocationFilter, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { ResourceRepository, WriteOutcome } from '../kit/resource-definition';

/**
 * One level of the location tree below the country (province, city, county, town): a name unique per
 * parent, an optional code, a version. The level says how to join its ancestors for rows; this file does
 * the searching, the optimistic-locking writes and the delete refusal once for all of them.
 */
export interface LocationLevel {
  table: PgTable;
  columns: { id: PgColumn; name: PgColumn; code: PgColumn; version: PgColumn; updatedAt: PgColumn };
  /** The foreign key to the parent, and the parent's id column (to check it exists). */
  parent: { column: PgColumn; key: 'countryId' | 'provinceId' | 'cityId' | 'countyId'; id: PgColumn };
  /** The level below (delete is refused while it has rows here). */
  child?: { column: PgColumn };
  /** SELECT fields of a summary row (joined ancestor names, child count). */
  rowFields: SelectedFields;
  /** SELECT fields of the detail (ancestor ids read only). */
  detailFields: SelectedFields;
  /** Adds the ancestor joins to a select from `table`. */
  joinAncestors<T extends PgSelect>(query: T): T;
  /** Filter name -> the (joined) id column it restricts. */
  filterColumns: Partial<Record<keyof LocationFilter, PgColumn>>;
  /** Searched with searchText. */
  textColumns: PgColumn[];
  sortColumns: Record<string, AnyColumn | SQL>;
  textSortFields: readonly string[];
}

interface LevelBody {
  id?: number;
  name: string;
  code?: string | null;
  version?: number;
  [parentKey: string]: unknown;
}

const clean = (code: string | null | undefined) => (code?.trim() ? code.trim() : null);

export function levelCondition(level: LocationLevel, query: SearchQuery<LocationFilter>): SQL | undefined {
  const filters = Object.entries(level.filterColumns).map(([key, column]) =>
    idIn(column, query.filter[key as keyof LocationFilter] as number[] | null | undefined),
  );
  return allOf(
    textMatches(query.searchText, level.textColumns),
    idIn(level.columns.id, query.idList),
    ...filters,
  );
}

export function locationRepository<Row, Detail extends VersionedRecord, Create>(
  level: LocationLevel,
): ResourceRepository<Row, Detail, Create, LocationFilter> {
  const { table, columns, parent } = level;

  async function get(db: Db, id: number): Promise<Detail | null> {
    const query = db.select(level.detailFields).from(table).$dynamic();
    const [row] = await level.joinAncestors(query).where(eq(columns.id, id)).limit(1);
    return (row as Detail | undefined) ?? null;
  }

  async function parentExists(db: Db, parentId: number): Promise<boolean> {
    const parentTable = (parent.id as unknown as { table: PgTable }).table;
    const rows = await db.select({ id: parent.id }).from(parentTable).where(eq(parent.id, parentId)).limit(1);
    return rows.length > 0;
  }

  async function nameTaken(db: Db, name: string, parentId: number, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: columns.id })
      .from(table)
      .where(
        allOf(
          sql`lower(${columns.name}) = lower(${name})`,
          eq(parent.column, parentId),
          exceptId == null ? undefined : ne(columns.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Checks shared by create and update; null when the write may go ahead. */
  async function refusal(db: Db, body: LevelBody, exceptId?: number): Promise<WriteOutcome<Detail> | null> {
    const parentId = body[parent.key] as number;
    if (!(await parentExists(db, parentId))) return { result: ResourceResult.ParentNotFound };
    if (await nameTaken(db, body.name.trim(), parentId, exceptId))
      return { result: ResourceResult.DuplicateName };
    return null;
  }

  return {
    async page(db, query) {
      const select = db.select(level.rowFields).from(table).$dynamic();
      let paged = level
        .joinAncestors(select)
        .where(levelCondition(level, query))
        .orderBy(...orderBy(query.sort, level.sortColumns, columns.id, level.textSortFields))
        .offset(query.skip);
      if (query.take != null) paged = paged.limit(query.take);
      return (await paged) as Row[];
    },

    async count(db, query) {
      const select = db.select({ total: count() }).from(table).$dynamic();
      const [row] = await level.joinAncestors(select).where(levelCondition(level, query));
      return Number(row?.total ?? 0);
    },

    get,

    async create(tx, raw) {
      const body = raw as unknown as LevelBody;
      const refused = await refusal(tx, body);
      if (refused) return refused;
      const [row] = await tx
        .insert(table)
        .values({ name: body.name.trim(), code: clean(body.code), [parent.key]: body[parent.key] } as never)
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
        .set({
          name: body.name.trim(),
          code: clean(body.code),
          [parent.key]: body[parent.key],
          version: sql`${columns.version} + 1`,
          updatedAt: sql`now()`,
        } as never)
        .where(and(eq(columns.id, body.id), eq(columns.version, body.version)))
        .returning({ id: columns.id });
      // Someone saved between our read and this write: theirs stands.
      if (!updated.length) return { result: ResourceResult.Conflict, current: (await get(tx, body.id))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
    },

    async remove(tx, id) {
      const existing = await tx.select({ id: columns.id }).from(table).where(eq(columns.id, id)).limit(1);
      if (!existing.length) return ResourceResult.NotFound;
      if (level.child) {
        const childTable = (level.child.column as unknown as { table: PgTable }).table;
        const children = await tx
          .select({ id: level.child.column })
          .from(childTable)
          .where(eq(level.child.column, id))
          .limit(1);
        if (children.length) return ResourceResult.InUse;
      }
      await tx.delete(table).where(eq(columns.id, id));
      return ResourceResult.Success;
    },
  };
}

/** `(select count(*) from child where child.parent = id)::int` as a row field. */
export function childCount(childParent: PgColumn, id: PgColumn, alias: string): SQL.Aliased<number> {
  const childTable = (childParent as unknown as { table: PgTable }).table;
  return sql<number>`(select count(*) from ${childTable} where ${childParent} = ${id})::int`.as(alias);
}
