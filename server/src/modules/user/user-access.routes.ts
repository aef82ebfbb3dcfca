import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@portal/domain';
import type { Db } from '../../db/client';
import { entityAccess, entityRoleAccess, isEntityAccessible, rightTypeList } from './user-access.service';
import {
  entityAccessSchema,
  entityRoleAccessSchema,
  isEntityAccessibleSchema,
  rightTypeListSchema,
} from './user.schemas';
import { userRoute } from '../../plugins/route-access';

/** Entity and right-type access of the signed-in user ('user' level: these run before an entity is chosen). */
export async function userAccessRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Params: { userId: number } }>(
    '/api/User/EntityAccess/:userId',
    { schema: entityAccessSchema, config: userRoute() },
    async (request) => entityAccess(db, request.user, request.params.userId),
  );

  app.get<{ Params: { id: number } }>(
    '/api/User/IsEntityAccessible/:id',
    { schema: isEntityAccessibleSchema, config: userRoute() },
    async (request) => isEntityAccessible(db, request.user, request.params.id),
  );

  app.get(
    '/api/User/righttypelst',
    { schema: rightTypeListSchema, config: userRoute() },
    async (request) => ({
      result: ResultCode.Success,
      rightTypeList: await rightTypeList(db, request.user),
    }),
  );

  app.get(
    '/api/User/GetLoginUserEntityRoleAccess',
    { schema: entityRoleAccessSchema, config: userRoute() },
    async (request) => entityRoleAccess(db, request.user),
  );
}
