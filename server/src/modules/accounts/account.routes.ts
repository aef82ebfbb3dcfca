import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import {
  AccountSaveResult,
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  type UserAccountFilter,
  type UserAccountSave,
} from '@portal/domain';
import { userAccountSaveBody, userAccountSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { entities, profiles, roles, services } from '../../db/schema';
import { isUniqueViolation } from '../kit/db-errors';
import { scopeOf } from '../kit/resource-routes';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { accountMessage, ACCOUNT_RULE_LABELS } from './account-messages';
import { accountCount, accountPage, getAccount } from './account-queries';
import { deactivateAccount, updateAccount } from './account.repository';
import {
  accountInputErrors,
  checkAccountSave,
  createAccountWithLink,
  duplicateAnswer,
} from './account-create';
import { idParams, saveResponses, tags } from './account.schemas';
import { conflict, formatError } from './account-http';
import { viewerOf, type AccountsContext } from './accounts-context';
import { exportAccounts } from './account-export';
import { queueResetMail } from './password-reset.service';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.UserAccountSummary;
const BASE = '/api/UserAccount';
const DEFAULT_SORT = { field: 'loginName', direction: 'asc' } as const;

/** GET lookups, POST search, POST edit, POST/PUT save, DELETE, send-reset-link and export. */
export async function accountRoutes(app: FastifyInstance, context: AccountsContext) {
  const { db } = context;
  const rules = ruleValidator('user-account.json', { labels: ACCOUNT_RULE_LABELS });

  app.get(
    BASE,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Edit lookups: roles, entities, services, profiles' },
    },
    async (request) => {
      const viewer = await viewerOf(db, request);
      const [roleRows, entityRows, serviceRows, profileRows] = await Promise.all([
        db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name)),
        db.select({ id: entities.id, name: entities.name }).from(entities).orderBy(asc(entities.id)),
        db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id)),
        db.select({ id: profiles.id, name: profiles.name }).from(profiles).orderBy(asc(profiles.id)),
      ]);
      return {
        result: AccountSaveResult.Success,
        roles: roleRows.map((role) => ({ ...role, grantable: viewer.grantable.has(role.id) })),
        entities: entityRows.filter((entity) => viewer.entityIds.includes(entity.id)),
        services: serviceRows,
        profiles: profileRows,
      };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    BASE,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Search the accounts of the entity', body: userAccountSearchBody },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<Partial<UserAccountFilter>>(body as never, DEFAULT_SORT);
      if (body.takeAll) {
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const entityId = request.entityId!;
      const [rows, total] = await pageAndTotal(
        query,
        () => accountPage(db, entityId, query),
        () => accountCount(db, entityId, query),
      );
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/export`,
    {
      config: entityRoute(P.Export, INTERNAL, 'entity'),
      schema: { tags, summary: 'Every matching account as an xlsx', body: userAccountSearchBody },
    },
    async (request, reply) => {
      const query = toSearchQuery<Partial<UserAccountFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      return exportAccounts(db, reply, scopeOf(request), query, requestLang(request));
    },
  );

  app.post<{ Body: { id: number } }>(
    `${BASE}/edit`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'One account of the entity (NotFound 5)', body: idParams },
    },
    async (request) => {
      const data = await getAccount(db, request.entityId!, request.body.id, await viewerOf(db, request));
      return data ? { result: AccountSaveResult.Success, data } : { result: AccountSaveResult.NotFound };
    },
  );

  app.post<{ Body: UserAccountSave }>(
    `${BASE}/save`,
    {
      config: { ...entityRoute(P.Edit, INTERNAL, 'entity'), bodyRules: rules },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create an account (no password: a set-password link is emailed); EmailAlreadyExists 6',
        body: userAccountSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const inputErrors = accountInputErrors(rules, request, request.body);
      if (inputErrors.length) return formatError(request, reply, inputErrors);
      if (request.body.id)
        return formatError(request, reply, [
          { field: 'id', message: accountMessage('idNotAllowed', requestLang(request)) },
        ]);
      const check = await checkAccountSave(db, request, request.body, null);
      if ('errors' in check) return formatError(request, reply, check.errors);
      return createAccountWithLink(context, request, check.values, check.viewer);
    },
  );

  app.put<{ Body: UserAccountSave }>(
    `${BASE}/save`,
    {
      config: { ...entityRoute(P.Edit, INTERNAL, 'entity'), bodyRules: rules },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Update an account at its version (409 when saved since; NotFound 5; EmailAlreadyExists 6)',
        body: userAccountSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      // The body is judged whole before any query uses a part of it (an id beyond the integer range...).
      const inputErrors = accountInputErrors(rules, request, request.body);
      if (inputErrors.length) return formatError(request, reply, inputErrors);
      const body = request.body;
      if (!body.id || typeof body.version !== 'number')
        return formatError(request, reply, [{ field: 'id', message: accountMessage('idRequired', lang) }]);
      const entityId = request.entityId!;
      const viewer = await viewerOf(db, request);
      const current = await getAccount(db, entityId, body.id, viewer);
      if (!current) return { result: AccountSaveResult.NotFound };
      if (!current.canManage) return sendError(request, reply, 403, 'http.403');
      if (current.version !== body.version) return conflict(request, reply, current);
      const check = await checkAccountSave(db, request, request.body, current);
      if ('errors' in check) return formatError(request, reply, check.errors);
      let write;
      try {
        write = await db.transaction((tx) =>
          updateAccount(tx as unknown as Db, current.id, current.version, check.values, new Date()),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return duplicateAnswer(request, 'loginName');
        throw error;
      }
      if (write.kind === 'duplicate') return duplicateAnswer(request, write.field);
      const fresh = await getAccount(db, entityId, current.id, viewer);
      if (write.kind === 'conflict') return conflict(request, reply, fresh);
      return { result: AccountSaveResult.Success, data: fresh };
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: entityRoute(P.Delete, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Disable an account and end its sessions (never one’s own; NotFound 5)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const current = await getAccount(db, request.entityId!, request.params.id, await viewerOf(db, request));
      if (!current) return { result: AccountSaveResult.NotFound };
      if (current.isOwnAccount)
        return {
          result: AccountSaveResult.Failure,
          message: accountMessage('ownAccountDelete', requestLang(request)),
        };
      if (!current.canManage) return sendError(request, reply, 403, 'http.403');
      await db.transaction((tx) => deactivateAccount(tx as unknown as Db, current.id, new Date()));
      return { result: AccountSaveResult.Success };
    },
  );

  app.post<{ Params: { id: number } }>(
    `${BASE}/send-reset-link/:id`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: { tags, summary: 'Email the account a new set/reset-password link', params: idParams },
    },
    async (request, reply) => {
      const entityId = request.entityId!;
      const current = await getAccount(db, entityId, request.params.id, await viewerOf(db, request));
      if (!current) return { result: AccountSaveResult.NotFound };
      if (!current.canManage) return sendError(request, reply, 403, 'http.403');
      if (!current.isActive || !current.email)
        return {
          result: AccountSaveResult.Failure,
          message: accountMessage('accountInactive', requestLang(request)),
        };
      const now = new Date();
      const queued = await db.transaction((tx) =>
        queueResetMail(tx as unknown as Db, context, current, {
          entityId,
          kind: current.passwordSet ? 'reset' : 'set',
          now,
        }),
      );
      context.mailer.deliver(db, [queued], request.log);
      return { result: AccountSaveResult.Success };
    },
  );
}
