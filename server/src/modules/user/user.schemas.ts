import { changePasswordBody, signInBody } from '@portal/domain/src/schemas';
/** JSON schemas of the /api/User routes: they validate input, shape output and feed the OpenAPI document. */

const nullableInteger = { type: ['integer', 'null'] } as const;

/** Ids are PostgreSQL integers: a larger number must be a 400, not a database error. */
const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const messageSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

/** 400/401/403 answers of protected routes. */
export const errorResponses = { 400: messageSchema, 401: messageSchema, 403: messageSchema } as const;

export const menuItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: nullableInteger,
    active: { type: 'boolean' },
    glyphicons: { type: ['string', 'null'] },
    isHeading: { type: 'boolean' },
    menuName: { type: 'string' },
    titleName: { type: 'string' },
    path: { type: 'string' },
    ranking: { type: 'integer' },
    showMenu: { type: 'boolean' },
    rightType: { type: 'integer' },
  },
} as const;

export const roleRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, roleName: { type: 'string' } },
} as const;

const profileRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, profileName: { type: 'string' } },
} as const;

export const signInUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fullName: { type: 'string' },
    loginName: { type: 'string' },
    entityName: { type: 'string' },
    entityId: { type: 'integer' },
    countryId: nullableInteger,
    userType: { type: 'integer' },
    customerId: nullableInteger,
    supplierId: nullableInteger,
    factoryId: nullableInteger,
    staffId: nullableInteger,
    userProfileList: { type: 'array', items: profileRefSchema },
    serviceAccess: { type: 'array', items: { type: 'integer' } },
    fbUserId: nullableInteger,
    roles: { type: 'array', items: roleRefSchema },
    rights: { type: 'array', items: menuItemSchema },
    tcfNewDashboardAccess: { type: 'boolean' },
    changePassword: { type: 'boolean' },
    isPasswordChangedInThreeMonths: { type: 'boolean' },
    permissions: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const signInSchema = {
  tags: ['User'],
  summary: 'Sign in; always HTTP 200 with a LoginResult code',
  body: signInBody,
  response: {
    200: {
      type: 'object',
      required: ['result'],
      properties: { result: { type: 'integer' }, token: { type: 'string' }, user: signInUserSchema },
    },
    400: messageSchema,
  },
} as const;

export const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: idSchema },
} as const;

export const currentUserSchema = {
  tags: ['User'],
  summary:
    'The signed-in user of the bearer token, as sign-in answers it (an area embedded with a token it was ' +
    'given reads who it is)',
  response: {
    200: {
      type: 'object',
      required: ['result', 'user'],
      properties: { result: { type: 'integer' }, user: signInUserSchema },
    },
    ...errorResponses,
  },
} as const;

export const signOutSchema = {
  tags: ['User'],
  summary: 'Revoke the current session',
  params: userIdParams,
  response: { 200: { type: 'object', properties: { result: { type: 'integer' } } }, ...errorResponses },
} as const;

export const changePasswordSchema = {
  tags: ['User'],
  summary: 'Change the own password; answers a PasswordResult code',
  body: changePasswordBody,
  response: {
    200: {
      type: 'object',
      properties: {
        result: { type: 'integer' },
        issues: { type: 'array', items: { type: 'string' } },
        user: signInUserSchema,
      },
    },
    ...errorResponses,
  },
} as const;

const entityAccessItemSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, shortName: { type: 'string' } },
} as const;

export const entityAccessSchema = {
  tags: ['User'],
  summary: "Entities a user may work in (own, or anyone's with UserAccountSummary.View)",
  params: userIdParams,
  response: { 200: { type: 'array', items: entityAccessItemSchema }, ...errorResponses },
} as const;

export const isEntityAccessibleSchema = {
  tags: ['User'],
  summary: 'Whether the caller may work in an entity (result 2 for an unknown entity)',
  params: { type: 'object', required: ['id'], properties: { id: idSchema } },
  response: {
    200: { type: 'object', properties: { result: { type: 'integer' }, isAccessible: { type: 'boolean' } } },
    ...errorResponses,
  },
} as const;

export const rightTypeListSchema = {
  tags: ['User'],
  summary: 'Right types (service types) offered to the caller, with access flags',
  response: {
    200: {
      type: 'object',
      properties: {
        result: { type: 'integer' },
        rightTypeList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              rightTypeFileName: { type: 'string' },
              userHasAccess: { type: 'boolean' },
              service: nullableInteger,
            },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const entityRoleAccessSchema = {
  tags: ['User'],
  summary: "The caller's entities, each with the caller's roles",
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: { entityId: { type: 'integer' }, roles: { type: 'array', items: roleRefSchema } },
      },
    },
    ...errorResponses,
  },
} as const;
