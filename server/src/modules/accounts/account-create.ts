import type { FastifyRequest } from 'fastify';
import { AccountSaveResult, type UserAccountDetail, type UserAccountSave } from '@portal/domain';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import type { RuleFieldError, RuleValidator } from '../../lib/rule-validation';
import { requestLang } from '../../plugins/errors';
import { isUniqueViolation } from '../kit/db-errors';
import { accountMessage } from './account-messages';
import { getAccount, type DetailViewer } from './account-queries';
import { createAccount } from './account.repository';
import { accountSaveErrors, type NormalizedSave } from './account-validation';
import { viewerOf, type AccountsContext } from './accounts-context';
import { schemaErrors } from './account-http';
import type { QueuedMail } from './mailer';
import { queueResetMail } from './password-reset.service';

export function duplicateAnswer(request: FastifyRequest, field: 'loginName' | 'email') {
  return {
    result: AccountSaveResult.EmailAlreadyExists,
    errors: [
      {
        field,
        message: accountMessage(field === 'email' ? 'emailTaken' : 'loginTaken', requestLang(request)),
      },
    ],
  };
}

/**
 * One transaction: the account (without a usable password) and its "set your password" email. A
 * disabled account gets no link; an admin sends one when enabling it. Delivery starts after the commit.
 */
export async function createAccountWithLink(
  context: AccountsContext,
  request: FastifyRequest,
  values: NormalizedSave,
  viewer: DetailViewer,
) {
  const { db } = context;
  const entityId = request.entityId!;
  const now = new Date();
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const write = await createAccount(t, values);
      if (write.kind !== 'saved') return { write, queued: [] as QueuedMail[] };
      const queued = values.isActive
        ? [await queueResetMail(t, context, { ...values, id: write.id }, { entityId, kind: 'set', now })]
        : [];
      return { write, queued };
    });
  } catch (error) {
    // The same login saved by someone else between the check and the insert.
    if (isUniqueViolation(error)) return duplicateAnswer(request, 'loginName');
    throw error;
  }
  const { write } = outcome;
  if (write.kind === 'duplicate') return duplicateAnswer(request, write.field);
  if (write.kind !== 'saved') return { result: AccountSaveResult.Failure };
  context.mailer.deliver(db, outcome.queued, request.log);
  const data = await getAccount(db, entityId, write.id, viewer);
  return { result: AccountSaveResult.Success, data };
}

/**
 * The body judged alone, before anything reads the database: the rule file (the browser's messages), then
 * the JSON schema (attached by the route, not thrown, so both answer in the account calls' format).
 */
export function accountInputErrors(
  rules: RuleValidator,
  request: FastifyRequest,
  body: unknown,
): (FieldError | RuleFieldError)[] {
  const ruleErrors = rules.validate(body, requestLang(request));
  return ruleErrors.length ? ruleErrors : schemaErrors(request);
}

/**
 * What only the database can tell about a save whose body passed accountInputErrors: roles, entities,
 * services and links that exist and that the caller may grant. Errors answer RequestNotCorrectFormat (3).
 */
export async function checkAccountSave(
  db: Db,
  request: FastifyRequest,
  body: UserAccountSave,
  current: UserAccountDetail | null,
): Promise<{ errors: FieldError[] } | { values: NormalizedSave; viewer: DetailViewer }> {
  const lang = requestLang(request);
  const viewer = await viewerOf(db, request);
  const { errors, values } = await accountSaveErrors(
    db,
    {
      entityId: request.entityId!,
      callerId: viewer.id,
      callerEntityIds: viewer.entityIds,
      grantable: viewer.grantable,
      lang,
    },
    body,
    current,
  );
  return errors.length ? { errors } : { values, viewer };
}
