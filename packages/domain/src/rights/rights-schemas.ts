import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIdSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import { RIGHT_NAME_MAX, RIGHT_PATH_MAX, RIGHT_SORT_FIELDS, ROLE_NAME_MAX } from './rights-types';

/**
 * The rights, roles, permission and audit bodies, declared once: the server validates and documents its
 * routes with these schemas (server/src/modules/rights), and the types below are read from them.
 */

const nullableInteger = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;
const notBlank = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

/** The right summary's own filters (the search body adds text, paging and sorting). */
export const RIGHT_FILTERS = { rightTypeIds: idListSchema } as const;
export const rightSearchBody = searchBodySchema(RIGHT_FILTERS, RIGHT_SORT_FIELDS);

/** The audit trail's filters; it is sorted by id only (newest first by default). */
export const AUDIT_FILTERS = { roleIds: idListSchema, rightIds: idListSchema } as const;
export const auditSearchBody = searchBodySchema(AUDIT_FILTERS, ['id']);

const rightFields = {
  parentId: nullableIdSchema,
  menuName: notBlank(RIGHT_NAME_MAX),
  titleName: notBlank(RIGHT_NAME_MAX),
  path: notBlank(RIGHT_PATH_MAX),
  ranking: { type: 'integer', minimum: 0, maximum: 100000 },
  rightTypeId: idSchema,
  glyphicons: { type: ['string', 'null'], maxLength: 50 },
  isHeading: { type: 'boolean' },
  showMenu: { type: 'boolean' },
} as const;
const rightRequired = [
  'menuName',
  'titleName',
  'path',
  'ranking',
  'rightTypeId',
  'isHeading',
  'showMenu',
] as const;

/** A new right: id and version may be sent (null or 0) and are ignored. */
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

/** The rights a role grants, all of them (the role's version guards against a lost update). */
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

/** Grant (granted true) or remove one permission string of a role. */
export const permissionChangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['roleId', 'permission', 'granted'],
  properties: {
    roleId: idSchema,
    permission: { type: 'string', minLength: 1, maxLength: 200 },
    granted: { type: 'boolean' },
  },
} as const;

export type RightSearchRequest = RequestOf<typeof rightSearchBody>;
export type RightFilter = Pick<BodyOf<typeof rightSearchBody>, keyof typeof RIGHT_FILTERS>;
export type RightCreate = BodyOf<typeof rightCreateBody>;
export type AuditSearchRequest = RequestOf<typeof auditSearchBody>;
export type AuditFilter = Pick<BodyOf<typeof auditSearchBody>, keyof typeof AUDIT_FILTERS>;
export type RoleCreate = BodyOf<typeof roleCreateBody>;
export type RoleRename = BodyOf<typeof roleRenameBody>;
export type RoleRightsSave = BodyOf<typeof roleRightsBody>;
export type PermissionChange = BodyOf<typeof permissionChangeBody>;
