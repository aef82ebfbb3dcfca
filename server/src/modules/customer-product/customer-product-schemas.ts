/** JSON schemas of customer product bodies, rows and filters (400 before a handler, OpenAPI). */
import {
  BARCODE_MAX,
  FACTORY_REFERENCE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_REFERENCE_MAX,
  UNITS,
} from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

export const CUSTOMER_PRODUCT_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  productCategoryIds: idListSchema,
  productSubCategoryIds: idListSchema,
  productSubCategory2Ids: idListSchema,
  productSubCategory3Ids: idListSchema,
  units: { type: ['array', 'null'], items: { type: 'integer', enum: [...UNITS] }, maxItems: 10 },
  isActive: { type: ['boolean', 'null'] },
};

const fields = {
  customerId: idSchema,
  productReference: { type: 'string', minLength: 1, maxLength: PRODUCT_REFERENCE_MAX, pattern: '\\S' },
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  productCategoryId: idSchema,
  productSubCategoryId: nullableId,
  productSubCategory2Id: nullableId,
  productSubCategory3Id: nullableId,
  unit: { type: 'integer', enum: [...UNITS] },
  barcode: optionalText(BARCODE_MAX),
  factoryReference: optionalText(FACTORY_REFERENCE_MAX),
  isActive: { type: 'boolean' },
} as const;

const required = ['customerId', 'productReference', 'productCategoryId', 'unit'];

export const customerProductCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const customerProductUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

export const customerProductDetailProperties = {
  id: integer,
  customerId: integer,
  productReference: text,
  description: nullableText,
  // Null for a product a purchase order import created, until someone classifies it.
  productCategoryId: nullableInteger,
  productSubCategoryId: nullableInteger,
  productSubCategory2Id: nullableInteger,
  productSubCategory3Id: nullableInteger,
  unit: integer,
  barcode: nullableText,
  factoryReference: nullableText,
  isActive: { type: 'boolean' },
  version: integer,
};

export const customerProductRowProperties = {
  ...customerProductDetailProperties,
  customerName: text,
  productCategoryName: nullableText,
  productSubCategoryName: nullableText,
  productSubCategory2Name: nullableText,
  productSubCategory3Name: nullableText,
  styleCount: integer,
};

/** Spec 7: POST /api/customer/getcustomerproductsubcategory and ...List. */
export const customerSubCategoryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId'],
  properties: {
    customerId: idSchema,
    productCategoryId: nullableId,
    productCategoryIds: idListSchema,
    searchText: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;
