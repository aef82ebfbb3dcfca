/**
 * JSON schemas of the email configuration bodies and rows (400 before a handler, OpenAPI). The lists'
 * values (email types, contact types, roles) and the addresses are checked after, with translated messages
 * (email-config-checks.ts).
 */
import { EMAIL_BODY_MAX, EMAIL_CC_ADDRESSES_MAX, EMAIL_SUBJECT_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const smallCode = { type: 'integer', minimum: 1, maximum: 99 } as const;
const codeList = { type: 'array', maxItems: 20, items: smallCode } as const;

const fields: Record<string, JsonSchema> = {
  customerId: nullableId,
  serviceType: { ...smallCode, type: ['integer', 'null'] },
  emailType: smallCode,
  subjectTemplate: { type: 'string', maxLength: EMAIL_SUBJECT_MAX },
  bodyTemplate: { type: 'string', maxLength: EMAIL_BODY_MAX },
  recipientContactTypes: codeList,
  ccRoles: codeList,
  ccAddresses: { type: ['string', 'null'], maxLength: EMAIL_CC_ADDRESSES_MAX },
  active: { type: 'boolean' },
};
const required = ['emailType', 'subjectTemplate', 'bodyTemplate', 'recipientContactTypes', 'ccRoles'];

export const emailConfigBodies = {
  create: {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...fields, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const,
  update: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...fields, id: idSchema, version: versionSchema },
  } as const,
};

export const emailConfigDetailProperties: Record<string, JsonSchema> = {
  id: integer,
  customerId: nullableInteger,
  serviceType: nullableInteger,
  emailType: integer,
  subjectTemplate: { type: 'string' },
  bodyTemplate: { type: 'string' },
  recipientContactTypes: { type: 'array', items: integer },
  ccRoles: { type: 'array', items: integer },
  ccAddresses: { type: ['string', 'null'] },
  active: { type: 'boolean' },
  version: integer,
};

/** A summary row: the detail without its body, with the customer's name. */
export const emailConfigRowProperties: Record<string, JsonSchema> = {
  ...Object.fromEntries(
    Object.entries(emailConfigDetailProperties).filter(([key]) => key !== 'bodyTemplate'),
  ),
  customerName: { type: ['string', 'null'] },
};

export const EMAIL_CONFIG_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  serviceTypes: idListSchema,
  emailTypes: idListSchema,
};
