import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  ResourceResult,
  RightsResult,
  RIGHTS_API,
  type AuditFilter,
  type PermissionChange,
  type RightsLookups,
  type RoleCreate,
  type RoleRename,
  type RoleRightsSave,
} from '@portal/domain';
import {
  auditSearchBody,
  permissionChangeBody,
  roleCreateBody,
  roleRenameBody,
  roleRightsBody,
} from '@portal/domain/src/schemas';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rights, rightTypes } from '../../db/schema';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { searchResponseSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { answerWrite } from '../kit/write-outcome';
import { resourceRoutes } from '../kit/resource-routes';
import { changePermission, knownPermission, permissionMap } from './permission-map.repository';
import { auditCount, auditPage } from './rights-audit';
import { RIGHTS_RULE_LABELS, rightsMessage } from './rights-messages';
import { rightResource } from './rights-resources';
import {
  auditRowSchema,
  idParams,
  lookupsResponse,
  permissionChangeResponse,
  permissionMapResponse,
  roleAnswer,
  roleListResponse,
} from './rights.schemas';
import { createRole, getRole, listRoles, renameRole, saveRoleRights } from './role.repository';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.RightsAdmin;
const tags = ['Rights'];
const url = (path: string) => `/${path}`;

/**
 * /api/Rights: menu rights (kit resource), roles with their rights and users, the permission map and the
 * audit trail. Admins only: every route needs RightsAdmin.View (reads) or RightsAdmin.Edit (writes).
 */
export async function rightsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(resourceRoutes(rightResource), { db });
  const roleRules = ruleValidator('role.json', { labels: RIGHTS_RULE_LABELS });

  app.get(
    url(RIGHTS_API.lookups),
    {
      config: entityRoute(P.View, INTERNAL, 'none'),
      schema: {
        tags,
        summary: 'Right types and every right (parent select, role tree)',
        response: lookupsResponse,
      },
    },
    async (): Promise<RightsLookups> => ({
      rightTypes: await db
        .select({ id: rightTypes.id, name: rightTypes.name })
        .from(rightTypes)
        .orderBy(asc(rightTypes.id)),
      rights: await db
        .select({
          id: rights.id,
          parentId: rights.parentId,
          name: rights.menuName,
          rightTypeId: rights.rightTypeId,
          isHeading: rights.isHeading,
          ranking: rights.ranking,
        })
        .from(rights)
        .orderBy(asc(rights.rightTypeId), asc(rights.ranking), asc(rights.id)),
    }),
  );

  app.get(
    url(RIGHTS_API.roles),
    {
      config: entityRoute(P.View, INTERNAL, 'none'),
      schema: {
        tags,
        summary: 'Every role with its user, permission and right counts',
        response: roleListResponse,
      },
    },
    async () => listRoles(db),
  );

  app.get<{ Params: { id: number } }>(
    `${url(RIGHTS_API.roles)}/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'none'),
      schema: {
        tags,
        summary: 'One role: its rights and the users holding it (NotFound 3)',
        params: idParams,
        response: roleAnswer,
      },
    },
    async (request) => {
      const data = await getRole(db, request.params.id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.post<{ Body: RoleCreate }>(
    url(RIGHTS_API.roles),
    {
      config: entityRoute(P.Edit, INTERNAL, 'none'),
      preValidation: roleRules.preValidation,
      schema: {
        tags,
        summary: 'Create a role (DuplicateName 6)',
        body: roleCreateBody,
        response: roleAnswer,
      },
    },
    async (request, reply) =>
      answerWrite(db, request, reply, (tx) => createRole(tx, request.user, request.body)),
  );

  app.put<{ Body: RoleRename }>(
    url(RIGHTS_API.roles),
    {
      config: entityRoute(P.Edit, INTERNAL, 'none'),
      preValidation: roleRules.preValidation,
      schema: {
        tags,
        summary: 'Rename a role at its version (409 when changed since; NotFound 3, DuplicateName 6)',
        body: roleRenameBody,
        response: roleAnswer,
      },
    },
    async (request, reply) =>
      answerWrite(db, request, reply, (tx) => renameRole(tx, request.user, request.body)),
  );

  app.put<{ Body: RoleRightsSave }>(
    url(RIGHTS_API.roleRights),
    {
      config: entityRoute(P.Edit, INTERNAL, 'none'),
      schema: {
        tags,
        summary:
          'Replace the rights a role grants, headings above chosen screens included (409 stale version; NotFound 3; ParentNotFound 10 for an unknown right)',
        body: roleRightsBody,
        response: roleAnswer,
      },
    },
    async (request, reply) =>
      answerWrite(db, request, reply, (tx) => saveRoleRights(tx, request.user, request.body)),
  );

  app.get(
    url(RIGHTS_API.permissionMap),
    {
      config: entityRoute(P.View, INTERNAL, 'none'),
      schema: {
        tags,
        summary: 'Roles x permission strings, grouped by screen',
        response: permissionMapResponse,
      },
    },
    async () => permissionMap(db),
  );

  app.post<{ Body: PermissionChange }>(
    url(RIGHTS_API.permissionMap),
    {
      config: entityRoute(P.Edit, INTERNAL, 'none'),
      schema: {
        tags,
        summary:
          'Grant (granted true) or remove one permission of one role; applies on the next request of its users (NotFound 3, SelfLockout 11)',
        body: permissionChangeBody,
        response: permissionChangeResponse,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { roleId, granted } = request.body;
      // A removal may name a string no longer defined (so it can be cleaned up); a grant must be known.
      const permission =
        knownPermission(request.body.permission) ?? (granted ? null : request.body.permission);
      if (!permission)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'permission', message: rightsMessage('UnknownPermission', lang) },
        ]);
      const outcome = await db.transaction((tx) =>
        changePermission(tx as unknown as Db, request.user, { roleId, permission, granted }),
      );
      if (outcome.result === RightsResult.SelfLockout)
        return { result: outcome.result, changed: false, message: rightsMessage('SelfLockout', lang) };
      return outcome;
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    url(RIGHTS_API.audit),
    {
      config: entityRoute(P.View, INTERNAL, 'none'),
      schema: {
        tags,
        summary: 'The audit trail of rights, roles and permissions, newest first (roleIds, rightIds)',
        body: auditSearchBody,
        response: { 200: searchResponseSchema(auditRowSchema) },
      },
    },
    async (request) => {
      const query = toSearchQuery<Partial<AuditFilter>>(request.body as never, {
        field: 'id',
        direction: 'desc',
      });
      const [rows, total] = await pageAndTotal(
        query,
        () => auditPage(db, query),
        () => auditCount(db, query),
      );
      return searchResponse(rows, total);
    },
  );
}
