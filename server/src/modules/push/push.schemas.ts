import { errorResponses } from '../user/user.schemas';

/** base64url (browsers send it unpadded; a padded copy is accepted too). */
const base64Url = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' }) as const;

export const MAX_ENDPOINT_LENGTH = 2048;

const subscriptionBody = {
  type: 'object',
  required: ['auth', 'p256Dh', 'endPoint'],
  additionalProperties: false,
  properties: {
    /** 16 random bytes. */
    auth: base64Url(16, 64),
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256Dh: base64Url(80, 128),
    endPoint: { type: 'string', minLength: 12, maxLength: MAX_ENDPOINT_LENGTH },
  },
} as const;

const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const simpleResult = {
  type: 'object',
  properties: { result: { type: 'integer', description: 'SimpleResult: Success 1, Failure 2' } },
} as const;

export const subscribeSchema = {
  summary: "Stores the browser's push subscription for the signed-in user",
  params: userIdParams,
  body: subscriptionBody,
  response: { 200: simpleResult, ...errorResponses },
} as const;

export const unsubscribeSchema = {
  summary: "Removes the signed-in user's push subscription of this endpoint",
  params: userIdParams,
  body: subscriptionBody,
  response: { 200: simpleResult, ...errorResponses },
} as const;

export const publicKeySchema = {
  summary: 'VAPID public key (applicationServerKey); null when push is not configured',
  response: {
    200: { type: 'object', properties: { publicKey: { type: ['string', 'null'] } } },
    ...errorResponses,
  },
} as const;
