import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@portal/domain';
import type { Db } from '../db/client';
import { loadPrincipal, type Principal } from '../modules/user/principal.repository';
import { SESSION_HOURS } from '../modules/user/sign-in.service';
import { sendError } from './errors';

/**
 * 'public': no token. 'user': a valid token of a live session of an active user. 'entity' (the default
 * of every /api route): also an entityId header naming an entity the user may work in.
 */
export type AccessLevel = 'public' | 'user' | 'entity';

export interface TokenPayload {
  /** User id. */
  sub: string;
  /** Session id (sessions.id). */
  jti: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** A Permissions string the caller must hold (compared case-insensitively). */
    permission?: string;
  }
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

function defaultAccess(url: string): AccessLevel {
  if (!url.toLowerCase().startsWith('/api/')) return 'public'; // the built front-end
  if (url.toLowerCase().startsWith('/api/docs')) return 'public';
  return 'entity';
}

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

  // Every route gets an explicit access level, so a forgotten config fails closed on /api.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? defaultAccess(route.url) };
  });

  // onRequest rather than preHandler: an anonymous caller is refused before its body is even parsed.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { access, permission } = request.routeOptions.config;
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
