/**
 * JSON schemas of the certificate bodies and rows (400 before a handler, OpenAPI). The rule file
 * (inspection-certificate.json) gives the same bounds with translated messages; the quantity's upper bound
 * (the booking's total) and the booking's eligibility are checked in the save (certificate-save.ts).
 */
import {
  idListSchema,
  idSchema,
  nullableIsoDateSchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const bounded = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nullableBounded = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

const saveFields = {
  bookingId: idSchema,
  consignee: bounded(200),
  invoiceNumber: nullableBounded(50),
  destination: nullableBounded(200),
  quantity: { type: 'integer', minimum: 1, maximum: 2147483647 },
  remarks: nullableBounded(2000),
} as const;
const required = ['bookingId', 'consignee', 'quantity'];

export const certificateBodies = {
  create: {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      ...saveFields,
      id: { ...idSchema, type: ['integer', 'null'] },
      version: { ...versionSchema, type: ['integer', 'null'] },
    },
  },
  update: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...saveFields, id: idSchema, version: versionSchema },
  },
} as const;

export const certificateRowProperties: Record<string, JsonSchema> = {
  id: integer,
  bookingId: integer,
  bookingNo: text,
  customerId: integer,
  customerName: text,
  supplierName: text,
  factoryName: text,
  number: nullableText,
  status: integer,
  consignee: text,
  invoiceNumber: nullableText,
  destination: nullableText,
  quantity: integer,
  issuedAt: nullableText,
  issuedByName: nullableText,
  inspectionDateTo: text,
  version: integer,
};

export const certificateDetailProperties: Record<string, JsonSchema> = {
  ...certificateRowProperties,
  remarks: nullableText,
};

export const CERTIFICATE_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  statuses: { ...idListSchema, items: { type: 'integer', minimum: 1, maximum: 3 } },
  dateFrom: nullableIsoDateSchema,
  dateTo: nullableIsoDateSchema,
};

export const PENDING_SORT_FIELDS = ['bookingNo', 'customerName', 'inspectionDateTo', 'validatedAt'] as const;
export const PENDING_FILTERS: Record<string, JsonSchema> = { customerIds: idListSchema };

export const pendingRowProperties: Record<string, JsonSchema> = {
  bookingId: integer,
  bookingNo: text,
  customerId: integer,
  customerName: text,
  supplierName: text,
  factoryName: text,
  inspectionDateTo: text,
  validatedAt: text,
  totalQuantity: integer,
  certificateId: { type: ['integer', 'null'] },
};
