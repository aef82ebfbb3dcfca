import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Lang } from '@portal/domain';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import { countOf } from './column-queries';
import { plainWrites, type LevelWrites } from './hierarchy-writes';

/**
 * Reference data in levels (country > province > city..., category > sub-category...): each level is a
 * table of named records, and each record below the top belongs to one record of the level above. An
 * area declares its levels from the top; `hierarchyLevels` works out, once for every area, how a level
 * joins its ancestors, what its rows and details hold, how it is searched, sorted and written.
 */

/** A level's table: an id, a name and a version on every level, a code on most. */
export type LevelTable = PgTable & { id: PgColumn; name: PgColumn; version: PgColumn; code?: PgColumn };

/** Records that point to a level (a province's cities): counted on its rows, and they keep it from deletion. */
export interface LevelCount {
  /** The row and sort field ('cityCount'). */
  field: string;
  /** The column pointing to the level (cities.provinceId). */
  column: PgColumn;
  /** The subquery's SQL alias ('city_count'). */
  alias: string;
  /** The export column's header and width. */
  header: Record<Lang, string>;
  width: number;
}

/** What a level has beyond what every level has (a country's ISO codes and region). */
export interface LevelExtras {
  rowFields?: SelectedFields;
  /** Joins the extra row fields need. */
  joinRows?<T extends PgSelect>(query: T): T;
  detailFields?: SelectedFields;
  sortColumns?: Record<string, AnyColumn | SQL>;
  textSortFields?: readonly string[];
  /** Filter name -> the column it restricts. */
  filterColumns?: Record<string, PgColumn>;
  /** Other tables' columns whose rows keep a record from being deleted, after the counted ones. */
  usedBy?: PgColumn[];
}

export interface LevelDeclaration {
  /** Names the level's fields on the records below: `${key}Id`, `${key}Name`, and the filter `${key}Ids`. */
  key: string;
  table: LevelTable;
  /** The foreign key to the level above (absent at the top); the table names it `${parent key}Id`. */
  parentColumn?: PgColumn;
  /** Its singular name: the header of its name column, in its own export and in those of the levels below. */
  title: Record<Lang, string>;
  counts?: LevelCount[];
  /** What searchText looks in: name and code unless the level says otherwise. */
  searchColumns?: PgColumn[];
  extras?: LevelExtras;
  /** Writes the level does its own way (the country's id is given, its codes upper-cased). */
  writes?: Partial<LevelWrites>;
}

/** The search fields a level's condition reads. */
export interface LevelSearch {
  searchText: string | null;
  idList: readonly number[] | null;
  filter: object;
}

/** A declared level with the queries its repository and its data source run. */
export interface HierarchyLevel extends LevelWrites {
  declaration: LevelDeclaration;
  table: LevelTable;
  /** The levels above, nearest first. */
  ancestors: LevelDeclaration[];
  /** The foreign key to the level above, its key in a body, and the parent's id column. */
  parent?: { column: PgColumn; key: string; id: PgColumn };
  rowFields: SelectedFields;
  detailFields: SelectedFields;
  /** Inner joins of the ancestors (their names, their filters). */
  joinAncestors<T extends PgSelect>(query: T): T;
  /** The ancestors and whatever else the summary rows show. */
  joinRows<T extends PgSelect>(query: T): T;
  condition(query: LevelSearch): SQL | undefined;
  sortColumns: Record<string, AnyColumn | SQL>;
  /** Sorted case-insensitively. */
  textSortFields: readonly string[];
  /** Columns whose rows keep a record from being deleted. */
  usedBy: PgColumn[];
}

type Link = { ancestor: LevelDeclaration; link: PgColumn };

/** Each ancestor (nearest first) with the column that links the level below it to it. */
function ancestorLinks(chain: LevelDeclaration[]): Link[] {
  return chain.slice(1).map((ancestor, index) => ({ ancestor, link: chain[index]!.parentColumn! }));
}

