import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SimpleResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { sendError } from '../../plugins/errors';
import {
  deletePushSubscription,
  upsertPushSubscription,
  type PushSubscriptionKeys,
} from './push-subscription.repository';
import { subscriptionProblems } from './push-subscription.validation';
import { publicKeySchema, subscribeSchema, unsubscribeSchema } from './push.schemas';
import { userRoute } from '../../plugins/route-access';

export interface PushRoutesOptions {
  db: Db;
  /** VAPID public key offered to browsers; null when push is not configured. */
  publicKey: string | null;
}

type SubscriptionRequest = FastifyRequest<{ Params: { userId: number }; Body: PushSubscriptionKeys }>;

/** The path names the user, but only the signed-in user may (un)subscribe a browser for themselves. */
function refuse(request: SubscriptionRequest, reply: FastifyReply): FastifyReply | null {
  if (request.params.userId !== request.user.id) return sendError(request, reply, 403, 'http.403');
  const problems = subscriptionProblems(request.body);
  if (problems.length) return sendError(request, reply, 400, 'http.validation', problems);
  return null;
}

/**
 * Browser push subscriptions ('user' level: a subscription belongs to the browser and its user, not to an
 * entity; the push itself names the entity of the item).
 */
export async function pushRoutes(app: FastifyInstance, { db, publicKey }: PushRoutesOptions): Promise<void> {
  app.get('/api/user/push/public-key', { schema: publicKeySchema, config: userRoute() }, async () => ({
    publicKey,
  }));

  app.post<{ Params: { userId: number }; Body: PushSubscriptionKeys }>(
    '/api/user/subscribe/:userId',
    { schema: subscribeSchema, config: userRoute() },
    async (request, reply) => {
      const refused = refuse(request, reply);
      if (refused) return refused;
      const { endPoint, p256Dh, auth } = request.body;
      await upsertPushSubscription(db, request.user.id, { endPoint, p256Dh, auth });
      return { result: SimpleResult.Success };
    },
  );

  app.post<{ Params: { userId: number }; Body: PushSubscriptionKeys }>(
    '/api/user/unsubscribe/:userId',
    { schema: unsubscribeSchema, config: userRoute() },
    async (request, reply) => {
      const refused = refuse(request, reply);
      if (refused) return refused;
      // Nothing to remove is still success: the browser is not subscribed either way.
      await deletePushSubscription(db, request.user.id, request.body.endPoint);
      return { result: SimpleResult.Success };
    },
  );
}
