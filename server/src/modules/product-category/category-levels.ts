import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ProductCategoryResource } from '@portal/domain';
import {
  customerProducts,
  productCategories,
  productSub2Categories,
  productSub3Categories,
  productSubCategories,
} from '../../db/schema';
import { hierarchyLevels, type HierarchyLevel, type LevelCount } from '../kit/hierarchy-levels';

/** customer_products' column for each level: a product is classified down to the fourth level. */
export const PRODUCT_COLUMN: Record<ProductCategoryResource, PgColumn> = {
  productCategory: customerProducts.productCategoryId,
  productSubCategory: customerProducts.productSubCategoryId,
  productSub2Category: customerProducts.productSubCategory2Id,
  productSub3Category: customerProducts.productSubCategory3Id,
};

/** The records of the level below, counted on a row: a record that still has some cannot be deleted. */
const subLevels = (column: PgColumn): LevelCount => ({
  field: 'childCount',
  column,
  alias: 'child_count',
  header: { en: 'Sub-levels', fr: 'Sous-niveaux' },
  width: 12,
});

/** The customer products classified at the record: counted, and they keep it from being deleted too. */
const products = (resource: ProductCategoryResource): LevelCount => ({
  field: 'productCount',
  column: PRODUCT_COLUMN[resource],
  alias: 'product_count',
  header: { en: 'Products', fr: 'Produits' },
  width: 10,
});

/** Category > sub-category > sub-category 2 > sub-category 3: below the top, each record has a parent. */
const [category, subCategory, sub2Category, sub3Category] = hierarchyLevels([
  {
    key: 'productCategory',
    table: productCategories,
    title: { en: 'Product category', fr: 'Catégorie de produit' },
    counts: [subLevels(productSubCategories.productCategoryId), products('productCategory')],
  },
  {
    key: 'productSubCategory',
    table: productSubCategories,
    parentColumn: productSubCategories.productCategoryId,
    title: { en: 'Sub-category', fr: 'Sous-catégorie' },
    counts: [subLevels(productSub2Categories.productSubCategoryId), products('productSubCategory')],
  },
  {
    key: 'productSubCategory2',
    table: productSub2Categories,
    parentColumn: productSub2Categories.productSubCategoryId,
    title: { en: 'Sub-category 2', fr: 'Sous-catégorie 2' },
    counts: [subLevels(productSub3Categories.productSubCategory2Id), products('productSub2Category')],
  },
  {
    key: 'productSubCategory3',
    table: productSub3Categories,
    parentColumn: productSub3Categories.productSubCategory2Id,
    title: { en: 'Sub-category 3', fr: 'Sous-catégorie 3' },
    counts: [products('productSub3Category')],
  },
]);

export const CATEGORY_LEVELS: Record<ProductCategoryResource, HierarchyLevel> = {
  productCategory: category,
  productSubCategory: subCategory,
  productSub2Category: sub2Category,
  productSub3Category: sub3Category,
};
