/** JSON schemas of booking rows and the detail (the bodies are packages/domain's booking-schemas.ts). */

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

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
