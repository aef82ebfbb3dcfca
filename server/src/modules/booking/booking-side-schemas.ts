/** JSON schemas of the booking side endpoints: sampling, the edit screen's pickers, the entity's settings. */
import { idSchema } from '../../lib/search/search-schemas';
import { samplingResultSchema } from './booking-schemas';

const INT_MAX = 2147483647;
const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const smallInt = { type: 'integer', minimum: 0, maximum: 100 } as const;
const aqlValue = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

/** POST sampling: up to 200 lots, each with its AQL choice (the checks word a wrong level or value). */
export const samplingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['products'],
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lotSize', 'aqlLevel', 'criticalAql', 'majorAql', 'minorAql'],
        properties: {
          lotSize: { type: 'integer', minimum: 1, maximum: INT_MAX },
          aqlLevel: smallInt,
          customSampleSize: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX },
          criticalAql: aqlValue,
          majorAql: aqlValue,
          minorAql: aqlValue,
        },
      },
    },
  },
} as const;

export const samplingResponse = {
  type: 'object',
  properties: { result: integer, data: { type: 'array', items: samplingResultSchema } },
} as const;

export const lookupsQuery = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: idSchema, supplierId: idSchema, factoryId: idSchema },
} as const;

const option = { type: 'object', properties: { id: integer, name: text } } as const;
const contact = { type: 'object', properties: { id: integer, name: text, email: nullableText } } as const;

export const lookupsResponse = {
  type: 'object',
  properties: {
    result: integer,
    data: {
      type: 'object',
      properties: {
        factories: { type: 'array', items: option },
        customerContacts: { type: 'array', items: contact },
        supplierContacts: { type: 'array', items: contact },
        factoryContacts: { type: 'array', items: contact },
        offices: { type: 'array', items: option },
        serviceDefaults: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              serviceType: integer,
              aqlLevel: integer,
              criticalAql: nullableNumber,
              majorAql: nullableNumber,
              minorAql: nullableNumber,
            },
          },
        },
      },
    },
  },
} as const;

const settingsProperties = {
  supplierMayCancelAfterRequested: { type: 'boolean' },
  supplierMayRescheduleAfterRequested: { type: 'boolean' },
} as const;

/** PUT settings: both rules and the version read (0: none stored yet). */
export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierMayCancelAfterRequested', 'supplierMayRescheduleAfterRequested', 'version'],
  properties: { ...settingsProperties, version: { type: 'integer', minimum: 0, maximum: INT_MAX } },
} as const;

const settingsSchema = { type: 'object', properties: { ...settingsProperties, version: integer } } as const;

export const settingsResponse = {
  type: 'object',
  properties: {
    result: integer,
    data: settingsSchema,
    current: settingsSchema,
    messageKey: text,
    message: text,
  },
} as const;

export const partiesResponse = {
  type: 'object',
  properties: {
    result: integer,
    data: {
      type: 'object',
      properties: {
        customers: { type: 'array', items: option },
        suppliers: { type: 'array', items: option },
      },
    },
  },
} as const;
