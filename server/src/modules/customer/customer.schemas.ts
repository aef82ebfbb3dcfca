/** The customer routes' params and answers (the bodies are packages/domain's customer/customer-schemas.ts). */
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { dataSourceResponseSchema, idSchema } from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const lookupResponse = { 200: dataSourceResponseSchema, ...errorResponses } as const;
export const saveErrors = { ...errorResponses, 400: ruleErrorResponseSchema };
export const resultOnly = {
  200: { type: 'object', properties: { result: { type: 'integer' } } },
  ...errorResponses,
} as const;
