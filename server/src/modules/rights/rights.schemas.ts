/** JSON schemas of the rights bodies and answers: validation (400, never 500), response shape, OpenAPI. */
import { AUDIT_ACTIONS, RIGHT_NAME_MAX, RIGHT_PATH_MAX, ROLE_NAME_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const notBlank = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const RIGHT_FILTERS: Record<string, JsonSchema> = { rightTypeIds: idListSchema };
export const AUDIT_FILTERS: Record<string, JsonSchema> = { roleIds: idListSchema, rightIds: idListSchema };

const rightFields = {
  parentId: nullableId,
  menuName: notBlank(RIGHT_NAME_MAX),
  titleName: notBlank(RIGHT_NAME_MAX),
  path: notBlank(RIGHT_PATH_MAX),
  ranking: { type: 'integer', minimum: 0, maximum: 100000 },
  rightTypeId: idSchema,
  glyphicons: { type: ['string', 'null'], maxLength: 50 },
  isHeading: boolean,
  showMenu: boolean,
} as const;
const rightRequired = ['menuName', 'titleName', 'path', 'ranking', 'rightTypeId', 'isHeading', 'showMenu'];

export const rightCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: rightRequired,
  properties: { ...rightFields, id: nullableInteger, version: nullableInteger },
} as const;

export const rightUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', ...rightRequired],
  properties: { ...rightFields, id: idSchema, version: versionSchema },
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

export const roleCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: notBlank(ROLE_NAME_MAX) },
} as const;

export const roleRenameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'version'],
  properties: { id: idSchema, name: notBlank(ROLE_NAME_MAX), version: versionSchema },
} as const;

export const roleRightsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['roleId', 'rightIds', 'version'],
  properties: {
    roleId: idSchema,
    rightIds: { type: 'array', items: idSchema, maxItems: 2000, uniqueItems: true },
    version: versionSchema,
  },
} as const;

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

export const permissionChangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['roleId', 'permission', 'granted'],
  properties: {
    roleId: idSchema,
    permission: { type: 'string', minLength: 1, maxLength: 200 },
    granted: boolean,
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
