import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeErrorForLog } from '../../lib/safe-error';
import { pingDatabase } from './health.repository';
import { publicRoute } from '../../plugins/route-access';

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string' } },
} as const;

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['System'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: publicRoute(),
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ error: safeErrorForLog(error) }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
}
