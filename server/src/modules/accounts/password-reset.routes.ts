import type { FastifyInstance } from 'fastify';
import { FORGOT_PASSWORD_ANSWER, type ResetPasswordRequest } from '@portal/domain';
import { resetPasswordBody } from '@portal/domain/src/schemas';
import { ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { accountInBody, accountInParams } from '../../plugins/rate-limits';
import { ACCOUNT_RULE_LABELS } from './account-messages';
import { emailParams, tokenParams } from './account.schemas';
import type { AccountsContext } from './accounts-context';
import { requestPasswordReset, resetLinkState, resetPassword } from './password-reset.service';
import { publicRoute } from '../../plugins/route-access';

/** The signed-out half of the accounts: ask for a link, check it, set the password with it. */
export async function passwordResetRoutes(app: FastifyInstance, context: AccountsContext) {
  const { db } = context;
  const rules = ruleValidator('forgot-password.json', { labels: ACCOUNT_RULE_LABELS });

  app.get<{ Params: { email: string } }>(
    '/api/UserAccount/forgotpassword/:email',
    {
      config: { ...publicRoute(), throttle: { family: 'passwordReset', account: accountInParams('email') } },
      schema: {
        tags: ['UserAccount'],
        summary: 'Email a reset link to an active account with this address; the same answer either way',
        params: emailParams,
      },
    },
    async (request, reply) => {
      const email = request.params.email.trim();
      const errors = rules.validate({ email }, requestLang(request));
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      await requestPasswordReset(db, context, email, request.log);
      return FORGOT_PASSWORD_ANSWER;
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/User/IsResetPasswordEmailLinkExpired/:token',
    {
      config: { ...publicRoute(), throttle: { family: 'passwordReset', account: accountInParams('token') } },
      schema: {
        tags: ['User'],
        summary: 'Whether a reset link is unknown, used or expired (isExpired); whose it is when live',
        params: tokenParams,
      },
    },
    async (request) => resetLinkState(db, request.params.token),
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/api/User/ResetPassword',
    {
      config: { ...publicRoute(), throttle: { family: 'passwordReset', account: accountInBody('token') } },
      schema: {
        tags: ['User'],
        summary: 'Set the password with a reset link (PasswordResult; isExpired for a dead link)',
        body: resetPasswordBody,
      },
    },
    async (request) => resetPassword(db, request.body, request.log),
  );
}
