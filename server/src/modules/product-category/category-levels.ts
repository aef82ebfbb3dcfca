import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ProductCategoryResource } from '@portal/domain';
import {
  customerProducts,
  productCategories,
  productSub2Categories,
  productSub3Categories,
  productSubCategories,
} from '../../db/schema';
import { countOf, type CategoryLevel } from './category-level';

/** The four taxonomy levels, each joining its ancestors for names and filters. */

const base = (
  table:
    | typeof productCategories
    | typeof productSubCategories
    | typeof productSub2Categories
    | typeof productSub3Categories,
) => ({
  id: table.id,
  name: table.name,
  code: table.code,
  version: table.version,
});

const categoryCols = { productCategoryId: productCategories.id, productCategoryName: productCategories.name };
const subCols = {
  productSubCategoryId: productSubCategories.id,
  productSubCategoryName: productSubCategories.name,
};
const sub2Cols = {
  productSubCategory2Id: productSub2Categories.id,
  productSubCategory2Name: productSub2Categories.name,
};

const productCount = (column: PgColumn, id: PgColumn) => countOf(column, id, 'product_count');

export const categoryLevel: CategoryLevel = {
  resource: 'productCategory',
  table: productCategories,
  columns: base(productCategories),
  child: productSubCategories.productCategoryId,
  productColumn: customerProducts.productCategoryId,
  rowFields: {
    ...base(productCategories),
    childCount: countOf(productSubCategories.productCategoryId, productCategories.id, 'child_count'),
    productCount: productCount(customerProducts.productCategoryId, productCategories.id),
  },
  detailFields: base(productCategories),
  joinAncestors: <T extends PgSelect>(query: T) => query,
  filterColumns: { productCategoryIds: productCategories.id },
  sortColumns: {
    ...base(productCategories),
    childCount: countOf(
      productSubCategories.productCategoryId,
      productCategories.id,
      'child_count',
    ).getSQL() as SQL,
    productCount: productCount(customerProducts.productCategoryId, productCategories.id).getSQL() as SQL,
  },
};

export const subCategoryLevel: CategoryLevel = {
  resource: 'productSubCategory',
  table: productSubCategories,
  columns: base(productSubCategories),
  parent: {
    column: productSubCategories.productCategoryId,
    key: 'productCategoryId',
    id: productCategories.id,
  },
  child: productSub2Categories.productSubCategoryId,
  productColumn: customerProducts.productSubCategoryId,
  rowFields: {
    ...base(productSubCategories),
    ...categoryCols,
    childCount: countOf(productSub2Categories.productSubCategoryId, productSubCategories.id, 'child_count'),
    productCount: productCount(customerProducts.productSubCategoryId, productSubCategories.id),
  },
  detailFields: { ...base(productSubCategories), productCategoryId: productSubCategories.productCategoryId },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query.innerJoin(
      productCategories,
      eq(productCategories.id, productSubCategories.productCategoryId),
    ) as unknown as T,
  filterColumns: { productCategoryIds: productCategories.id, productSubCategoryIds: productSubCategories.id },
  sortColumns: {
    ...base(productSubCategories),
    productCategoryName: productCategories.name,
    childCount: countOf(
      productSub2Categories.productSubCategoryId,
      productSubCategories.id,
      'child_count',
    ).getSQL() as SQL,
    productCount: productCount(
      customerProducts.productSubCategoryId,
      productSubCategories.id,
    ).getSQL() as SQL,
  },
};

export const sub2CategoryLevel: CategoryLevel = {
  resource: 'productSub2Category',
  table: productSub2Categories,
  columns: base(productSub2Categories),
  parent: {
    column: productSub2Categories.productSubCategoryId,
    key: 'productSubCategoryId',
    id: productSubCategories.id,
  },
  child: productSub3Categories.productSubCategory2Id,
  productColumn: customerProducts.productSubCategory2Id,
  rowFields: {
    ...base(productSub2Categories),
    ...subCols,
    ...categoryCols,
    childCount: countOf(productSub3Categories.productSubCategory2Id, productSub2Categories.id, 'child_count'),
    productCount: productCount(customerProducts.productSubCategory2Id, productSub2Categories.id),
  },
  detailFields: {
    ...base(productSub2Categories),
    productSubCategoryId: productSub2Categories.productSubCategoryId,
    productCategoryId: productSubCategories.productCategoryId,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query
      .innerJoin(
        productSubCategories,
        eq(productSubCategories.id, productSub2Categories.productSubCategoryId),
      )
      .innerJoin(
        productCategories,
        eq(productCategories.id, productSubCategories.productCategoryId),
      ) as unknown as T,
  filterColumns: {
    productCategoryIds: productCategories.id,
    productSubCategoryIds: productSubCategories.id,
    productSubCategory2Ids: productSub2Categories.id,
  },
  sortColumns: {
    ...base(productSub2Categories),
    productCategoryName: productCategories.name,
    productSubCategoryName: productSubCategories.name,
    childCount: countOf(
      productSub3Categories.productSubCategory2Id,
      productSub2Categories.id,
      'child_count',
    ).getSQL() as SQL,
    productCount: productCount(
      customerProducts.productSubCategory2Id,
      productSub2Categories.id,
    ).getSQL() as SQL,
  },
};

export const sub3CategoryLevel: CategoryLevel = {
  resource: 'productSub3Category',
  table: productSub3Categories,
  columns: base(productSub3Categories),
  parent: {
    column: productSub3Categories.productSubCategory2Id,
    key: 'productSubCategory2Id',
    id: productSub2Categories.id,
  },
  productColumn: customerProducts.productSubCategory3Id,
  rowFields: {
    ...base(productSub3Categories),
    ...sub2Cols,
    ...subCols,
    ...categoryCols,
    productCount: productCount(customerProducts.productSubCategory3Id, productSub3Categories.id),
  },
  detailFields: {
    ...base(productSub3Categories),
    productSubCategory2Id: productSub3Categories.productSubCategory2Id,
    productSubCategoryId: productSub2Categories.productSubCategoryId,
    productCategoryId: productSubCategories.productCategoryId,
  },
  joinAncestors: <T extends PgSelect>(query: T) =>
    query
      .innerJoin(
        productSub2Categories,
        eq(productSub2Categories.id, productSub3Categories.productSubCategory2Id),
      )
      .innerJoin(
        productSubCategories,
        eq(productSubCategories.id, productSub2Categories.productSubCategoryId),
      )
      .innerJoin(
        productCategories,
        eq(productCategories.id, productSubCategories.productCategoryId),
      ) as unknown as T,
  filterColumns: {
    productCategoryIds: productCategories.id,
    productSubCategoryIds: productSubCategories.id,
    productSubCategory2Ids: productSub2Categories.id,
    productSubCategory3Ids: productSub3Categories.id,
  },
  sortColumns: {
    ...base(productSub3Categories),
    productCategoryName: productCategories.name,
    productSubCategoryName: productSubCategories.name,
    productSubCategory2Name: productSub2Categories.name,
    productCount: productCount(
      customerProducts.productSubCategory3Id,
      productSub3Categories.id,
    ).getSQL() as SQL,
  },
};

export const CATEGORY_LEVELS: Record<ProductCategoryResource, CategoryLevel> = {
  productCategory: categoryLevel,
  productSubCategory: subCategoryLevel,
  productSub2Category: sub2CategoryLevel,
  productSub3Category: sub3CategoryLevel,
};
