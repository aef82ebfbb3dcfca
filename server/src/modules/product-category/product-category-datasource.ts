import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataSourceItem, ProductDataSourceFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerProducts, customers } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { customerScopeCondition } from '../customer/customer-scope';
import type { ResourceScope } from '../kit/resource-definition';
import { levelCondition, qualified, type CategoryLevel } from './category-level';

const merged = (list: number[] | null | undefined, one: number | null | undefined): number[] | null => {
  const ids = [...(list ?? []), ...(one ? [one] : [])];
  return ids.length ? [...new Set(ids)] : null;
};

/** The request's category filters with the singular ids folded into the lists. */
export function categoryFilterOf(filter: ProductDataSourceFilter) {
  return {
    productCategoryIds: merged(filter.productCategoryIds, filter.productCategoryId),
    productSubCategoryIds: merged(filter.productSubCategoryIds, filter.productSubCategoryId),
    productSubCategory2Ids: merged(filter.productSubCategory2Ids, null),
    productSubCategory3Ids: merged(filter.productSubCategory3Ids, null),
  };
}

/**
 * With customerIds or productIds: only the records those products use, among the products the caller
 * may see (a customer user asking for another customer's categories gets none).
 */
function usedByProducts(db: Db, level: CategoryLevel, filter: ProductDataSourceFilter, scope: ResourceScope) {
  const customerIds = filter.customerIds?.length ? filter.customerIds : null;
  const productIds = filter.productIds?.length ? filter.productIds : null;
  if (!customerIds && !productIds) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(customerProducts)
      .innerJoin(customers, eq(customers.id, customerProducts.customerId))
      .where(
        allOf(
          sql`${qualified(level.productColumn as PgColumn)} = ${qualified(level.columns.id)}`,
          idIn(customerProducts.customerId, customerIds),
          idIn(customerProducts.id, productIds),
          customerScopeCondition(scope),
        ),
      ),
  );
}

function condition(
  db: Db,
  level: CategoryLevel,
  query: DataSourceQuery<ProductDataSourceFilter>,
  scope: ResourceScope,
): SQL | undefined {
  return allOf(
    levelCondition(level, {
      searchText: query.searchText,
      idList: null,
      filter: categoryFilterOf(query.filter),
    }),
    usedByProducts(db, level, query.filter, scope),
  );
}

/** A page of one level's records by name (take 10 from skip unless the request says otherwise). */
export async function categoryItems(
  db: Db,
  level: CategoryLevel,
  query: DataSourceQuery<ProductDataSourceFilter>,
  scope: ResourceScope,
): Promise<DataSourceItem[]> {
  const { id, name } = level.columns;
  const select = db.select({ id, name }).from(level.table).$dynamic();
  let page = level
    .joinAncestors(select)
    .where(condition(db, level, query, scope))
    .orderBy(sql`lower(${name})`, asc(id))
    .offset(query.skip);
  if (query.take != null) page = page.limit(query.take);
  return (await page) as DataSourceItem[];
}

/** The always-included ids (the select's current values), whatever the search. */
export async function categoryItemsById(
  db: Db,
  level: CategoryLevel,
  ids: number[],
): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  const { id, name } = level.columns;
  const rows = await db
    .select({ id, name })
    .from(level.table)
    .where(and(inArray(id, ids)))
    .orderBy(sql`lower(${name})`);
  return rows as DataSourceItem[];
}
