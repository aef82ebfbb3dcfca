import type { FastifyInstance } from 'fastify';
import { LoginResult, ResultCode, type SignInRequest } from '@portal/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { accountInBody } from '../../plugins/rate-limits';
import { revokeSession } from './session.repository';
import { signIn } from './sign-in.service';
import { buildSignInUser } from './sign-in-user.service';
import { currentUserSchema, signInSchema, signOutSchema } from './user.schemas';
import { publicRoute, userRoute } from '../../plugins/route-access';

export async function signInRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: SignInRequest }>(
    '/api/User/SignIn',
    {
      schema: signInSchema,
      config: { ...publicRoute(), throttle: { family: 'signIn', account: accountInBody('UserName') } },
    },
    async (request) => {
      const outcome = await signIn(db, request.body ?? {});
      if (outcome.result !== LoginResult.Success) return { result: outcome.result };
      const token = app.jwt.sign({ sub: String(outcome.user.id), jti: outcome.sessionId });
      return { result: outcome.result, token, user: outcome.user };
    },
  );

  app.get('/api/User/Me', { schema: currentUserSchema, config: userRoute() }, async (request) => {
    const user = await buildSignInUser(db, request.user.id);
    // A user left without any entity since signing in has nowhere to work, as at sign-in.
    if (!user) throw new HttpError(403, 'http.403');
    return { result: ResultCode.Success, user };
  });

  app.get<{ Params: { userId: number } }>(
    '/api/User/SignOut/:userId',
    { schema: signOutSchema, config: userRoute() },
    async (request) => {
      if (request.params.userId !== request.user.id) throw new HttpError(403, 'http.403');
      await revokeSession(db, request.user.sessionId, new Date());
      return { result: ResultCode.Success };
    },
  );
}
