import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIdSchema,
  nullableIsoDateSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import {
  COLOR_CODE_MAX,
  COLOR_NAME_MAX,
  PO_LINES_MAX,
  PO_NUMBER_MAX,
  PO_QUANTITY_MAX,
  PURCHASE_ORDER_SORT_FIELDS,
} from './purchase-order-types';

/**
 * The purchase order bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/purchase-order), and the types below are read from them.
 */

const REMARKS_MAX = 2000;

/** The summary's own filters (the search body adds text, paging and sorting). */
export const PURCHASE_ORDER_FILTERS = {
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  productIds: idListSchema,
  destinationCountryIds: idListSchema,
  /** yyyy-MM-dd, inclusive. */
  etdFrom: nullableIsoDateSchema,
  etdTo: nullableIsoDateSchema,
} as const;

/** The summary's search body (the server's resource kit builds the same from PURCHASE_ORDER_FILTERS). */
export const purchaseOrderSearchBody = searchBodySchema(PURCHASE_ORDER_FILTERS, PURCHASE_ORDER_SORT_FIELDS);

const lineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'colorCode', 'colorName', 'quantity', 'etd', 'destinationCountryId'],
  properties: {
    /** null for a line added in this save. */
    id: nullableIdSchema,
    productId: idSchema,
    colorCode: { type: 'string', minLength: 1, maxLength: COLOR_CODE_MAX, pattern: '\\S' },
    colorName: { type: 'string', minLength: 1, maxLength: COLOR_NAME_MAX, pattern: '\\S' },
    quantity: { type: 'integer', minimum: 1, maximum: PO_QUANTITY_MAX },
    /** yyyy-MM-dd. */
    etd: isoDateSchema,
    destinationCountryId: idSchema,
    /** Read only (what bookings hold of the line): the screen may send the loaded line back. */
    bookedQuantity: { type: ['integer', 'null'], minimum: 0, maximum: PO_QUANTITY_MAX },
  },
} as const;

const fields = {
  poNumber: { type: 'string', minLength: 1, maxLength: PO_NUMBER_MAX, pattern: '\\S' },
  customerId: idSchema,
  supplierId: nullableIdSchema,
  factoryId: nullableIdSchema,
  remarks: { type: ['string', 'null'], maxLength: REMARKS_MAX },
  lines: { type: 'array', minItems: 1, maxItems: PO_LINES_MAX, items: lineSchema },
} as const;

const required = ['poNumber', 'customerId', 'lines'] as const;

export const purchaseOrderCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const purchaseOrderUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

/** Purchase-order lite's own filters: the open lines (not fully booked) of a customer, supplier and factory. */
export const PURCHASE_ORDER_LITE_FILTERS = {
  customerId: nullableIdSchema,
  supplierId: nullableIdSchema,
  factoryId: nullableIdSchema,
  productIds: idListSchema,
} as const;

export const purchaseOrderLiteBody = dataSourceBodySchema(PURCHASE_ORDER_LITE_FILTERS);

export type PurchaseOrderSearchRequest = RequestOf<typeof purchaseOrderSearchBody>;
export type PurchaseOrderFilter = Pick<PurchaseOrderSearchRequest, keyof typeof PURCHASE_ORDER_FILTERS>;
export type PurchaseOrderCreate = BodyOf<typeof purchaseOrderCreateBody>;
export type PurchaseOrderLiteRequest = RequestOf<typeof purchaseOrderLiteBody>;
