/**
 * JSON schemas of customer product rows and details (OpenAPI); the bodies and filters are packages/domain's
 * product/customer-product-schemas.ts.
 */

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

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
