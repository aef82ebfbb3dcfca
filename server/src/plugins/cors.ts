import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECORD_REFUSAL_HEADER } from '@portal/domain';
import { sendError } from './errors';

/** `https://intranet.example.com, http://localhost:8080` -> origins, each checked and normalized. */
export function readAllowedOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const item of (value ?? '').split(',')) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(`ALLOWED_ORIGINS: not an origin: ${trimmed}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== trimmed.replace(/\/+$/, ''))
      throw new Error(`ALLOWED_ORIGINS: not an origin (scheme://host[:port], no path): ${trimmed}`);
    origins.add(url.origin);
  }
  return [...origins];
}

export interface CorsSettings {
  /** ALLOWED_ORIGINS: pages on other origins that may call the API and load the remotes (embedding). */
  allowedOrigins: readonly string[];
  /** PUBLIC_URL: the portal's own address, always allowed. */
  publicUrl?: string;
}

/**
 * Which pages may use the API and the remotes' files from another origin: the portal's own origin (its
 * public URL, or the address the request came to), plus ALLOWED_ORIGINS. An allowed origin is echoed back
 * (never `*`); a page on any other origin gets a 403 with a translated message from the API, which it may
 * read, so an integrator sees why instead of a silent CORS failure.
 */
export async function registerCors(app: FastifyInstance, settings: CorsSettings): Promise<void> {
  const fixed = new Set(settings.allowedOrigins);
  if (settings.publicUrl) fixed.add(new URL(settings.publicUrl).origin);
  const allowed = (origin: string, request: FastifyRequest) =>
    fixed.has(origin) || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || allowed(origin, request) || !/^\/api(\/|$|\?)/i.test(request.url)) return;
    // Readable by the refused page: the answer says no and carries nothing else.
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    return sendError(request, reply, 403, 'http.originRefused');
  });

  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: !!origin && allowed(origin, request),
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'entityId', 'Accept', 'Accept-Language'],
        exposedHeaders: ['Content-Disposition', RECORD_REFUSAL_HEADER],
        maxAge: 600,
        credentials: false,
      });
    },
  });
}
