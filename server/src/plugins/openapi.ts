import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './route-access';
import { routeRules } from '../lib/rule-validation';

type RouteSchema = Record<string, unknown> & {
  headers?: unknown;
  querystring?: unknown;
  hide?: boolean;
  consumes?: string[];
  body?: unknown;
};

/**
 * What an upload sends: one file in a multipart form. The routes read it from the stream themselves (no body
 * schema to validate), so the document states it: the API docs then offer a file picker, and the generated
 * bad-input run finds every upload.
 */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
} as const;

const ENTITY_HEADER = {
  type: 'object',
  required: ['entityId'],
  properties: {
    entityId: { type: 'integer', description: 'The business entity the request acts in (1, 2 or 3)' },
  },
} as const;

const LANG_QUERY = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: ['en', 'fr'], description: 'Language of messages (default en)' },
  },
} as const;

/**
 * Swagger UI's pages: its own files, the document and the API on this origin; data: images are its icons.
 * Its bundle injects <style> elements while it renders, so these pages alone allow inline styles; their
 * scripts stay limited to the bundle's own files.
 */
const SWAGGER_UI_CSP = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

/**
 * OpenAPI from the route schemas, Swagger UI at /api/docs (JSON at /api/docs/json). A route's access
 * declaration is documented as `x-access` and adds the bearer requirement and the entityId header to its
 * documentation only; the auth hook enforces them, so a missing token answers 401 before any header
 * validation.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Quality Portal API',
        version: '0.1.0',
        description:
          'Every call carries `lang` (en or fr). Protected calls carry a bearer token; most also an `entityId` header.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      const base = (schema ?? {}) as RouteSchema;
      const lower = url.toLowerCase();
      if (!lower.startsWith('/api/') || lower.startsWith('/api/docs'))
        return { schema: { ...base, hide: true }, url };
      // Every API route has a complete declaration (the auth plugin refuses to start otherwise).
      const { access, permission, userTypes, rows } = route.config as RouteAccess;
      const documented: RouteSchema = {
        ...base,
        querystring: base.querystring ?? LANG_QUERY,
        // Read by clients and by the generated access-matrix tests, which walk this document.
        'x-access': { access, permission, userTypes, rows },
      };
      // The browser's rule file the body is checked against first (served at /assets/validator/).
      const ruleFile = routeRules(route)?.file;
      if (ruleFile) documented['x-rule-file'] = ruleFile;
      if (base.consumes?.includes('multipart/form-data') && !base.body) documented.body = UPLOAD_BODY;
      if (access !== 'public') documented.security = [{ bearerAuth: [] }];
      if (access === 'entity') documented.headers = base.headers ?? ENTITY_HEADER;
      return { schema: documented as typeof schema, url };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Its pages replace the portal's policy: no remote origins, nothing from other sites (the online
    // validator badge is off, so no request leaves the server's origin).
    staticCSP: SWAGGER_UI_CSP,
    uiConfig: { validatorUrl: null },
  });
}
