import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest } from '@portal/domain';
import type { Db } from '../../db/client';
import { changePassword } from './password.service';
import { changePasswordSchema } from './user.schemas';
import { userRoute } from '../../plugins/route-access';

export async function passwordRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: ChangePasswordRequest }>(
    '/api/User/ChangePassword',
    { schema: changePasswordSchema, config: userRoute() },
    async (request) => changePassword(db, request.user, request.body, request.log),
  );
}
