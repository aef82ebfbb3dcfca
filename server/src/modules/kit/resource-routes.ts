import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission, MAX_SCREEN_EXPORT_ROWS, ResourceResult, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { ruleErrorResponseSchema, ruleValidator } from '../../lib/rule-validation';
import { countLimit, searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { idSchema, searchBodySchema, searchResponseSchema } from '../../lib/search/search-schemas';
import { entityRoute } from '../../plugins/route-access';
import { errorResponses } from '../user/user.schemas';
import { isForeignKeyViolation } from './db-errors';
import type { ResourceDefinition, ResourceScope, WriteOutcome } from './resource-definition';
import { exportStream, sendXlsx } from './resource-export';
import { answerWrite } from './write-outcome';

type AnySearchBody = Record<string, unknown>;

/** Resource routes are entity routes: the auth hook has set the user and the checked entity. */
export function scopeOf(request: FastifyRequest): ResourceScope {
  return { user: request.user, entityId: request.entityId!, lang: requestLang(request) };
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

/**
 * The routes of one resource: POST {base}/search, GET {base}/{id}, POST {base} (create), PUT {base}
 * (update, 409 on a stale version), DELETE {base}/{id}, POST {base}/export (streamed xlsx). Permissions:
 * view for reads, edit for writes, delete, export. Global reference data needs no entity scoping; the
 * routes still demand an entity the user may work in (the default access level).
 */
export function resourceRoutes<Row, Detail extends VersionedRecord, Create, Filter>(
  definition: ResourceDefinition<Row, Detail, Create, Filter>,
) {
  return async function routes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
    const { basePath: base, permissions, repository } = definition;
    const tags = [definition.name];
    const declared = (permission: string) => entityRoute(permission, definition.userTypes, definition.rows);
    const bodySchema = searchBodySchema(definition.filters, definition.sortFields);
    const detailSchema = { type: 'object', properties: definition.detailProperties } as const;
    const rules = definition.ruleFile
      ? ruleValidator(definition.ruleFile, { labels: definition.ruleLabels })
      : null;
    const ruleCheck = rules ? { preValidation: rules.preValidation } : {};
    const saveErrors = rules ? { ...errorResponses, 400: ruleErrorResponseSchema } : errorResponses;
    const saveResponse = {
      type: 'object',
      properties: {
        result: { type: 'integer', description: 'ResourceResult' },
        data: detailSchema,
        current: detailSchema,
        messageKey: { type: 'string' },
        message: { type: 'string' },
      },
    } as const;

    app.post<{ Body: AnySearchBody }>(
      `${base}/search`,
      {
        config: declared(permissions.view),
        schema: {
          tags,
          summary: `Search ${definition.name} rows (takeAll: up to ${MAX_SCREEN_EXPORT_ROWS}, needs export)`,
          body: bodySchema,
          response: {
            200: searchResponseSchema({ type: 'object', properties: definition.rowProperties }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const body = request.body as AnySearchBody & { takeAll?: boolean | null };
        const query = toSearchQuery<Filter>(body as never, definition.defaultSort);
        if (body.takeAll) {
          // The screen's own export (at most MAX_SCREEN_EXPORT_ROWS): an export, so it needs that right.
          if (!hasPermission(request.user, permissions.export))
            return sendError(request, reply, 403, 'http.403');
          Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
        }
        const scope = scopeOf(request);
        const limit = definition.countCap ? countLimit(query, definition.countCap) : undefined;
        const [data, total] = await pageAndTotal(
          query,
          () => repository.page(db, query, scope),
          () => repository.count(db, query, scope, limit),
        );
        return limit !== undefined && total > limit
          ? searchResponse(data, limit, true)
          : searchResponse(data, total);
      },
    );

    app.post<{ Body: AnySearchBody }>(
      `${base}/export`,
      {
        config: declared(permissions.export),
        schema: {
          tags,
          summary: `Every ${definition.name} row matching the filters, as a streamed xlsx`,
          body: bodySchema,
          produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        },
      },
      async (request, reply) => {
        const query = toSearchQuery<Filter>(request.body as never, definition.defaultSort, {
          allowTakeAll: true,
        });
        const lang = requestLang(request);
        const stamp = new Date().toISOString().slice(0, 10);
        return sendXlsx(
          reply,
          `${definition.name}-${stamp}.xlsx`,
          exportStream(db, definition, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
        );
      },
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: declared(permissions.view),
        schema: {
          tags,
          summary: `One ${definition.name} (result NotFound 3 when absent)`,
          params: idParams,
          response: { 200: saveResponse, ...errorResponses },
        },
      },
      async (request) => {
        const data = await repository.get(db, request.params.id, scopeOf(request));
        return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
      },
    );

    async function write(
      request: FastifyRequest,
      reply: FastifyReply,
      run: (tx: Db) => Promise<WriteOutcome<Detail>>,
    ) {
      if (definition.validate) {
        const errors = await definition.validate(request.body as Create, requestLang(request));
        if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      }
      return answerWrite(db, request, reply, run);
    }

    // A resource whose repository has no create/update serves its own saves (see ResourceRepository).
    const create = repository.create?.bind(repository);
    const update = repository.update?.bind(repository);
    if (create && update) {
      app.post<{ Body: Create }>(
        base,
        {
          config: declared(permissions.edit),
          ...ruleCheck,
          schema: {
            tags,
            summary: `Create a ${definition.name}`,
            body: definition.createBody,
            response: { 200: saveResponse, ...saveErrors },
          },
        },
        (request, reply) =>
          write(request, reply, (tx) => create(tx, request.body as Create, scopeOf(request))),
      );

      app.put<{ Body: Detail }>(
        base,
        {
          config: declared(permissions.edit),
          ...ruleCheck,
          schema: {
            tags,
            summary: `Update a ${definition.name} at the version it was read (409 when someone saved since)`,
            body: definition.updateBody,
            response: { 200: saveResponse, 409: saveResponse, ...saveErrors },
          },
        },
        (request, reply) =>
          write(request, reply, (tx) => update(tx, request.body as Detail, scopeOf(request))),
      );
    }

    app.delete<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: declared(permissions.delete),
        schema: {
          tags,
          summary: `Delete a ${definition.name} (InUse 7 while others point to it)`,
          params: idParams,
          response: {
            200: { type: 'object', properties: { result: { type: 'integer' } } },
            ...errorResponses,
          },
        },
      },
      async (request) => {
        try {
          return {
            result: await db.transaction((tx) =>
              repository.remove(tx as unknown as Db, request.params.id, scopeOf(request)),
            ),
          };
        } catch (error) {
          if (isForeignKeyViolation(error)) return { result: ResourceResult.InUse };
          throw error;
        }
      },
    );
  };
}
