import {
  CATEGORY_FIELD,
  CATEGORY_PARENT,
  Permissions,
  PRODUCT_CATEGORY_RESOURCES,
  type ProductCategoryResource,
} from '@portal/domain';

export interface CategoryScreen {
  /** The level the record hangs under (none for the category). */
  parent: ProductCategoryResource | null;
  /** Columns after name and code: the parents' names, nearest first. */
  relationColumns: string[];
  /** The child count column (absent at the fourth level). */
  childCount: boolean;
  permissions: Record<'View' | 'Edit' | 'Delete' | 'Export' | 'SaveFilter' | 'DisplayColumns', string>;
  screenKey: string;
  exportName: string;
}

/** Row field of a level's name ('productSubCategoryName'). */
export const nameField = (level: ProductCategoryResource) => CATEGORY_FIELD[level].replace(/Id$/, 'Name');

/** Levels from the top down to `level`, inclusive. */
export function levelsDownTo(level: ProductCategoryResource | null): ProductCategoryResource[] {
  if (!level) return [];
  return PRODUCT_CATEGORY_RESOURCES.slice(0, PRODUCT_CATEGORY_RESOURCES.indexOf(level) + 1);
}

function screen(
  resource: ProductCategoryResource,
  screenKey: string,
  exportName: string,
  permissions: CategoryScreen['permissions'],
): CategoryScreen {
  const parent = CATEGORY_PARENT[resource];
  return {
    parent,
    relationColumns: levelsDownTo(parent).reverse().map(nameField),
    childCount: resource !== 'productSub3Category',
    permissions,
    screenKey,
    exportName,
  };
}

/**
 * What differs between the four taxonomy screens; everything else is one SummaryPage and one EditPage.
 * A sub-category shows its category, a sub-category 2 its sub-category and category, and so on.
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
