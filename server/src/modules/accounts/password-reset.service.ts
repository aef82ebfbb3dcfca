import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PASSWORD_HISTORY_SIZE,
  PUBLIC_ACCOUNT_ROUTES,
  PasswordResult,
  RESET_LINK_HOURS,
  passwordPolicyIssues,
  type ResetLinkState,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { safeErrorForLog } from '../../lib/safe-error';
import {
  clearFailureCounters,
  pushPasswordHistory,
  recentPasswordHashes,
  updatePasswordHash,
} from '../user/user.repository';
import { outer } from './account-columns';
import { resetPasswordMail } from './mail-templates';
import type { Mailer, QueuedMail } from './mailer';
import {
  claimToken,
  createResetToken,
  findLiveToken,
  hasRecentToken,
  revokeUserSessions,
  revokeUserTokens,
} from './reset-token.repository';

/** A public request sends at most one link per account in this many minutes (no mail flooding). */
export const FORGOT_PASSWORD_THROTTLE_MINUTES = 5;

/**
 * A new account has no usable password until its user sets one through the emailed link: the stored
 * value is not a scrypt hash, so no password ever matches it.
 */
export function unusablePasswordHash(): string {
  return `unset$${crypto.randomBytes(16).toString('hex')}`;
}

export const isPasswordSet = (hash: string) => hash.startsWith('scrypt$');

export interface ResetMailContext {
  mailer: Mailer;
  publicUrl: string;
}

export interface ResetRecipient {
  id: number;
  fullName: string;
  loginName: string;
  email: string;
  language: string;
}

/** Inside the caller's transaction: a new link for the user and its email in the outbox. */
export async function queueResetMail(
  tx: Db,
  context: ResetMailContext,
  recipient: ResetRecipient,
  options: { entityId: number | null; kind: 'set' | 'reset'; now: Date },
): Promise<QueuedMail> {
  const token = await createResetToken(tx, recipient.id, options.now);
  const link = `${context.publicUrl}${PUBLIC_ACCOUNT_ROUTES.resetPassword}?token=${token}`;
  const content = resetPasswordMail({
    language: recipient.language,
    fullName: recipient.fullName,
    loginName: recipient.loginName,
    link,
    hours: RESET_LINK_HOURS,
    kind: options.kind,
  });
  return context.mailer.queue(tx, {
    entityId: options.entityId,
    to: recipient.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
  });
}

/**
 * GET forgotpassword/{email}: a link for every active account with that address, unless one was sent in
 * the last few minutes. The caller answers the same whatever happens here (no account enumeration).
 */
export async function requestPasswordReset(
  db: Db,
  context: ResetMailContext,
  email: string,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  const accounts = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      loginName: users.loginName,
      email: sql<string>`${users.email}`,
      language: users.language,
      passwordHash: users.passwordHash,
      // The outbox of the account's first entity keeps the message.
      entityId: sql<number | null>`(select min(ue.entity_id) from user_entities ue
        where ue.user_id = ${outer.id})`,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const since = new Date(now.getTime() - FORGOT_PASSWORD_THROTTLE_MINUTES * 60_000);
  const due: typeof accounts = [];
  for (const account of accounts) if (!(await hasRecentToken(db, account.id, since, now))) due.push(account);
  if (!due.length) return;
  const queued = await db.transaction(async (tx) => {
    const all: QueuedMail[] = [];
    for (const account of due) {
      const kind = isPasswordSet(account.passwordHash) ? 'reset' : 'set';
      all.push(
        await queueResetMail(tx as unknown as Db, context, account, {
          entityId: account.entityId,
          kind,
          now,
        }),
      );
    }
    return all;
  });
  context.mailer.deliver(db, queued, log);
}

/** GET IsResetPasswordEmailLinkExpired/{token}. */
export async function resetLinkState(db: Db, token: string, now: Date = new Date()): Promise<ResetLinkState> {
  const live = await findLiveToken(db, token, now);
  if (!live) return { result: 1, isExpired: true };
  return {
    result: 1,
    isExpired: false,
    loginName: live.loginName,
    isNewAccount: !isPasswordSet(live.passwordHash),
  };
}

/**
 * POST ResetPassword: the link must be live; the password must meet the policy and differ from the
 * current and the last PASSWORD_HISTORY_SIZE ones. Then, in one transaction: the token is used, the hash
 * replaced, every session and every other link of the account ended, a login block lifted.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordRequest,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ResetPasswordResponse> {
  if (input.newPassword !== input.confirmPassword)
    throw fieldError('confirmPassword', 'password.confirmMismatch');
  const live = await findLiveToken(db, input.token, now);
  if (!live) return { result: PasswordResult.PasswordNotSaved, isExpired: true };
  const issues = passwordPolicyIssues(input.newPassword, live.loginName);
  if (issues.length) return { result: PasswordResult.InvalidPassword, issues };

  const hadPassword = isPasswordSet(live.passwordHash);
  const previous = [
    ...(hadPassword ? [live.passwordHash] : []),
    ...(await recentPasswordHashes(db, live.userId, PASSWORD_HISTORY_SIZE)),
  ];
  const reused = await Promise.all(previous.map((hash) => verifyPassword(input.newPassword, hash)));
  if (reused.some(Boolean)) return { result: PasswordResult.MatchedWithPreviousPassword };

  const hash = await hashPassword(input.newPassword);
  try {
    const outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!(await claimToken(t, live.id, now))) return 'expired' as const;
      const [user] = await t
        .select({ version: users.version, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, live.userId))
        .for('update');
      if (!user || !(await updatePasswordHash(t, { userId: live.userId, version: user.version, hash, now })))
        throw new Error('password row changed meanwhile');
      if (isPasswordSet(user.passwordHash))
        await pushPasswordHistory(t, live.userId, user.passwordHash, PASSWORD_HISTORY_SIZE);
      await revokeUserSessions(t, live.userId, now);
      await revokeUserTokens(t, live.userId, now);
      await clearFailureCounters(t, live.userId);
      return 'saved' as const;
    });
    if (outcome === 'expired') return { result: PasswordResult.PasswordNotSaved, isExpired: true };
  } catch (error) {
    log.error({ error: safeErrorForLog(error) }, 'password reset not saved');
    return { result: PasswordResult.PasswordNotSaved };
  }
  return { result: PasswordResult.Success };
}
