import { and, asc, eq, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataSourceItem, ProductDataSourceFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerProducts as p, customers, productCategories, productSubCategories } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import { customerScopeCondition } from '../customer/customer-scope';
import type { ResourceScope } from '../kit/resource-definition';
import { categoryFilterOf } from '../product-category/product-category-datasource';

/**
 * Customer products as select items (name: the product reference), narrowed by the spec's product request
 * fields: customerIds, productIds and the category ids at each level. Only products the caller may see.
 */
export async function productItems(
  db: Db,
  query: DataSourceQuery<ProductDataSourceFilter>,
  scope: ResourceScope,
): Promise<DataSourceItem[]> {
  const f = query.filter;
  const categories = categoryFilterOf(f);
  let page = db
    .select({ id: p.id, name: p.productReference })
    .from(p)
    .innerJoin(customers, eq(customers.id, p.customerId))
    .where(
      allOf(
        customerScopeCondition(scope),
        textMatches(query.searchText, [p.productReference, p.description]),
        idIn(p.customerId, f.customerIds),
        idIn(p.id, f.productIds),
        idIn(p.productCategoryId, categories.productCategoryIds),
        idIn(p.productSubCategoryId, categories.productSubCategoryIds),
        idIn(p.productSubCategory2Id, categories.productSubCategory2Ids),
        idIn(p.productSubCategory3Id, categories.productSubCategory3Ids),
      ),
    )
    .orderBy(sql`lower(${p.productReference})`, asc(p.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) page = page.limit(query.take);
  return page;
}

export async function productItemsById(
  db: Db,
  ids: number[],
  scope: ResourceScope,
): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  return db
    .select({ id: p.id, name: p.productReference })
    .from(p)
    .innerJoin(customers, eq(customers.id, p.customerId))
    .where(and(inArray(p.id, ids), customerScopeCondition(scope)))
    .orderBy(sql`lower(${p.productReference})`);
}

/**
 * The distinct records of one taxonomy level that a customer's products use (spec 7
 * getcustomerproductcategory and getcustomerproductsubcategory), by name. Empty for a customer outside
 * the scope.
 */
export async function customerLevelItems(
  db: Db,
  scope: ResourceScope,
  customerId: number,
  level: { table: PgTable; id: PgColumn; name: PgColumn; productColumn: AnyColumn },
  options: { searchText?: string | null; productCategoryIds?: number[] | null } = {},
): Promise<DataSourceItem[]> {
  const rows = await db
    .selectDistinct({ id: level.id, name: level.name })
    .from(p)
    .innerJoin(customers, eq(customers.id, p.customerId))
    .innerJoin(level.table, eq(level.id, level.productColumn))
    .where(
      allOf(
        eq(p.customerId, customerId),
        customerScopeCondition(scope),
        isNotNull(level.productColumn),
        idIn(p.productCategoryId, options.productCategoryIds),
        textMatches(options.searchText ?? null, [level.name]),
      ),
    )
    .orderBy(level.name, level.id);
  return rows as DataSourceItem[];
}

export const CATEGORY_OF_PRODUCT = {
  table: productCategories,
  id: productCategories.id,
  name: productCategories.name,
  productColumn: p.productCategoryId,
};
export const SUB_CATEGORY_OF_PRODUCT = {
  table: productSubCategories,
  id: productSubCategories.id,
  name: productSubCategories.name,
  productColumn: p.productSubCategoryId,
};
