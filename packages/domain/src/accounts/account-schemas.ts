import { LANGS } from '../i18n/common-messages';
import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  nullableIdSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { USER_TYPES } from './account-enums';
import { OUTBOX_SORT_FIELDS, USER_ACCOUNT_SORT_FIELDS } from './account-types';

/**
 * The user account, password reset and profile bodies, declared once: the server validates and
 * documents its routes with these schemas (server/src/modules/accounts), and the types below are read
 * from them.
 */

const userType = { type: 'integer', enum: [...USER_TYPES] } as const;
const ids = <const Max extends number>(max: Max) =>
  ({ type: 'array', items: idSchema, maxItems: max, default: [] }) as const;

/** User account summary filters: user types, roles, active or not (null: both). */
export const userAccountSearchBody = searchBodySchema(
  {
    userTypes: { type: ['array', 'null'], items: userType, maxItems: 10 },
    roleIds: idListSchema,
    isActive: { type: ['boolean', 'null'] },
  },
  USER_ACCOUNT_SORT_FIELDS,
);

export const emailOutboxSearchBody = searchBodySchema(
  {
    statuses: {
      type: ['array', 'null'],
      items: { type: 'string', enum: ['stored', 'pending', 'sent', 'failed'] },
      maxItems: 4,
    },
  },
  OUTBOX_SORT_FIELDS,
);

/** What an account save sends; `id`/`version` only when updating. */
export const userAccountSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['loginName', 'fullName', 'email', 'userType', 'roleIds', 'entityIds'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    loginName: { type: 'string', minLength: 1, maxLength: 100 },
    fullName: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', minLength: 1, maxLength: 200 },
    phoneNumber: { type: ['string', 'null'], maxLength: 50 },
    userType,
    isActive: { type: 'boolean', default: true },
    language: { type: 'string', enum: [...LANGS], default: 'en' },
    staffId: nullableIdSchema,
    customerId: nullableIdSchema,
    supplierId: nullableIdSchema,
    factoryId: nullableIdSchema,
    roleIds: ids(50),
    entityIds: ids(10),
    serviceIds: ids(10),
    profileIds: ids(20),
  },
} as const;

/** save-user: the account of an existing staff member (name, email and phone from the staff record). */
export const staffAccountSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['staffId', 'loginName', 'roleIds'],
  properties: {
    staffId: idSchema,
    loginName: { type: 'string', minLength: 1, maxLength: 100 },
    email: { type: ['string', 'null'], maxLength: 200 },
    roleIds: ids(50),
    serviceIds: ids(10),
    language: { type: 'string', enum: [...LANGS], default: 'en' },
  },
} as const;

/** POST getuserdatasource: the records an account of `userType` links to (see docs/accounts.md). */
export const userAccountDataSourceBody = dataSourceBodySchema({
  userType: { type: ['integer', 'null'], enum: [...USER_TYPES, null] },
  /** Factories of this supplier only. */
  supplierId: nullableIdSchema,
});

/** POST GetHrStaffDataSource: staff of the entity for the account's staff link. */
export const hrStaffDataSourceBody = dataSourceBodySchema({
  /** Only staff that no other account is linked to (this account's own staff stays offered). */
  withoutAccount: { type: ['boolean', 'null'] },
  exceptUserId: nullableIdSchema,
});

export const resetPasswordBody = {
  type: 'object',
  required: ['token', 'newPassword', 'confirmPassword'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    confirmPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/** One's own details; `currentPassword` is needed only when the email changes (reset links go there). */
export const userProfileSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'fullName', 'email', 'language'],
  properties: {
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    fullName: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', minLength: 1, maxLength: 200 },
    phoneNumber: { type: ['string', 'null'], maxLength: 50 },
    language: { type: 'string', enum: [...LANGS] },
    currentPassword: { type: ['string', 'null'], maxLength: 1024 },
  },
} as const;

export type UserAccountSearchRequest = RequestOf<typeof userAccountSearchBody>;
export type UserAccountFilter = Pick<
  BodyOf<typeof userAccountSearchBody>,
  'userTypes' | 'roleIds' | 'isActive'
>;
export type EmailOutboxFilter = Pick<BodyOf<typeof emailOutboxSearchBody>, 'statuses'>;
export type UserAccountSave = BodyOf<typeof userAccountSaveBody>;
export type StaffAccountSave = BodyOf<typeof staffAccountSaveBody>;
export type UserAccountDataSourceRequest = RequestOf<typeof userAccountDataSourceBody>;
export type HrStaffDataSourceRequest = RequestOf<typeof hrStaffDataSourceBody>;
export type ResetPasswordRequest = BodyOf<typeof resetPasswordBody>;
export type UserProfileSave = BodyOf<typeof userProfileSaveBody>;
