import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIdSchema,
  nullableTextSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import {
  BARCODE_MAX,
  CUSTOMER_PRODUCT_SORT_FIELDS,
  FACTORY_REFERENCE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_REFERENCE_MAX,
  UNITS,
} from './product-types';

/**
 * The customer product bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/customer-product), and the types below are read from them.
 */

/** The summary's own filters (the search body adds text, paging and sorting). */
export const CUSTOMER_PRODUCT_FILTERS = {
  customerIds: idListSchema,
  productCategoryIds: idListSchema,
  productSubCategoryIds: idListSchema,
  productSubCategory2Ids: idListSchema,
  productSubCategory3Ids: idListSchema,
  units: { type: ['array', 'null'], items: { type: 'integer', enum: [...UNITS] }, maxItems: 10 },
  isActive: { type: ['boolean', 'null'] },
} as const;

/** The summary's search body (the server's resource kit builds the same from the filters). */
export const customerProductSearchBody = searchBodySchema(
  CUSTOMER_PRODUCT_FILTERS,
  CUSTOMER_PRODUCT_SORT_FIELDS,
);

const fields = {
  customerId: idSchema,
  productReference: { type: 'string', minLength: 1, maxLength: PRODUCT_REFERENCE_MAX, pattern: '\\S' },
  description: nullableTextSchema(PRODUCT_DESCRIPTION_MAX),
  // Saving classifies the product: the category is required from the edit screen on.
  productCategoryId: idSchema,
  productSubCategoryId: nullableIdSchema,
  productSubCategory2Id: nullableIdSchema,
  productSubCategory3Id: nullableIdSchema,
  unit: { type: 'integer', enum: [...UNITS] },
  barcode: nullableTextSchema(BARCODE_MAX),
  factoryReference: nullableTextSchema(FACTORY_REFERENCE_MAX),
  isActive: { type: 'boolean' },
} as const;

const required = ['customerId', 'productReference', 'productCategoryId', 'unit'] as const;

export const customerProductCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const customerProductUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

/** Spec 7: POST /api/customer/getcustomerproductsubcategory and ...List: sub-categories of a customer's products. */
export const customerSubCategoryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId'],
  properties: {
    customerId: idSchema,
    productCategoryId: nullableIdSchema,
    productCategoryIds: idListSchema,
    searchText: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

export type CustomerProductSearchRequest = RequestOf<typeof customerProductSearchBody>;
export type CustomerProductFilter = Pick<
  BodyOf<typeof customerProductSearchBody>,
  keyof typeof CUSTOMER_PRODUCT_FILTERS
>;
export type CustomerProductCreate = BodyOf<typeof customerProductCreateBody>;
export type CustomerProductSubCategoryRequest = BodyOf<typeof customerSubCategoryBody>;
