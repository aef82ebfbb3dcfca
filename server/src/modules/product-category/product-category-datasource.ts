import { eq, exists, sql, type SQL } from 'drizzle-orm';
import type { ProductCategoryResource, ProductDataSourceFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerProducts, customers } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { customerScopeCondition } from '../customer/customer-scope';
import { qualified } from '../kit/column-queries';
import type { ResourceScope } from '../kit/resource-definition';
import { CATEGORY_LEVELS, PRODUCT_COLUMN } from './category-levels';

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
function usedByProducts(
  db: Db,
  resource: ProductCategoryResource,
  filter: ProductDataSourceFilter,
  scope: ResourceScope,
): SQL | undefined {
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
          sql`${qualified(PRODUCT_COLUMN[resource])} = ${qualified(CATEGORY_LEVELS[resource].table.id)}`,
          idIn(customerProducts.customerId, customerIds),
          idIn(customerProducts.id, productIds),
          customerScopeCondition(scope),
        ),
      ),
  );
}

/** A level's datasource request as its condition reads it, and the products' narrowing on top. */
export function categoryNarrowing(
  db: Db,
  resource: ProductCategoryResource,
  query: DataSourceQuery<ProductDataSourceFilter>,
  scope: ResourceScope,
): { filter: object; also?: SQL } {
  return { filter: categoryFilterOf(query.filter), also: usedByProducts(db, resource, query.filter, scope) };
}
