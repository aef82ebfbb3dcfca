import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataSourceItem, UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery, type DataSourceQuery } from '../../lib/search/search-runner';
import {
  dataSourceBodySchema,
  dataSourceResponseSchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';
import { allOf } from '../../lib/search/sql-filters';
import { entityRoute } from '../../plugins/route-access';
import { errorResponses } from '../user/user.schemas';
import type { HierarchyLevel } from './hierarchy-levels';

/** A page of a level's records as select items, by name; `also`: a condition beyond the level's own. */
export async function levelItems(
  db: Db,
  level: HierarchyLevel,
  query: Pick<DataSourceQuery<object>, 'searchText' | 'filter' | 'skip' | 'take'>,
  also?: SQL,
): Promise<DataSourceItem[]> {
  const { id, name } = level.table;
  const select = db.select({ id, name }).from(level.table).$dynamic();
  let page = level
    .joinAncestors(select)
    .where(allOf(level.condition({ searchText: query.searchText, idList: null, filter: query.filter }), also))
    .orderBy(sql`lower(${name})`, asc(id))
    .offset(query.skip);
  if (query.take != null) page = page.limit(query.take);
  return (await page) as DataSourceItem[];
}

/** The always-included ids (the select's current values), whatever the search. */
export async function levelItemsById(
  db: Db,
  level: HierarchyLevel,
  ids: number[],
): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  const { id, name } = level.table;
  const rows = await db
    .select({ id, name })
    .from(level.table)
    .where(inArray(id, ids))
    .orderBy(sql`lower(${name})`);
  return rows as DataSourceItem[];
}

export interface LevelDataSource<Filter> {
  /** Without a leading slash, as the API path constants are written. */
  path: string;
  level: HierarchyLevel;
  userTypes: readonly UserType[];
  tags: string[];
  summary: string;
  filters: Record<string, JsonSchema>;
  /** The request's filter as the level's condition reads it, and a further condition (the caller's scope). */
  narrow?(query: DataSourceQuery<Filter>, request: FastifyRequest): { filter: object; also?: SQL };
}

/**
 * POST {path}: a level's records by name, take 10 from skip by default, the idList always included. Only a
 * signed-in user in an entity: reference data that many screens pick from.
 */
export function levelDataSourceRoute<Filter>(app: FastifyInstance, db: Db, route: LevelDataSource<Filter>) {
  app.post<{ Body: Filter & Record<string, unknown> }>(
    `/${route.path}`,
    {
      config: entityRoute(null, route.userTypes, 'none'),
      schema: {
        tags: route.tags,
        summary: route.summary,
        body: dataSourceBodySchema(route.filters),
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<Filter>(request.body as never);
      const { filter, also } = route.narrow?.(query, request) ?? { filter: query.filter as object };
      return dataSourceResponse(
        await levelItems(db, route.level, { ...query, filter }, also),
        await levelItemsById(db, route.level, query.idList),
      );
    },
  );
}
