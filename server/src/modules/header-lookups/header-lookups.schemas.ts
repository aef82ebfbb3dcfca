import { errorResponses } from '../user/user.schemas';

const idParams = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  }) as const;

const nullableString = { type: ['string', 'null'] } as const;
const result = { type: 'integer', description: 'ResultCode: Success 1, NoDataFound 2, NotFound 3' } as const;

export const userGenderSchema = {
  summary: "The signed-in user's gender (default avatar) and photo",
  response: {
    200: {
      type: 'object',
      properties: {
        result,
        gender: { ...nullableString, description: "'M' or 'F'" },
        // The spec's spelling.
        isPhotovailable: { type: 'boolean' },
        fileUrl: { ...nullableString, description: 'GET it with the usual headers; null without a photo' },
      },
    },
    ...errorResponses,
  },
} as const;

export const staffPhotoSchema = {
  summary: 'Picture of a staff member by staff id (internal and outsource users)',
  params: idParams('id'),
  response: { 200: { type: 'object', properties: { result, fileUrl: nullableString } }, ...errorResponses },
} as const;

export const profileSummarySchema = {
  summary: "A user's profile image (oneself, or anyone of the entity for internal and outsource users)",
  params: idParams('id'),
  response: {
    200: {
      type: 'object',
      properties: {
        result,
        data: {
          type: ['object', 'null'],
          properties: { profileImageUrl: nullableString },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const userPhotoSchema = {
  summary: "A user's photo file (image/*); 404 when there is none",
  params: idParams('id'),
  response: { ...errorResponses },
} as const;

export const customerKamSchema = {
  summary: "The customer's key account manager (customer users: their own customer only)",
  params: idParams('customerId'),
  response: {
    200: {
      type: 'object',
      properties: {
        result,
        data: {
          type: ['object', 'null'],
          properties: { name: { type: 'string' }, email: nullableString, phoneNumber: nullableString },
        },
      },
    },
    ...errorResponses,
  },
} as const;
