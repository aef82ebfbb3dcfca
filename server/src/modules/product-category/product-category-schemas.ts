/** JSON schemas of the taxonomy's search and datasource filters (the kit derives the bodies and rows). */
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;

export const CATEGORY_FILTERS: Record<string, JsonSchema> = {
  productCategoryIds: idListSchema,
  productSubCategoryIds: idListSchema,
  productSubCategory2Ids: idListSchema,
  productSubCategory3Ids: idListSchema,
};

/** Spec section 3 "Product and category requests". */
export const PRODUCT_DATASOURCE_FILTERS: Record<string, JsonSchema> = {
  ...CATEGORY_FILTERS,
  serviceId: nullableId,
  customerIds: idListSchema,
  supplierIds: idListSchema,
  supplierType: nullableId,
  selectedFactoryIds: idListSchema,
  productIds: idListSchema,
  supplierIdList: idListSchema,
  factoryIdList: idListSchema,
  productCategoryId: nullableId,
  productSubCategoryId: nullableId,
};
