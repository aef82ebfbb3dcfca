import {
  Permissions,
  PRODUCT_API,
  PRODUCT_CATEGORY_SORT_FIELDS,
  PRODUCT_CODE_MAX,
  PRODUCT_NAME_MAX,
  type Lang,
  type ProductCategoryCreate,
  type ProductCategoryDetail,
  type ProductCategoryFilter,
  type ProductCategoryResource,
  type ProductCategoryRow,
} from '@portal/domain';
import { levelResource, type HierarchyArea, type LevelResource } from '../kit/hierarchy-resource';
import type { ResourceDefinition } from '../kit/resource-definition';
import { CATEGORY_LEVELS } from './category-levels';
import { CATEGORY_FILTERS } from './product-category-schemas';
import { INTERNAL } from '../../plugins/route-access';

/** Server texts of the rule files' labels (the browser has them in the product messages). */
export const PRODUCT_RULE_LABELS = {
  'product.field.name': { en: 'Name', fr: 'Nom' },
  'product.field.code': { en: 'Code', fr: 'Code' },
  'product.field.productCategory': { en: 'Product category', fr: 'Catégorie de produit' },
  'product.field.productSubCategory': { en: 'Sub-category', fr: 'Sous-catégorie' },
  'product.field.productSubCategory2': { en: 'Sub-category 2', fr: 'Sous-catégorie 2' },
  'product.field.productSubCategory3': { en: 'Sub-category 3', fr: 'Sous-catégorie 3' },
  'product.field.customer': { en: 'Customer', fr: 'Client' },
  'product.field.productReference': { en: 'Product reference', fr: 'Référence produit' },
  'product.field.description': { en: 'Description', fr: 'Description' },
  'product.field.unit': { en: 'Unit', fr: 'Unité' },
  'product.field.barcode': { en: 'Barcode', fr: 'Code-barres' },
  'product.field.factoryReference': { en: 'Factory reference', fr: 'Référence usine' },
  'product.field.product': { en: 'Product', fr: 'Produit' },
  'product.field.styleNumber': { en: 'Style number', fr: 'Numéro de style' },
  'product.field.styleName': { en: 'Style name', fr: 'Nom du style' },
};

const PRODUCT_CATEGORIES: HierarchyArea = {
  ruleLabels: PRODUCT_RULE_LABELS,
  userTypes: INTERNAL,
  filters: CATEGORY_FILTERS,
  nameMax: PRODUCT_NAME_MAX,
  codeMax: PRODUCT_CODE_MAX,
  ancestorWidth: 28,
};

/** Each level's resource name (also its rule file's), permission group and export sheet. */
const LEVEL_RESOURCES: Record<
  ProductCategoryResource,
  { name: string; permissions: LevelResource<ProductCategoryRow>['permissions']; sheet: Record<Lang, string> }
> = {
  productCategory: {
    name: 'product-category',
    permissions: Permissions.ProductCategorySummary,
    sheet: { en: 'Product categories', fr: 'Catégories de produit' },
  },
  productSubCategory: {
    name: 'product-sub-category',
    permissions: Permissions.ProductSubCategorySummary,
    sheet: { en: 'Sub-categories', fr: 'Sous-catégories' },
  },
  productSub2Category: {
    name: 'product-sub2-category',
    permissions: Permissions.ProductSub2CategorySummary,
    sheet: { en: 'Sub-categories 2', fr: 'Sous-catégories 2' },
  },
  productSub3Category: {
    name: 'product-sub3-category',
    permissions: Permissions.ProductSub3CategorySummary,
    sheet: { en: 'Sub-categories 3', fr: 'Sous-catégories 3' },
  },
};

export type CategoryResourceDefinition = ResourceDefinition<
  ProductCategoryRow,
  ProductCategoryDetail,
  ProductCategoryCreate,
  ProductCategoryFilter
>;

/** One definition per level, built from the level's declaration (no copied definitions). */
export function categoryResource(resource: ProductCategoryResource): CategoryResourceDefinition {
  const { name, permissions, sheet } = LEVEL_RESOURCES[resource];
  return levelResource(PRODUCT_CATEGORIES, CATEGORY_LEVELS[resource], {
    name,
    basePath: `/${PRODUCT_API[resource]}`,
    ruleFile: `${name}.json`,
    permissions,
    sortFields: PRODUCT_CATEGORY_SORT_FIELDS,
    sheetName: sheet,
  });
}
