import {
  CATEGORY_FIELD,
  CATEGORY_PARENT,
  Permissions,
  PRODUCT_SCREEN_PATHS,
  ResourceResult,
  type ProductCategoryResource,
} from '@portal/domain';
import {
  levelsDownTo as hierarchyDownTo,
  parentNameColumns,
  type LevelScreen,
} from '../shared/hierarchy/hierarchy';
import { PRODUCT_HIERARCHY } from '../shared/products/category-pickers';

export interface CategoryScreen extends LevelScreen {
  parent: ProductCategoryResource | null;
  /** The child count column (absent at the fourth level). */
  childCount: boolean;
}

/** Row field of a level's name ('productSubCategoryName'). */
export const nameField = (level: ProductCategoryResource) => CATEGORY_FIELD[level].replace(/Id$/, 'Name');

/** Levels from the top down to `level`, inclusive. */
export const levelsDownTo = (level: ProductCategoryResource | null) =>
  hierarchyDownTo(PRODUCT_HIERARCHY, level).map((parent) => parent.name as ProductCategoryResource);

const PRODUCT_RULE_FILES: Record<ProductCategoryResource, string> = {
  productCategory: 'product-category.json',
  productSubCategory: 'product-sub-category.json',
  productSub2Category: 'product-sub2-category.json',
  productSub3Category: 'product-sub3-category.json',
};

function screen(
  resource: ProductCategoryResource,
  screenKey: string,
  exportName: string,
  permissions: CategoryScreen['permissions'],
): CategoryScreen {
  const parent = CATEGORY_PARENT[resource];
  const childCount = resource !== 'productSub3Category';
  return {
    resource,
    parent,
    relationColumns: parentNameColumns(PRODUCT_HIERARCHY, parent),
    childCount,
    countColumns: [...(childCount ? ['childCount'] : []), 'productCount'],
    permissions,
    paths: PRODUCT_SCREEN_PATHS[resource],
    screenKey,
    exportName,
    ruleFile: PRODUCT_RULE_FILES[resource],
    resultMessages: {
      [ResourceResult.InUse]: 'masterdata.product.inUse.category',
      [ResourceResult.DuplicateName]: 'masterdata.product.duplicate.name',
      [ResourceResult.ParentNotFound]: 'masterdata.product.parent.category',
    },
  };
}

/**
 * What differs between the four taxonomy screens; everything else is the hierarchy's summary and edit
 * screen. A sub-category shows its category, a sub-category 2 its sub-category and category, and so on.
 */
export const CATEGORY_SCREENS: Record<ProductCategoryResource, CategoryScreen> = {
  productCategory: screen(
    'productCategory',
    'product-category-summary',
    'product-categories',
    Permissions.ProductCategorySummary,
  ),
  productSubCategory: screen(
    'productSubCategory',
    'product-sub-category-summary',
    'product-sub-categories',
    Permissions.ProductSubCategorySummary,
  ),
  productSub2Category: screen(
    'productSub2Category',
    'product-sub2-category-summary',
    'product-sub-categories-2',
    Permissions.ProductSub2CategorySummary,
  ),
  productSub3Category: screen(
    'productSub3Category',
    'product-sub3-category-summary',
    'product-sub-categories-3',
    Permissions.ProductSub3CategorySummary,
  ),
};
