/** JSON schemas of the customer record bodies and rows: validation (400, never 500), responses, OpenAPI. */
import { CUSTOMER_CONTACT_TYPES, CUSTOMER_RECORD_CODE_MAX, CUSTOMER_RECORD_NAME_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idArray = { type: 'array', items: idSchema, maxItems: 200 } as const;
const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const nameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: CUSTOMER_RECORD_NAME_MAX,
  pattern: '\\S',
} as const;

export const CUSTOMER_RECORD_FILTERS: Record<string, JsonSchema> = { customerId: nullableId };
export const CONTACT_FILTERS: Record<string, JsonSchema> = {
  customerId: nullableId,
  contactTypeIds: idListSchema,
  isActive: { type: ['boolean', 'null'] },
};

/** Create (id absent, null or 0) and update (id and version) bodies of a resource's own fields. */
function bodies(properties: Record<string, JsonSchema>, required: string[]) {
  const create = {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', ...required],
    properties: {
      ...properties,
      customerId: idSchema,
      id: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
      version: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    },
  } as const;
  const update = {
    ...create,
    required: ['id', 'customerId', 'version', ...required],
    properties: { ...create.properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

export const codedBodies = bodies(
  {
    code: { type: 'string', minLength: 1, maxLength: CUSTOMER_RECORD_CODE_MAX, pattern: '\\S' },
    name: nameSchema,
  },
  ['code', 'name'],
);
export const contactGroupBodies = bodies({ name: nameSchema }, ['name']);
export const contactBodies = bodies(
  {
    name: nameSchema,
    jobTitle: optionalText(200),
    email: optionalText(200),
    phone: optionalText(50),
    mobile: optionalText(50),
    contactTypeIds: {
      type: 'array',
      items: { type: 'integer', enum: [...CUSTOMER_CONTACT_TYPES] },
      maxItems: CUSTOMER_CONTACT_TYPES.length,
    },
    contactGroupId: nullableId,
    departmentIds: idArray,
    brandIds: idArray,
    isPrimary: boolean,
    isActive: boolean,
  },
  ['name', 'contactTypeIds'],
);
export const collectionBodies = bodies(
  {
    name: nameSchema,
    brandId: nullableId,
    description: optionalText(1000),
    isActive: boolean,
  },
  ['name'],
);

const owned = { id: integer, customerId: integer, version: integer };
export const codedDetailProperties = { ...owned, code: text, name: text };
export const codedRowProperties = { ...codedDetailProperties, customerName: text, contactCount: integer };
export const contactGroupDetailProperties = { ...owned, name: text };
export const contactGroupRowProperties = {
  ...contactGroupDetailProperties,
  customerName: text,
  contactCount: integer,
};
const integers = { type: 'array', items: integer } as const;
const contactCommon = {
  ...owned,
  name: text,
  jobTitle: nullableText,
  email: nullableText,
  phone: nullableText,
  mobile: nullableText,
  contactTypeIds: integers,
  isPrimary: boolean,
  isActive: boolean,
};
export const contactDetailProperties = {
  ...contactCommon,
  contactGroupId: nullableInteger,
  departmentIds: integers,
  brandIds: integers,
};
export const contactRowProperties = { ...contactCommon, customerName: text, contactGroupName: nullableText };
export const collectionDetailProperties = {
  ...owned,
  name: text,
  brandId: nullableInteger,
  description: nullableText,
  isActive: boolean,
};
export const collectionRowProperties = {
  ...collectionDetailProperties,
  customerName: text,
  brandName: nullableText,
};

/** GET /api/customer/getcustomer...{id}: result (1 Success, 3 NotFound) and the customer's items. */
export const customerListResponse = (item: Record<string, JsonSchema>) =>
  ({
    type: 'object',
    properties: {
      result: { type: 'integer', description: 'Success 1, NotFound 3 (unknown or foreign customer)' },
      data: { type: 'array', items: { type: 'object', properties: item } },
    },
  }) as const;

export const customerDataSourceFilters: Record<string, JsonSchema> = { customerId: nullableId };
