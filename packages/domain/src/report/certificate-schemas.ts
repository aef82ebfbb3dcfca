import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIsoDateSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import { CERTIFICATE_SORT_FIELDS, PENDING_CERTIFICATE_SORT_FIELDS } from './certificate-types';

/**
 * The inspection certificate bodies, declared once: the server validates and documents its routes with
 * these schemas (server/src/modules/certificate), and the types below are read from them. The rule file
 * (inspection-certificate.json) gives the same bounds with translated messages; the quantity's upper bound
 * (the booking's total) and the booking's eligibility are checked in the save.
 */

const bounded = <const Max extends number>(max: Max) => ({ type: 'string', maxLength: max }) as const;
const nullableBounded = <const Max extends number>(max: Max) =>
  ({ type: ['string', 'null'], maxLength: max }) as const;

const saveFields = {
  bookingId: idSchema,
  consignee: bounded(200),
  invoiceNumber: nullableBounded(50),
  destination: nullableBounded(200),
  /** Units covered, at most the inspected lot. */
  quantity: { type: 'integer', minimum: 1, maximum: 2147483647 },
  remarks: nullableBounded(2000),
} as const;
const required = ['bookingId', 'consignee', 'quantity'] as const;

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

/** The certificate summary's own filters (the search body adds text, paging and sorting). */
export const CERTIFICATE_FILTERS = {
  customerIds: idListSchema,
  statuses: { ...idListSchema, items: { type: 'integer', minimum: 1, maximum: 3 } },
  dateFrom: nullableIsoDateSchema,
  dateTo: nullableIsoDateSchema,
} as const;

/** The certificate summary's search body (the server's resource kit builds the same from CERTIFICATE_FILTERS). */
export const certificateSearchBody = searchBodySchema(CERTIFICATE_FILTERS, CERTIFICATE_SORT_FIELDS);

export const PENDING_CERTIFICATE_FILTERS = { customerIds: idListSchema } as const;

/** The bookings pending a certificate. */
export const pendingCertificateSearchBody = searchBodySchema(
  PENDING_CERTIFICATE_FILTERS,
  PENDING_CERTIFICATE_SORT_FIELDS,
);

export type InspectionCertificateSave = BodyOf<typeof certificateBodies.create>;
export type InspectionCertificateUpdate = BodyOf<typeof certificateBodies.update>;
export type InspectionCertificateSearchRequest = RequestOf<typeof certificateSearchBody>;
export type InspectionCertificateFilter = Pick<
  InspectionCertificateSearchRequest,
  keyof typeof CERTIFICATE_FILTERS
>;
export type PendingCertificateSearchRequest = RequestOf<typeof pendingCertificateSearchBody>;
export type PendingCertificateFilter = Pick<
  PendingCertificateSearchRequest,
  keyof typeof PENDING_CERTIFICATE_FILTERS
>;
