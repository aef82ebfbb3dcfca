/** JSON schemas of booking bodies, rows, the detail, filters and the side endpoints (400 before a handler). */
import {
  BOOKING_CONTAINERS_MAX,
  BOOKING_INSTRUCTIONS_MAX,
  BOOKING_LINES_MAX,
  PO_NUMBER_MAX,
  PO_QUANTITY_MAX,
} from '@portal/domain';
import {
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIsoDateSchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';

const INT_MAX = 2147483647;
const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
/** Small enumerations (service types, statuses, AQL levels): the checks word the refusal. */
const smallInt = { type: 'integer', minimum: 0, maximum: 100 } as const;
const smallIntList = { type: ['array', 'null'], items: smallInt, maxItems: 20 } as const;
const contactIds = { type: 'array', items: idSchema, maxItems: 50, default: [] } as const;
/** AQL values: the checks keep them to the sampling table's (0 to 6.5). */
const aqlValue = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

export const BOOKING_FILTERS: Record<string, JsonSchema> = {
  bookingNo: { type: ['string', 'null'], maxLength: 30 },
  poNumber: { type: ['string', 'null'], maxLength: PO_NUMBER_MAX },
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  serviceTypes: smallIntList,
  statuses: smallIntList,
  officeIds: idListSchema,
  productIds: idListSchema,
  inspectionDateFrom: nullableIsoDateSchema,
  inspectionDateTo: nullableIsoDateSchema,
};

// Read-only fields the screen sends back with a loaded booking (PO number, lot size...) are not listed:
// with additionalProperties false they are dropped before the handler.
const lineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['poLineId', 'quantity'],
  properties: {
    id: nullableId,
    poLineId: idSchema,
    quantity: { type: 'integer', minimum: 1, maximum: PO_QUANTITY_MAX },
    containerNo: { type: ['integer', 'null'], minimum: 1, maximum: BOOKING_CONTAINERS_MAX },
  },
} as const;

const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'aqlLevel'],
  properties: {
    productId: idSchema,
    aqlLevel: smallInt,
    customSampleSize: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX },
    criticalAql: aqlValue,
    majorAql: aqlValue,
    minorAql: aqlValue,
    pickingGroup: { type: ['integer', 'null'], minimum: 1, maximum: BOOKING_LINES_MAX },
  },
} as const;

const fields = {
  customerId: idSchema,
  supplierId: idSchema,
  factoryId: idSchema,
  serviceType: smallInt,
  inspectionDateFrom: isoDateSchema,
  inspectionDateTo: isoDateSchema,
  officeId: nullableId,
  instructions: { type: ['string', 'null'], maxLength: BOOKING_INSTRUCTIONS_MAX },
  containerCount: { type: 'integer', minimum: 0, maximum: BOOKING_CONTAINERS_MAX, default: 0 },
  customerContactIds: contactIds,
  supplierContactIds: contactIds,
  factoryContactIds: contactIds,
  lines: { type: 'array', minItems: 1, maxItems: BOOKING_LINES_MAX, items: lineSchema },
  products: { type: 'array', maxItems: BOOKING_LINES_MAX, items: productSchema },
  request: { type: ['boolean', 'null'] },
} as const;

const required = [
  'customerId',
  'supplierId',
  'factoryId',
  'serviceType',
  'inspectionDateFrom',
  'inspectionDateTo',
  'lines',
  'products',
];

export const bookingCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

export const bookingUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

const classPlan = {
  type: ['object', 'null'],
  properties: {
    aql: { type: 'number' },
    letter: nullableText,
    sampleSize: integer,
    ac: integer,
    re: integer,
  },
} as const;

export const samplingResultSchema = {
  type: ['object', 'null'],
  properties: {
    letter: nullableText,
    sampleSize: integer,
    fullInspection: { type: 'boolean' },
    classes: {
      type: 'object',
      properties: { critical: classPlan, major: classPlan, minor: classPlan },
    },
  },
} as const;

const actions = { type: 'array', items: text } as const;
const idArray = { type: 'array', items: integer } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

export const bookingDetailProperties = {
  id: integer,
  bookingNo: text,
  status: integer,
  customerId: integer,
  supplierId: integer,
  factoryId: integer,
  serviceType: integer,
  inspectionDateFrom: text,
  inspectionDateTo: text,
  officeId: nullableInteger,
  instructions: nullableText,
  containerCount: integer,
  customerContactIds: idArray,
  supplierContactIds: idArray,
  factoryContactIds: idArray,
  lines: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: integer,
        poLineId: integer,
        quantity: integer,
        containerNo: nullableInteger,
        poNumber: text,
        productId: integer,
        productReference: text,
        productDescription: nullableText,
        colorCode: text,
        colorName: text,
        lineQuantity: integer,
        availableQuantity: integer,
      },
    },
  },
  products: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        productId: integer,
        aqlLevel: integer,
        customSampleSize: nullableInteger,
        criticalAql: nullableNumber,
        majorAql: nullableNumber,
        minorAql: nullableNumber,
        pickingGroup: nullableInteger,
        productReference: text,
        lotSize: integer,
        sampling: samplingResultSchema,
      },
    },
  },
  attachments: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: integer, fileName: text, size: integer, uploadedAt: text, uploadedBy: nullableText },
    },
  },
  parentId: nullableInteger,
  combinedIntoId: nullableInteger,
  holdReason: nullableText,
  cancelReason: nullableText,
  actions,
  customerName: text,
  supplierName: text,
  factoryName: text,
  officeName: nullableText,
  version: integer,
};

export const bookingRowProperties = {
  id: integer,
  bookingNo: text,
  status: integer,
  customerId: integer,
  customerName: text,
  supplierId: integer,
  supplierName: text,
  factoryId: integer,
  factoryName: text,
  serviceType: integer,
  inspectionDateFrom: text,
  inspectionDateTo: text,
  officeId: nullableInteger,
  officeName: nullableText,
  poNumbers: text,
  productCount: integer,
  totalQuantity: integer,
  parentId: nullableInteger,
  hoursToInspection: nullableInteger,
  band: nullableInteger,
  actions,
  createdAt: text,
  version: integer,
};

export const bookingDetailSchema = { type: 'object', properties: bookingDetailProperties } as const;

/** Answers of a save: Success with the booking, 409 with the current one, 400 with field messages. */
export const bookingSaveResponse = {
  type: 'object',
  properties: {
    result: integer,
    data: bookingDetailSchema,
    current: bookingDetailSchema,
    messageKey: text,
    message: text,
  },
} as const;
