import {
  Permissions,
  PRODUCT_API,
  PRODUCT_CATEGORY_SORT_FIELDS,
  type ProductCategoryCreate,
  type ProductCategoryDetail,
  type ProductCategoryFilter,
  type ProductCategoryResource,
  type ProductCategoryRow,
} from '@portal/domain';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { categoryRepository } from './category-level';
import { CATEGORY_LEVELS } from './category-levels';
import {
  CATEGORY_FILTERS,
  categoryBodies,
  categoryDetailProperties,
  categoryRowProperties,
} from './product-category-schemas';
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

const col = <Row>(en: string, fr: string, value: ExportColumn<Row>['value'], width?: number) =>
  ({ header: { en, fr }, value, width }) as ExportColumn<Row>;

interface LevelText {
  group: keyof typeof Permissions;
  name: string;
  sheet: { en: string; fr: string };
  title: { en: string; fr: string };
  ruleFile: string;
}

const LEVEL_TEXTS: Record<ProductCategoryResource, LevelText> = {
  productCategory: {
    group: 'ProductCategorySummary',
    name: 'product-category',
    sheet: { en: 'Product categories', fr: 'Catégories de produit' },
    title: { en: 'Product category', fr: 'Catégorie de produit' },
    ruleFile: 'product-category.json',
  },
  productSubCategory: {
    group: 'ProductSubCategorySummary',
    name: 'product-sub-category',
    sheet: { en: 'Sub-categories', fr: 'Sous-catégories' },
    title: { en: 'Sub-category', fr: 'Sous-catégorie' },
    ruleFile: 'product-sub-category.json',
  },
  productSub2Category: {
    group: 'ProductSub2CategorySummary',
    name: 'product-sub2-category',
    sheet: { en: 'Sub-categories 2', fr: 'Sous-catégories 2' },
    title: { en: 'Sub-category 2', fr: 'Sous-catégorie 2' },
    ruleFile: 'product-sub2-category.json',
  },
  productSub3Category: {
    group: 'ProductSub3CategorySummary',
    name: 'product-sub3-category',
    sheet: { en: 'Sub-categories 3', fr: 'Sous-catégories 3' },
    title: { en: 'Sub-category 3', fr: 'Sous-catégorie 3' },
    ruleFile: 'product-sub3-category.json',
  },
};

type Row = ProductCategoryRow;
const ANCESTOR_COLUMNS: Record<ProductCategoryResource, ExportColumn<Row>[]> = {
  productCategory: [],
  productSubCategory: [
    col('Product category', 'Catégorie de produit', (r) => r.productCategoryName ?? null, 28),
  ],
  productSub2Category: [
    col('Sub-category', 'Sous-catégorie', (r) => r.productSubCategoryName ?? null, 28),
    col('Product category', 'Catégorie de produit', (r) => r.productCategoryName ?? null, 28),
  ],
  productSub3Category: [
    col('Sub-category 2', 'Sous-catégorie 2', (r) => r.productSubCategory2Name ?? null, 28),
    col('Sub-category', 'Sous-catégorie', (r) => r.productSubCategoryName ?? null, 28),
    col('Product category', 'Catégorie de produit', (r) => r.productCategoryName ?? null, 28),
  ],
};

export type CategoryResourceDefinition = ResourceDefinition<
  ProductCategoryRow,
  ProductCategoryDetail,
  ProductCategoryCreate,
  ProductCategoryFilter
>;

/** One definition per level, built from the level's data (no copied definitions). */
export function categoryResource(resource: ProductCategoryResource): CategoryResourceDefinition {
  const texts = LEVEL_TEXTS[resource];
  const group = Permissions[texts.group] as { View: string; Edit: string; Delete: string; Export: string };
  const bodies = categoryBodies(resource);
  return {
    name: texts.name,
    ruleFile: texts.ruleFile,
    ruleLabels: PRODUCT_RULE_LABELS,
    userTypes: INTERNAL,
    rows: 'none',
    basePath: `/${PRODUCT_API[resource]}`,
    permissions: { view: group.View, edit: group.Edit, delete: group.Delete, export: group.Export },
    filters: CATEGORY_FILTERS,
    sortFields: PRODUCT_CATEGORY_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    rowProperties: categoryRowProperties(resource),
    detailProperties: categoryDetailProperties(resource),
    createBody: bodies.create,
    updateBody: bodies.update,
    exportSheet: {
      sheetName: texts.sheet,
      columns: [
        col<Row>('Id', 'Id', (r) => r.id, 10),
        col<Row>(texts.title.en, texts.title.fr, (r) => r.name, 30),
        col<Row>('Code', 'Code', (r) => r.code, 12),
        ...ANCESTOR_COLUMNS[resource],
        ...(resource === 'productSub3Category'
          ? []
          : [col<Row>('Sub-levels', 'Sous-niveaux', (r) => r.childCount ?? 0, 12)]),
        col<Row>('Products', 'Produits', (r) => r.productCount, 10),
      ],
    },
    repository: categoryRepository(CATEGORY_LEVELS[resource]),
  };
}
