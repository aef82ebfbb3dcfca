/** JSON schemas of purchase order bodies, rows, filters and the lite datasource (400 before a handler). */
import { COLOR_CODE_MAX, COLOR_NAME_MAX, PO_LINES_MAX, PO_NUMBER_MAX, PO_QUANTITY_MAX } from '@portal/domain';
import {
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIsoDateSchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const REMARKS_MAX = 2000;

export const PURCHASE_ORDER_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  productIds: idListSchema,
  destinationCountryIds: idListSchema,
  etdFrom: nullableIsoDateSchema,
  etdTo: nullableIsoDateSchema,
};

const lineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'colorCode', 'colorName', 'quantity', 'etd', 'destinationCountryId'],
  properties: {
    id: nullableId,
    productId: idSchema,
    colorCode: { type: 'string', minLength: 1, maxLength: COLOR_CODE_MAX, pattern: '\\S' },
    colorName: { type: 'string', minLength: 1, maxLength: COLOR_NAME_MAX, pattern: '\\S' },
    quantity: { type: 'integer', minimum: 1, maximum: PO_QUANTITY_MAX },
    etd: isoDateSchema,
    destinationCountryId: idSchema,
    bookedQuantity: { type: ['integer', 'null'], minimum: 0, maximum: PO_QUANTITY_MAX },
  },
} as const;

const fields = {
  poNumber: { type: 'string', minLength: 1, maxLength: PO_NUMBER_MAX, pattern: '\\S' },
  customerId: idSchema,
  supplierId: nullableId,
  factoryId: nullableId,
  remarks: { type: ['string', 'null'], maxLength: REMARKS_MAX },
  lines: { type: 'array', minItems: 1, maxItems: PO_LINES_MAX, items: lineSchema },
} as const;

const required = ['poNumber', 'customerId', 'lines'];

export const purchaseOrderCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const purchaseOrderUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

export const purchaseOrderDetailProperties = {
  id: integer,
  poNumber: text,
  customerId: integer,
  supplierId: nullableInteger,
  factoryId: nullableInteger,
  remarks: nullableText,
  lines: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: integer,
        productId: integer,
        colorCode: text,
        colorName: text,
        quantity: integer,
        bookedQuantity: integer,
        etd: text,
        destinationCountryId: integer,
      },
    },
  },
  version: integer,
};

export const purchaseOrderRowProperties = {
  id: integer,
  purchaseOrderId: integer,
  poNumber: text,
  customerId: integer,
  customerName: text,
  supplierId: nullableInteger,
  supplierName: nullableText,
  factoryId: nullableInteger,
  factoryName: nullableText,
  productId: integer,
  productReference: text,
  productDescription: nullableText,
  barcode: nullableText,
  colorCode: text,
  colorName: text,
  quantity: integer,
  bookedQuantity: integer,
  etd: text,
  destinationCountryId: integer,
  destinationCountryName: text,
};

export const PURCHASE_ORDER_LITE_FILTERS: Record<string, JsonSchema> = {
  customerId: nullableId,
  supplierId: nullableId,
  factoryId: nullableId,
  productIds: idListSchema,
};

export const purchaseOrderLiteResponseSchema = {
  type: 'object',
  properties: {
    result: integer,
    total: integer,
    dataSourceList: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          name: text,
          purchaseOrderId: integer,
          poNumber: text,
          customerId: integer,
          supplierId: nullableInteger,
          factoryId: nullableInteger,
          productId: integer,
          productReference: text,
          productDescription: nullableText,
          colorCode: text,
          colorName: text,
          quantity: integer,
          bookedQuantity: integer,
          remainingQuantity: integer,
          etd: text,
          destinationCountryName: text,
        },
      },
    },
  },
} as const;
