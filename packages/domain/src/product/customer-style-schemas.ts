import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIdSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import { CUSTOMER_STYLE_SORT_FIELDS, STYLE_NAME_MAX, STYLE_NUMBER_MAX } from './product-types';

/**
 * The customer style bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/customer-style), and the types below are read from them.
 */

/** The summary's own filters (the search body adds text, paging and sorting). */
export const CUSTOMER_STYLE_FILTERS = {
  customerIds: idListSchema,
  productIds: idListSchema,
  isActive: { type: ['boolean', 'null'] },
} as const;

/** The summary's search body (the server's resource kit builds the same from the filters). */
export const customerStyleSearchBody = searchBodySchema(CUSTOMER_STYLE_FILTERS, CUSTOMER_STYLE_SORT_FIELDS);

const fields = {
  customerId: idSchema,
  /** Optionally one of the customer's products. */
  productId: nullableIdSchema,
  styleNumber: { type: 'string', minLength: 1, maxLength: STYLE_NUMBER_MAX, pattern: '\\S' },
  styleName: { type: ['string', 'null'], maxLength: STYLE_NAME_MAX },
  isActive: { type: 'boolean' },
} as const;

export const customerStyleCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'styleNumber'],
  properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const customerStyleUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'styleNumber', 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

export type CustomerStyleSearchRequest = RequestOf<typeof customerStyleSearchBody>;
export type CustomerStyleFilter = Pick<
  BodyOf<typeof customerStyleSearchBody>,
  keyof typeof CUSTOMER_STYLE_FILTERS
>;
export type CustomerStyleCreate = BodyOf<typeof customerStyleCreateBody>;
