import type { BodyOf, RequestOf } from '../schema/body-types';

/**
 * The sign-in and change-password bodies, declared once: the server validates and documents its routes
 * with them (server/src/modules/user), and the types below are read from them.
 */

/** Nothing is required: a missing name or password answers a LoginResult, not a 400 (spec section 3). */
export const signInBody = {
  type: 'object',
  properties: {
    UserName: { type: 'string', maxLength: 256 },
    Password: { type: 'string', maxLength: 1024 },
    isEncrypt: { type: 'boolean', default: false },
  },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['currentPassword', 'newPassword', 'confirmPassword'],
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    confirmPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

export type SignInRequest = RequestOf<typeof signInBody>;
export type ChangePasswordRequest = BodyOf<typeof changePasswordBody>;
/** The change-password form's fields (the body takes other properties too: it is not closed). */
export type ChangePasswordField = keyof typeof changePasswordBody.properties;
