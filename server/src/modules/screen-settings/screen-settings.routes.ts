import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasPermission,
  isScreenKey,
  Permissions,
  ResultCode,
  SAVED_FILTER_NAME_MAX,
  SAVED_FILTERS_PER_SCREEN,
  SCREEN_SETTINGS_GROUPS,
  type SaveFilterRequest,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { sendError } from '../../plugins/errors';
import { isUniqueViolation } from '../kit/db-errors';
import { idSchema } from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';
import {
  deleteFilter,
  getColumns,
  listFilters,
  saveColumns,
  saveFilter,
  type FilterOwner,
} from './screen-settings.repository';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

const TAGS = ['Screen settings'];
const BASE = '/api/screen-settings/:screen';
/** Bytes of a saved filter's JSON: a search form, never a data dump. */
const MAX_PAYLOAD_BYTES = 16 * 1024;

const screenParams = {
  type: 'object',
  required: ['screen'],
  properties: { screen: { type: 'string', enum: Object.keys(SCREEN_SETTINGS_GROUPS) } },
} as const;

const filterSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    payload: { type: 'object', additionalProperties: true },
    isDefault: { type: 'boolean' },
    createdOn: { type: 'string', format: 'date-time' },
  },
} as const;

type Action = 'SaveFilter' | 'DisplayColumns';

/**
 * The screen key names the permission group; .SaveFilter guards filters, .DisplayColumns column choices.
 * Unknown screens never reach here (the params schema lists the known ones).
 */
function guard(action: Action) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { screen } = request.params as { screen: string };
    if (!isScreenKey(screen)) return sendError(request, reply, 404, 'http.notFound');
    const group = Permissions[SCREEN_SETTINGS_GROUPS[screen]] as Record<string, string>;
    const permission = group[action];
    if (!permission || !hasPermission(request.user, permission))
      return sendError(request, reply, 403, 'http.403');
  };
}

function ownerOf(request: FastifyRequest): FilterOwner {
  return {
    userId: request.user.id,
    entityId: request.entityId!,
    screen: (request.params as { screen: string }).screen.toLowerCase(),
  };
}

/** Saved filters and column choices of the signed-in user, per summary screen. */
export async function screenSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    `${BASE}/filters`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      preHandler: guard('SaveFilter'),
      schema: {
        tags: TAGS,
        summary: "The user's saved filters of a screen (in the request's entity), by name",
        params: screenParams,
        response: {
          200: {
            type: 'object',
            properties: { result: { type: 'integer' }, data: { type: 'array', items: filterSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ result: ResultCode.Success, data: await listFilters(db, ownerOf(request)) }),
  );

  app.post<{ Body: SaveFilterRequest }>(
    `${BASE}/filters`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      preHandler: guard('SaveFilter'),
      schema: {
        tags: TAGS,
        summary: 'Saves a filter; the same name (case-insensitive) replaces it; isDefault clears the others',
        params: screenParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'payload'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: SAVED_FILTER_NAME_MAX, pattern: '\\S' },
            payload: { type: 'object', additionalProperties: true },
            isDefault: { type: 'boolean', default: false },
          },
        },
        response: {
          200: { type: 'object', properties: { result: { type: 'integer' }, data: filterSchema } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (JSON.stringify(request.body.payload).length > MAX_PAYLOAD_BYTES)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'payload', message: `must be at most ${MAX_PAYLOAD_BYTES} bytes` },
        ]);
      const name = request.body.name.trim().toLowerCase();
      const owner = ownerOf(request);
      const existing = await listFilters(db, owner);
      if (
        existing.length >= SAVED_FILTERS_PER_SCREEN &&
        !existing.some((item) => item.name.toLowerCase() === name)
      )
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'name', message: `at most ${SAVED_FILTERS_PER_SCREEN} saved filters per screen` },
        ]);
      const save = () =>
        db.transaction(async (tx) => {
          const data = await saveFilter(tx as unknown as Db, owner, {
            name: request.body.name,
            payload: request.body.payload,
            isDefault: request.body.isDefault ?? false,
          });
          return { result: ResultCode.Success, data };
        });
      try {
        return await save();
      } catch (error) {
        // Two tabs saved the same new name at once: the second now finds the first's row and replaces it.
        if (isUniqueViolation(error)) return save();
        throw error;
      }
    },
  );

  app.delete<{ Params: { screen: string; id: number } }>(
    `${BASE}/filters/:id`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      preHandler: guard('SaveFilter'),
      schema: {
        tags: TAGS,
        summary: "Deletes one of the user's own filters (NotFound 3 for anyone else's)",
        params: {
          ...screenParams,
          required: ['screen', 'id'],
          properties: { ...screenParams.properties, id: idSchema },
        },
        response: { 200: { type: 'object', properties: { result: { type: 'integer' } } }, ...errorResponses },
      },
    },
    async (request) => ({
      result: (await deleteFilter(db, ownerOf(request), request.params.id))
        ? ResultCode.Success
        : ResultCode.NotFound,
    }),
  );

  const columnsResponse = {
    type: 'object',
    properties: {
      result: { type: 'integer' },
      data: {
        type: ['object', 'null'],
        properties: { columns: { type: 'array', items: { type: 'string' } } },
      },
    },
  } as const;

  app.get(
    `${BASE}/columns`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      preHandler: guard('DisplayColumns'),
      schema: {
        tags: TAGS,
        summary: "The user's visible columns of a screen, in order (data null: never chosen)",
        params: screenParams,
        response: { 200: columnsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const columns = await getColumns(db, request.user.id, ownerOf(request).screen);
      return { result: ResultCode.Success, data: columns ? { columns } : null };
    },
  );

  app.put<{ Body: { columns: string[] } }>(
    `${BASE}/columns`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      preHandler: guard('DisplayColumns'),
      schema: {
        tags: TAGS,
        summary: "Replaces the user's visible columns of a screen",
        params: screenParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['columns'],
          properties: {
            columns: {
              type: 'array',
              maxItems: 100,
              uniqueItems: true,
              items: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
            },
          },
        },
        response: { 200: columnsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { screen } = ownerOf(request);
      await saveColumns(db, request.user.id, screen, request.body.columns);
      return { result: ResultCode.Success, data: { columns: request.body.columns } };
    },
  );
}
