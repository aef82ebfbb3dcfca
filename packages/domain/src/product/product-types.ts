import { Unit } from '../enums';
import type { DataSourceRequest, SearchRequest } from '../search/search-types';
import type { ProductCategoryResource } from './product-paths';

/**
 * Product taxonomy (category > sub-category > sub-category 2 > sub-category 3, global reference data),
 * customer products (a reference unique per customer, classified down to the fourth level) and styles
 * (a style number unique per customer, optionally for one of its products).
 */

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_CODE_MAX = 20;
export const PRODUCT_REFERENCE_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 500;
/** Spec section 9: barcode limit. */
export const BARCODE_MAX = 100;
export const FACTORY_REFERENCE_MAX = 100;
export const STYLE_NUMBER_MAX = 100;
export const STYLE_NAME_MAX = 200;

/** The spec's units, in the order a select lists them. */
export const UNITS: readonly Unit[] = [Unit.Set, Unit.Pairs, Unit.Yards, Unit.Pcs, Unit.Meters, Unit.Pack];

/** The id field of each level on a record below it (and in a datasource request, with an s). */
export const CATEGORY_FIELD: Record<ProductCategoryResource, string> = {
  productCategory: 'productCategoryId',
  productSubCategory: 'productSubCategoryId',
  productSub2Category: 'productSubCategory2Id',
  productSub3Category: 'productSubCategory3Id',
};

/** The level a level hangs under (none for the top). */
export const CATEGORY_PARENT: Record<ProductCategoryResource, ProductCategoryResource | null> = {
  productCategory: null,
  productSubCategory: 'productCategory',
  productSub2Category: 'productSubCategory',
  productSub3Category: 'productSub2Category',
};

/** A taxonomy row; the ancestor fields are present from the level below the category on. */
export interface ProductCategoryRow {
  id: number;
  name: string;
  code: string | null;
  productCategoryId?: number;
  productCategoryName?: string;
  productSubCategoryId?: number;
  productSubCategoryName?: string;
  productSubCategory2Id?: number;
  productSubCategory2Name?: string;
  /** Records one level down (absent at the fourth level). */
  childCount?: number;
  /** Customer products classified at this level (in the caller's scope). */
  productCount: number;
  version: number;
}

/** A taxonomy record: the parent field is editable, the ones above it read only (they seed the pickers). */
export interface ProductCategoryDetail {
  id: number;
  name: string;
  code: string | null;
  productCategoryId?: number;
  productSubCategoryId?: number;
  productSubCategory2Id?: number;
  version: number;
}

export type ProductCategoryCreate = Omit<ProductCategoryDetail, 'id' | 'version'>;

export interface ProductCategoryFilter {
  productCategoryIds?: number[] | null;
  productSubCategoryIds?: number[] | null;
  productSubCategory2Ids?: number[] | null;
  productSubCategory3Ids?: number[] | null;
}

export type ProductCategorySearchRequest = SearchRequest & ProductCategoryFilter;

/**
 * Spec section 3 "Product and category requests" (take 10). Singular and plural category ids are both
 * taken; customerIds narrows to what those customers' products use.
 */
export interface ProductDataSourceFilter extends ProductCategoryFilter {
  serviceId?: number | null;
  customerIds?: number[] | null;
  supplierIds?: number[] | null;
  supplierType?: number | null;
  selectedFactoryIds?: number[] | null;
  productIds?: number[] | null;
  supplierIdList?: number[] | null;
  factoryIdList?: number[] | null;
  productCategoryId?: number | null;
  productSubCategoryId?: number | null;
}

export type ProductDataSourceRequest = DataSourceRequest & ProductDataSourceFilter;

export const PRODUCT_CATEGORY_SORT_FIELDS = [
  'id',
  'name',
  'code',
  'productCategoryName',
  'productSubCategoryName',
  'productSubCategory2Name',
  'childCount',
  'productCount',
] as const;

export interface CustomerProductRow {
  id: number;
  customerId: number;
  customerName: string;
  productReference: string;
  description: string | null;
  /** Null for a product a purchase order import created, until someone classifies it. */
  productCategoryId: number | null;
  productCategoryName: string | null;
  productSubCategoryId: number | null;
  productSubCategoryName: string | null;
  productSubCategory2Id: number | null;
  productSubCategory2Name: string | null;
  productSubCategory3Id: number | null;
  productSubCategory3Name: string | null;
  unit: Unit;
  barcode: string | null;
  factoryReference: string | null;
  isActive: boolean;
  styleCount: number;
  version: number;
}

export interface CustomerProductDetail {
  id: number;
  customerId: number;
  productReference: string;
  description: string | null;
  productCategoryId: number | null;
  productSubCategoryId: number | null;
  productSubCategory2Id: number | null;
  productSubCategory3Id: number | null;
  unit: Unit;
  barcode: string | null;
  factoryReference: string | null;
  isActive: boolean;
  version: number;
}

export const CUSTOMER_PRODUCT_SORT_FIELDS = [
  'id',
  'customerName',
  'productReference',
  'description',
  'productCategoryName',
  'productSubCategoryName',
  'productSubCategory2Name',
  'productSubCategory3Name',
  'unit',
  'barcode',
  'factoryReference',
  'isActive',
  'styleCount',
] as const;

export interface CustomerStyleRow {
  id: number;
  customerId: number;
  customerName: string;
  productId: number | null;
  productReference: string | null;
  styleNumber: string;
  styleName: string | null;
  isActive: boolean;
  version: number;
}

export interface CustomerStyleDetail {
  id: number;
  customerId: number;
  productId: number | null;
  styleNumber: string;
  styleName: string | null;
  isActive: boolean;
  version: number;
}

export const CUSTOMER_STYLE_SORT_FIELDS = [
  'id',
  'customerName',
  'productReference',
  'styleNumber',
  'styleName',
  'isActive',
] as const;

/** GET /api/customer/getcustomerproductcategory/{id}: the categories a customer's products use. */
export interface CustomerProductCategoryResponse {
  result: number;
  data: { id: number; name: string }[];
}
