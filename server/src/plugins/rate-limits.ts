import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_FAMILIES,
  type RateLimitFamily,
  type RateLimitSettings,
} from './rate-limit-settings';

/** What a public route declares to be counted: its family and, when the request names one, the account. */
export interface ThrottleConfig {
  family: RateLimitFamily;
  /** The login name, email address or emailed token the request is about; null or '' when none. */
  account?: (request: FastifyRequest) => unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    throttle?: ThrottleConfig;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** An account as the limit counts it: case and surrounding spaces ignored, absurd lengths cut. */
function accountKey(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const key = String(value).trim().toLowerCase().slice(0, 256);
  return key || null;
}

/** Counts the request; answers 429 with Retry-After and the translated message once over the limit. */
async function check(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return undefined;
  reply.header('Retry-After', String(Math.max(1, outcome.ttlInSeconds)));
  return sendError(request, reply, 429, 'http.tooManyRequests');
}

/**
 * Rate limits of the signed-out routes, kept in this process's memory: with several instances behind one
 * address each counts on its own (docs/decisions.md). A route opts in with `config.throttle`; the client IP
 * is counted when the request arrives (before its body is read), the account once the body is parsed.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
): Promise<void> {
  if (settings === false) return;
  // Only the limiters made below count; no route is limited by the plugin's own hook.
  await app.register(fastifyRateLimit, { global: false });

  const limiters = new Map<RateLimitFamily, { perIp: Limiter; perAccount: Limiter }>();
  for (const family of RATE_LIMIT_FAMILIES) {
    const { perIp, perAccount, windowSeconds } = settings[family];
    const timeWindow = windowSeconds * 1000;
    limiters.set(family, {
      // The plugin's own key: the client IP, a whole IPv6 /64 counting as one client.
      perIp: app.createRateLimit({ max: perIp, timeWindow }),
      perAccount: app.createRateLimit({
        max: perAccount,
        timeWindow,
        keyGenerator: (request) => accountKey(request.routeOptions.config.throttle?.account?.(request)) ?? '',
        // No account in the request (an empty form): the per-IP count is all there is.
        allowList: (_request, key) => key === '',
      }),
    });
  }

  app.addHook('onRoute', (route) => {
    const throttle = route.config?.throttle;
    if (!throttle) return;
    const limiter = limiters.get(throttle.family);
    if (!limiter) throw new Error(`Unknown rate limit family: ${throttle.family}`);
    const perIp = (request: FastifyRequest, reply: FastifyReply) => check(limiter.perIp, request, reply);
    route.onRequest = [...toArray(route.onRequest), perIp];
    if (throttle.account) {
      const perAccount = (request: FastifyRequest, reply: FastifyReply) =>
        check(limiter.perAccount, request, reply);
      // preValidation: after the body is parsed, before the schema can refuse it, so refused tries count too.
      route.preValidation = [perAccount, ...toArray(route.preValidation)];
    }
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The account a route's limit counts: a field of the JSON body. */
export function accountInBody(field: string): (request: FastifyRequest) => unknown {
  return (request) => {
    const body = request.body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  };
}

/** The account a route's limit counts: a path parameter (an email address, an emailed link's token). */
export function accountInParams(field: string): (request: FastifyRequest) => unknown {
  return (request) => (request.params as Record<string, unknown> | undefined)?.[field];
}
