/** JSON schemas of the taxonomy bodies, rows and datasource requests (400 before a handler, OpenAPI). */
import { PRODUCT_CODE_MAX, PRODUCT_NAME_MAX, type ProductCategoryResource } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Not blank: at least one non-space character. */
export const nameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: PRODUCT_NAME_MAX,
  pattern: '\\S',
} as const;
export const codeSchema = { type: ['string', 'null'], maxLength: PRODUCT_CODE_MAX } as const;

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

/** The parent key of each level and the read-only ancestor keys above it (accepted and ignored). */
const LEVEL_KEYS: Record<ProductCategoryResource, { parent: string | null; readOnly: string[] }> = {
  productCategory: { parent: null, readOnly: [] },
  productSubCategory: { parent: 'productCategoryId', readOnly: [] },
  productSub2Category: { parent: 'productSubCategoryId', readOnly: ['productCategoryId'] },
  productSub3Category: {
    parent: 'productSubCategory2Id',
    readOnly: ['productSubCategoryId', 'productCategoryId'],
  },
};

export function categoryBodies(resource: ProductCategoryResource) {
  const { parent, readOnly } = LEVEL_KEYS[resource];
  const properties = {
    name: nameSchema,
    code: codeSchema,
    ...(parent ? { [parent]: idSchema } : {}),
    ...Object.fromEntries(readOnly.map((key) => [key, nullableId])),
  };
  const required = parent ? ['name', parent] : ['name'];
  const create = {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...properties, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: [...required, 'id', 'version'],
    properties: { ...properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

const ancestors: Record<ProductCategoryResource, string[]> = {
  productCategory: [],
  productSubCategory: ['productCategory'],
  productSub2Category: ['productSubCategory', 'productCategory'],
  productSub3Category: ['productSubCategory2', 'productSubCategory', 'productCategory'],
};

export function categoryRowProperties(resource: ProductCategoryResource) {
  return {
    id: integer,
    name: text,
    code: nullableText,
    ...Object.fromEntries(
      ancestors[resource].flatMap((a) => [
        [`${a}Id`, integer],
        [`${a}Name`, text],
      ]),
    ),
    ...(resource === 'productSub3Category' ? {} : { childCount: integer }),
    productCount: integer,
    version: integer,
  };
}

export function categoryDetailProperties(resource: ProductCategoryResource) {
  return {
    id: integer,
    name: text,
    code: nullableText,
    ...Object.fromEntries(ancestors[resource].map((a) => [`${a}Id`, integer])),
    version: integer,
  };
}
