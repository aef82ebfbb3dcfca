import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accountLookupRoutes } from './account-lookups.routes';
import { accountRoutes as accountScreenRoutes } from './account.routes';
import type { AccountsContext } from './accounts-context';
import { createMailer } from './mailer';
import { outboxRoutes } from './outbox.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { userProfileRoutes } from './user-profile.routes';

const LOCAL_URL = 'http://localhost:3000';

/** /api/UserAccount, /api/UserProfile, password reset links and the email outbox. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = options;
  const mailer = createMailer(config.mail);
  const context: AccountsContext = {
    db,
    mailer,
    publicUrl: (config.publicUrl ?? LOCAL_URL).replace(/\/+$/, ''),
    jwtSecret: config.jwtSecret,
    filesDir: config.filesDir,
  };
  // Deliveries still running finish before the database closes.
  app.addHook('onClose', () => mailer.close());
  await app.register(accountScreenRoutes, context);
  await app.register(accountLookupRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(outboxRoutes, context);
  await app.register(userProfileRoutes, context);
}
