/** The registration routes' params and answers (the bodies are packages/domain's registration-schemas.ts). */
import { idSchema } from '../../lib/search/search-schemas';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
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
