import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';

/** /api/UserAccount, /api/UserProfile, password reset links and the email outbox. */
export async function accountRoutes(
  _app: FastifyInstance,
  _options: { db: Db; config: AppConfig },
): Promise<void> {}
