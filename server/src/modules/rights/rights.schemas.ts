/** JSON schemas of the rights answers (the bodies are packages/domain's rights/rights-schemas.ts). */
import { AUDIT_ACTIONS } from '@portal/domain';
import { idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const rightDetailProperties = {
  id: integer,
  parentId: nullableInteger,
  menuName: text,
  titleName: text,
  path: text,
  ranking: integer,
  rightTypeId: integer,
  glyphicons: nullableText,
  isHeading: boolean,
  showMenu: boolean,
  version: integer,
};

export const rightRowProperties = {
  ...rightDetailProperties,
  parentName: nullableText,
  rightTypeName: text,
  depth: integer,
  permission: nullableText,
  roleCount: integer,
};

export const lookupsResponse = {
  200: {
    type: 'object',
    properties: {
      rightTypes: {
        type: 'array',
        items: { type: 'object', properties: { id: integer, name: text } },
      },
      rights: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: integer,
            parentId: nullableInteger,
            name: text,
            rightTypeId: integer,
            isHeading: boolean,
            ranking: integer,
          },
        },
      },
    },
  },
} as const;

const roleDetail = {
  type: 'object',
  properties: {
    id: integer,
    name: text,
    version: integer,
    rightIds: { type: 'array', items: integer },
    users: {
      type: 'array',
      items: { type: 'object', properties: { id: integer, loginName: text, fullName: text } },
    },
  },
} as const;

const answer = (data: JsonSchema) =>
  ({
    type: 'object',
    properties: {
      result: integer,
      data,
      current: data,
      message: text,
      messageKey: text,
    },
  }) as const;

export const roleListResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: integer,
        name: text,
        userCount: integer,
        permissionCount: integer,
        rightCount: integer,
        version: integer,
      },
    },
  },
} as const;

export const roleAnswer = { 200: answer(roleDetail), 409: answer(roleDetail) } as const;

export const permissionMapResponse = {
  200: {
    type: 'object',
    properties: {
      roles: { type: 'array', items: { type: 'object', properties: { id: integer, name: text } } },
      groups: {
        type: 'array',
        items: {
          type: 'object',
          properties: { screen: text, permissions: { type: 'array', items: text } },
        },
      },
      grants: { type: 'object', additionalProperties: { type: 'array', items: text } },
    },
  },
} as const;

export const permissionChangeResponse = {
  200: {
    type: 'object',
    properties: { result: integer, changed: boolean, message: text },
  },
} as const;

export const auditRowSchema = {
  type: 'object',
  properties: {
    id: integer,
    at: text,
    userId: nullableInteger,
    userName: text,
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    roleId: nullableInteger,
    roleName: nullableText,
    rightId: nullableInteger,
    rightName: nullableText,
    permission: nullableText,
    before: {},
    after: {},
  },
} as const;
