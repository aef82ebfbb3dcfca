/**
 * JSON schemas of the certificate rows and the detail (OpenAPI); the bodies are packages/domain's
 * report/certificate-schemas.ts.
 */
import type { JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

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
