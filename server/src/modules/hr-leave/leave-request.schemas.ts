import { yearSchema } from '@portal/domain/src/schemas';
import { idSchema } from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const statusParams = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: idSchema, status: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as const;

export const yearParams = { type: 'object', required: ['year'], properties: { year: yearSchema } } as const;

export const saveResponses = { ...errorResponses, 400: ruleErrorResponseSchema } as const;
