import { idSchema } from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const saveErrors = { ...errorResponses, 400: ruleErrorResponseSchema };

export const resultOnly = {
  200: { type: 'object', properties: { result: { type: 'integer' } } },
  ...errorResponses,
} as const;

export { errorResponses };
