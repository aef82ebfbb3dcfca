import type { BodyOf, RequestOf } from '../schema/body-types';
import { idListSchema, idSchema, searchBodySchema } from '../schema/common-schemas';
import { CUSTOMER_REGISTRATION_SORT_FIELDS, REJECTION_REASON_MAX } from './registration-types';

/**
 * The customer registration bodies, declared once: the server validates and documents its routes with
 * these schemas (server/src/modules/customer-registration), and the types below are read from them.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The public form (the rule file runs first with the browser's own messages). */
export const customerRegistrationBody = {
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
    /** The language of the form, used for the emails. */
    language: { type: 'string', enum: ['en', 'fr'] },
  },
} as const;

/** The emailed link's token. */
export const customerVerificationBody = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: ['string', 'null'], maxLength: 200 } },
} as const;

export const customerRegistrationSearchBody = searchBodySchema(
  { statusIds: idListSchema },
  CUSTOMER_REGISTRATION_SORT_FIELDS,
);

/** An approval or a rejection, at the version the decider loaded. */
export const registrationDecisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    /** Rejection only: told to the applicant. */
    reason: { type: 'string', maxLength: REJECTION_REASON_MAX },
  },
} as const;

export type CustomerRegistrationRequest = BodyOf<typeof customerRegistrationBody>;
export type CustomerVerificationRequest = BodyOf<typeof customerVerificationBody>;
export type CustomerRegistrationSearchRequest = RequestOf<typeof customerRegistrationSearchBody>;
export type CustomerRegistrationFilter = Pick<BodyOf<typeof customerRegistrationSearchBody>, 'statusIds'>;
export type RegistrationDecisionRequest = BodyOf<typeof registrationDecisionBody>;
