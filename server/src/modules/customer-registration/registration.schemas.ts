import { CUSTOMER_REGISTRATION_SORT_FIELDS, REJECTION_REASON_MAX } from '@portal/domain';
import { idListSchema, idSchema, searchBodySchema } from '../../lib/search/search-schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The public form (the rule file runs first with the browser's own messages). */
export const registrationBody = {
  type: 'object',
  additionalProperties: false,
  required: [
    'companyName',
    'countryId',
    'address',
    'contactName',
    'email',
    'phone',
    'serviceIds',
    'loginName',
    'password',
    'confirmPassword',
    'termsAccepted',
  ],
  properties: {
    companyName: text(200),
    countryId: idSchema,
    address: text(500),
    contactName: text(200),
    email: text(200),
    phone: text(50),
    serviceIds: { type: 'array', items: idSchema, minItems: 1, maxItems: 10 },
    loginName: text(100),
    password: text(128),
    confirmPassword: text(128),
    termsAccepted: { type: 'boolean' },
    language: { type: 'string', enum: ['en', 'fr'] },
  },
} as const;

export const verifyBody = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: ['string', 'null'], maxLength: 200 } },
} as const;

export const registrationSearchBody = searchBodySchema(
  { statusIds: idListSchema },
  CUSTOMER_REGISTRATION_SORT_FIELDS,
);

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', maxLength: REJECTION_REASON_MAX },
  },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

export const registrationRowProperties = {
  id: { type: 'integer' },
  companyName: { type: 'string' },
  contactName: { type: 'string' },
  email: { type: 'string' },
  countryName: nullableText,
  status: { type: 'integer', description: 'CustomerRegistrationStatus' },
  createdAt: { type: 'string' },
} as const;

export const registrationDetailSchema = {
  type: 'object',
  properties: {
    ...registrationRowProperties,
    version: { type: 'integer' },
    countryId: { type: ['integer', 'null'] },
    address: { type: 'string' },
    phone: { type: 'string' },
    loginName: { type: 'string' },
    serviceIds: { type: 'array', items: { type: 'integer' } },
    language: { type: 'string' },
    verifiedAt: nullableText,
    decidedAt: nullableText,
    decidedByName: nullableText,
    rejectionReason: nullableText,
    customerId: { type: ['integer', 'null'] },
    userId: { type: ['integer', 'null'] },
  },
} as const;

export const decisionResponse = {
  type: 'object',
  properties: {
    result: { type: 'integer', description: 'RegistrationDecisionResult' },
    data: registrationDetailSchema,
    message: { type: 'string' },
  },
} as const;
