import { idSchema } from '../../lib/search/search-schemas';
import { errorResponses, messageSchema } from '../user/user.schemas';

export const tags = ['UserAccount'];
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** 400 of the account calls: RequestNotCorrectFormat (3) with the field messages. */
export const formatErrorSchema = {
  type: 'object',
  properties: {
    result: { type: 'integer' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          message: { type: 'string' },
          values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          text: { type: 'string' },
        },
      },
    },
  },
} as const;

export const saveResponses = { 400: formatErrorSchema, 401: messageSchema, 403: messageSchema } as const;

export const userDetailParams = {
  type: 'object',
  required: ['userId', 'entityId'],
  properties: { userId: idSchema, entityId: idSchema },
} as const;

export const emailParams = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export { errorResponses };