const ownColumns = (table: LevelTable) => ({
  id: table.id,
  name: table.name,
  ...(table.code ? { code: table.code } : {}),
});

/** searchText in the search columns, idList, and each `${key}Ids` filter of the level and those above. */
function searchCondition(chain: LevelDeclaration[]): HierarchyLevel['condition'] {
  const [{ table, searchColumns, extras }] = chain as [LevelDeclaration];
  const searched = searchColumns ?? [table.name, table.code].filter((column) => column !== undefined);
  const filterColumns: Record<string, PgColumn> = {
    ...Object.fromEntries([...chain].reverse().map((level) => [`${level.key}Ids`, level.table.id])),
    ...extras?.filterColumns,
  };
  return (query) => {
    const filter = query.filter as Record<string, readonly number[] | null | undefined>;
    return allOf(
      textMatches(query.searchText, searched),
      idIn(table.id, query.idList),
      ...Object.entries(filterColumns).map(([key, column]) => idIn(column, filter[key])),
    );
  };
}

/** `chain`: the level, then the levels above it, nearest first. */
function resolve(chain: LevelDeclaration[], textSortFields: readonly string[]): HierarchyLevel {
  const [declaration, parent] = chain as [LevelDeclaration, LevelDeclaration | undefined];
  const { table, counts = [], extras = {} } = declaration;
  const links = ancestorLinks(chain);
  const own = ownColumns(table);
  const counted = Object.fromEntries(counts.map((c) => [c.field, countOf(c.column, table.id, c.alias)]));
  const ancestorNames = Object.fromEntries(links.map(({ ancestor: a }) => [`${a.key}Name`, a.table.name]));

  const joinAncestors = <T extends PgSelect>(query: T): T => {
    let joined: PgSelect = query;
    for (const { ancestor, link } of links)
      joined = joined.innerJoin(ancestor.table, eq(ancestor.table.id, link)) as unknown as PgSelect;
    return joined as T;
  };
  const level: Omit<HierarchyLevel, keyof LevelWrites> = {
    declaration,
    table,
    ancestors: links.map(({ ancestor }) => ancestor),
    parent: parent && { column: declaration.parentColumn!, key: `${parent.key}Id`, id: parent.table.id },
    rowFields: {
      ...own,
      ...Object.fromEntries(links.map(({ ancestor: a }) => [`${a.key}Id`, a.table.id])),
      ...ancestorNames,
      ...counted,
      version: table.version,
      ...extras.rowFields,
    },
    // The upper ids come from the joined rows: they seed the edit form's pickers.
    detailFields: {
      ...own,
      ...Object.fromEntries(links.map(({ ancestor, link }) => [`${ancestor.key}Id`, link])),
      version: table.version,
      ...extras.detailFields,
    },
    joinAncestors,
    joinRows: (query) => (extras.joinRows ? extras.joinRows(joinAncestors(query)) : joinAncestors(query)),
    condition: searchCondition(chain),
    sortColumns: {
      ...own,
      ...ancestorNames,
      ...Object.fromEntries(Object.entries(counted).map(([field, count]) => [field, count.getSQL()])),
      ...extras.sortColumns,
    },
    textSortFields: [...textSortFields, ...(extras.textSortFields ?? [])],
    usedBy: [...counts.map((c) => c.column), ...(extras.usedBy ?? [])],
  };
  return { ...level, ...plainWrites(level), ...declaration.writes };
}

/**
 * The levels of one area, from the top. Text sorts are case-insensitive: name, code and the names of
 * every level that has levels below.
 */
export function hierarchyLevels<const Levels extends readonly LevelDeclaration[]>(
  declarations: Levels,
): { [Index in keyof Levels]: HierarchyLevel } {
  const textSortFields = ['name', 'code', ...declarations.slice(0, -1).map((level) => `${level.key}Name`)];
  return declarations.map((_, index) =>
    resolve(declarations.slice(0, index + 1).reverse(), textSortFields),
  ) as { [Index in keyof Levels]: HierarchyLevel };
}
