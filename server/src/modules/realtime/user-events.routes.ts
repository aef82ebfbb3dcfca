import type { FastifyInstance } from 'fastify';
import type { WorkItemEvent } from '@portal/domain';
import type { Db } from '../../db/client';
import { loadPrincipal } from '../user/principal.repository';
import { errorResponses } from '../user/user.schemas';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

export const DEFAULT_HEARTBEAT_MS = 25_000;

/** A browser that stops reading must not make the server buffer without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface UserEventsOptions {
  db: Db;
  heartbeatMs?: number;
}

/** One server-sent event: the event name is the kind, the data the whole WorkItemEvent. */
export function formatEvent(event: WorkItemEvent): string {
  return `event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/user/events: the signed-in user's new tasks and notifications of the request's entity, as
 * server-sent events. It needs the bearer token and the entityId header like every other call, so the
 * browser reads it with fetch streaming (EventSource cannot send headers; a token in the URL would end up
 * in logs). Every heartbeat re-checks the session, so signing out ends the stream within one period.
 */
export async function userEventsRoutes(app: FastifyInstance, options: UserEventsOptions): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const open = new Set<() => void>();

  // Open streams never end by themselves; without this, closing the server would wait for them forever.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/user/events',
    {
      schema: {
        summary: 'Stream of new tasks and notifications (text/event-stream: event task|notification)',
        response: errorResponses,
      },
      config: entityRoute(null, ALL_USER_TYPES, 'self'),
      compress: false, // a compressor would hold the events back until its buffer fills
    },
    async (request, reply) => {
      const principal = request.user;
      const entityId = request.entityId!;
      const response = reply.raw;
      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: pass each event through as it comes
      });
      // The first bytes make fetch() resolve at once, so the browser knows the stream is up.
      response.write(': connected\n\n');

      let ended = false;
      const write = (chunk: string) => {
        if (ended) return;
        if (response.writableLength > MAX_BUFFERED_BYTES) return end();
        response.write(chunk);
      };

      const unsubscribe = app.realtime.subscribe((event) => {
        if (event.userId === principal.id && event.entityId === entityId) write(formatEvent(event));
      });

      let checking = false;
      const heartbeat = setInterval(() => {
        if (checking) return;
        checking = true;
        loadPrincipal(options.db, principal.sessionId, principal.id)
          .then((current) => {
            if (!current || !current.entityIds.includes(entityId)) end();
            else write(': heartbeat\n\n');
          })
          .catch((error: unknown) => {
            // A database hiccup is no reason to drop the browser; the next beat checks again.
            request.log.warn({ reason: String(error) }, 'event stream: session check failed');
            write(': heartbeat\n\n');
          })
          .finally(() => {
            checking = false;
          });
      }, heartbeatMs);

      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!response.writableEnded) response.end();
      }
      open.add(end);
      response.on('close', end);
    },
  );
}
