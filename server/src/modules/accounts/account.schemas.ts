import { LANGS, USER_ACCOUNT_SORT_FIELDS, USER_TYPES } from '@portal/domain';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  searchBodySchema,
} from '../../lib/search/search-schemas';
import { errorResponses, messageSchema } from '../user/user.schemas';
import { OUTBOX_SORT_FIELDS } from './mail-outbox.repository';

export const tags = ['UserAccount'];
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const userType = { type: 'integer', enum: [...USER_TYPES] } as const;
const ids = (max: number) => ({ type: 'array', items: idSchema, maxItems: max, default: [] }) as const;

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

export const accountSearchSchema = searchBodySchema(
  {
    userTypes: { type: ['array', 'null'], items: userType, maxItems: 10 },
    roleIds: idListSchema,
    isActive: { type: ['boolean', 'null'] },
  },
  USER_ACCOUNT_SORT_FIELDS,
);

export const outboxSearchSchema = searchBodySchema(
  {
    statuses: {
      type: ['array', 'null'],
      items: { type: 'string', enum: ['stored', 'pending', 'sent', 'failed'] },
      maxItems: 4,
    },
  },
  OUTBOX_SORT_FIELDS,
);

export const accountSaveBody = {
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
    staffId: nullableId,
    customerId: nullableId,
    supplierId: nullableId,
    factoryId: nullableId,
    roleIds: ids(50),
    entityIds: ids(10),
    serviceIds: ids(10),
    profileIds: ids(20),
  },
} as const;

/** save-user: the account of an existing staff member (name, email and phone from the staff record). */
export const saveUserBody = {
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

export const userDataSourceSchema = dataSourceBodySchema({
  userType: { type: ['integer', 'null'], enum: [...USER_TYPES, null] },
  supplierId: nullableId,
});

export const hrStaffDataSourceSchema = dataSourceBodySchema({
  withoutAccount: { type: ['boolean', 'null'] },
  exceptUserId: nullableId,
});

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

export const resetPasswordBody = {
  type: 'object',
  required: ['token', 'newPassword', 'confirmPassword'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    confirmPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

export const profileSaveBody = {
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

export { errorResponses };
