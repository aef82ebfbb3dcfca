import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIdSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import { EMAIL_BODY_MAX, EMAIL_CC_ADDRESSES_MAX, EMAIL_SUBJECT_MAX } from './email-config-texts';
import { EMAIL_CONFIG_SORT_FIELDS } from './email-config-types';

/**
 * The email configuration bodies and filters and the report mail's send body, declared once: the server
 * validates and documents its routes with these schemas (server/src/modules/report-email), and the types
 * below are read from them. The lists' values (email types, contact types, roles) and the addresses are
 * checked after, with translated messages.
 */

const smallCode = { type: 'integer', minimum: 1, maximum: 99 } as const;
const codeList = { type: 'array', maxItems: 20, items: smallCode } as const;

const fields = {
  customerId: nullableIdSchema,
  serviceType: { ...smallCode, type: ['integer', 'null'] },
  emailType: smallCode,
  /** Placeholders in braces: EMAIL_PLACEHOLDERS. */
  subjectTemplate: { type: 'string', maxLength: EMAIL_SUBJECT_MAX },
  bodyTemplate: { type: 'string', maxLength: EMAIL_BODY_MAX },
  /** The customer's contacts of these types receive the mail. */
  recipientContactTypes: codeList,
  /** And the customer's staff in these roles (userconfigcustomer), in copy. */
  ccRoles: codeList,
  /** Further copies, comma-separated addresses. */
  ccAddresses: { type: ['string', 'null'], maxLength: EMAIL_CC_ADDRESSES_MAX },
  active: { type: 'boolean' },
} as const;
const required = [
  'emailType',
  'subjectTemplate',
  'bodyTemplate',
  'recipientContactTypes',
  'ccRoles',
] as const;

export const emailConfigBodies = {
  create: {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const,
  update: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...fields, id: idSchema, version: versionSchema },
  } as const,
};

/** The email configuration summary's own filters (the search body adds text, paging and sorting). */
export const EMAIL_CONFIG_FILTERS = {
  customerIds: idListSchema,
  serviceTypes: idListSchema,
  emailTypes: idListSchema,
} as const;

/** The summary's search body (the server's resource kit builds the same from EMAIL_CONFIG_FILTERS). */
export const emailConfigSearchBody = searchBodySchema(EMAIL_CONFIG_FILTERS, EMAIL_CONFIG_SORT_FIELDS);

/** POST api/ReportEmail/{bookingId}: sends it (the booking then is ReportSent). The body may be left out. */
export const reportEmailSendBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  // note: a line the sender adds above the configured body.
  properties: { note: { type: ['string', 'null'], maxLength: 2000 } },
} as const;

export type EmailConfigCreate = BodyOf<typeof emailConfigBodies.create>;
export type EmailConfigSearchRequest = RequestOf<typeof emailConfigSearchBody>;
export type EmailConfigFilter = Pick<EmailConfigSearchRequest, keyof typeof EMAIL_CONFIG_FILTERS>;
export type ReportEmailSendBody = BodyOf<typeof reportEmailSendBody>;
