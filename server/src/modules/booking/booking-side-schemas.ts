/**
 * JSON schemas of the booking side endpoints' answers and the pickers' query: sampling, the edit screen's
 * pickers, the entity's settings (their bodies are packages/domain's booking-schemas.ts).
 */
import { idSchema } from '../../lib/search/search-schemas';
import { samplingResultSchema } from './booking-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

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

const settingsSchema = {
  type: 'object',
  properties: {
    supplierMayCancelAfterRequested: { type: 'boolean' },
    supplierMayRescheduleAfterRequested: { type: 'boolean' },
    version: integer,
  },
} as const;

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
