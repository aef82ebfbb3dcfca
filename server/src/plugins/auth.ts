import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@portal/domain';
import type { Db } from '../db/client';
import { loadPrincipal, type Principal } from '../modules/user/principal.repository';
import { SESSION_HOURS } from '../modules/user/sign-in.service';
import { sendError } from './errors';
import { declarationProblems, isApiRoute, type RouteAccess } from './route-access';

export type { AccessLevel } from './route-access';

export interface TokenPayload {
  /** User id. */
  sub: string;
  /** Session id (sessions.id). */
  jti: string;
}

declare module 'fastify' {
  // Optional here only because Fastify's own routes (static files, docs) have none; every /api route
  // must carry all four (see route-access.ts), or the server does not start.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging needs an interface
  interface FastifyContextConfig extends Partial<RouteAccess> {}
  interface FastifyRequest {
    /** The entity of an 'entity' route's request (from the entityId header). */
    entityId: number | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: Principal;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

function parseEntityId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

export async function registerAuth(
  app: FastifyInstance,
  options: { db: Db; jwtSecret: string },
): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${SESSION_HOURS}h` },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('entityId', null);

  // Every API route declares who may call it; one that does not stops the start (a test covers this).
  // The front-end and the API documentation are public by nature.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const problems = declarationProblems(route.config as Partial<RouteAccess> | undefined);
    if (problems.length)
      throw new Error(
        `${String(route.method)} ${route.url} has no complete access declaration (${problems.join(', ')})`,
      );
  });

  // onRequest rather than preHandler: an anonymous caller is refused before its body is even parsed.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { access, permission, userTypes } = request.routeOptions.config;
    if (!access || access === 'public' || request.is404) return;

    const principal = await authenticate(app, options.db, request);
    if (!principal) return sendError(request, reply, 401, 'http.401');
    request.user = principal;

    if (access === 'entity') {
      const entityId = parseEntityId(request.headers.entityid);
      if (entityId == null)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'headers.entityId', message: 'must be an entity id' },
        ]);
      if (!principal.entityIds.includes(entityId))
        return sendError(request, reply, 403, 'http.entityForbidden');
      request.entityId = entityId;
    }
    if (userTypes && !userTypes.includes(principal.userType))
      return sendError(request, reply, 403, 'http.403');
    if (permission && !hasPermission(principal, permission))
      return sendError(request, reply, 403, 'http.403');
  });
}

async function authenticate(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
): Promise<Principal | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch {
    return null; // bad signature, malformed or expired
  }
  const userId = Number(payload.sub);
  if (
    !Number.isInteger(userId) ||
    userId < 1 ||
    userId > 2147483647 ||
    typeof payload.jti !== 'string' ||
    !UUID.test(payload.jti)
  )
    return null;
  return loadPrincipal(db, payload.jti, userId);
}
