import type { FastifyInstance } from 'fastify';

/** The whole app's limit: signed-in saves with many lines stay well below it (docs/decisions.md). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Signed-out routes take small forms (sign-in, a reset, a registration): anyone may send them, so a large
 * body is refused before it is read. A public route that needs more declares its own `bodyLimit`.
 */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Must follow registerAuth, whose onRoute hook gives every route its access level. */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'public' && route.bodyLimit === undefined)
      route.bodyLimit = PUBLIC_BODY_LIMIT_BYTES;
  });
}
