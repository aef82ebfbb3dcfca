import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@portal/domain';
import type { Db } from '../../db/client';
import { sendError } from '../../plugins/errors';
import { raiseForTest, type TestWorkItemRequest } from './work-items-test.service';
import { testWorkItemSchema } from './work-items.schemas';
import { publicRoute } from '../../plugins/route-access';

/**
 * Registered only when PORTAL_TEST_ENDPOINTS=1 (browser tests): lets a test raise a task or a
 * notification for any user, without a token, and watch it arrive. Never enabled in production.
 */
export async function workItemTestRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: TestWorkItemRequest }>(
    '/api/test/work-items',
    { schema: testWorkItemSchema, config: publicRoute() },
    async (request, reply) => {
      const outcome = await raiseForTest(db, app.realtime, request.body);
      if ('error' in outcome) return sendError(request, reply, 400, 'http.validation', [outcome.error]);
      return { result: ResultCode.Success, ...outcome.event };
    },
  );
}
