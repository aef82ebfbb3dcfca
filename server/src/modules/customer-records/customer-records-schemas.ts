/**
 * JSON schemas of the customer record rows and answers (the bodies are packages/domain's
 * customer-records/customer-records-schemas.ts).
 */
import type { JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

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
