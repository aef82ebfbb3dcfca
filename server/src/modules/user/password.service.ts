import type { FastifyBaseLogger } from 'fastify';
import {
  PASSWORD_HISTORY_SIZE,
  passwordPolicyIssues,
  PasswordResult,
  type ChangePasswordRequest,
  type PasswordPolicyIssue,
  type SignInUser,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { safeErrorForLog } from '../../lib/safe-error';
import type { Principal } from './principal.repository';
import { revokeOtherSessions } from './session.repository';
import { buildSignInUser } from './sign-in-user.service';
import {
  findCredentialsById,
  pushPasswordHistory,
  recentPasswordHashes,
  updatePasswordHash,
} from './user.repository';

export type ChangePasswordOutcome =
  | { result: PasswordResult.Success; user?: SignInUser }
  | { result: PasswordResult.InvalidPassword; issues: PasswordPolicyIssue[] }
  | {
      result:
        | PasswordResult.PasswordNotMatch
        | PasswordResult.MatchedWithPreviousPassword
        | PasswordResult.PasswordNotSaved;
    };

export async function changePassword(
  db: Db,
  principal: Principal,
  input: ChangePasswordRequest,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ChangePasswordOutcome> {
  if (input.newPassword !== input.confirmPassword)
    throw fieldError('confirmPassword', 'password.confirmMismatch');
  const user = await findCredentialsById(db, principal.id);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    return { result: PasswordResult.PasswordNotMatch };
  }
  const issues = passwordPolicyIssues(input.newPassword, user.loginName);
  if (issues.length) return { result: PasswordResult.InvalidPassword, issues };

  // The current password plus the last PASSWORD_HISTORY_SIZE ones may not come back.
  const previous = [user.passwordHash, ...(await recentPasswordHashes(db, user.id, PASSWORD_HISTORY_SIZE))];
  const reused = await Promise.all(previous.map((hash) => verifyPassword(input.newPassword, hash)));
  if (reused.some(Boolean)) return { result: PasswordResult.MatchedWithPreviousPassword };

  const hash = await hashPassword(input.newPassword);
  try {
    const saved = await db.transaction(async (tx) => {
      // The version check turns a concurrent change of the same user into "not saved", not a lost write.
      if (!(await updatePasswordHash(tx, { userId: user.id, version: user.version, hash, now })))
        return false;
      await pushPasswordHistory(tx, user.id, user.passwordHash, PASSWORD_HISTORY_SIZE);
      await revokeOtherSessions(tx, user.id, principal.sessionId, now);
      return true;
    });
    if (!saved) return { result: PasswordResult.PasswordNotSaved };
  } catch (error) {
    log.error({ error: safeErrorForLog(error) }, 'password change not saved');
    return { result: PasswordResult.PasswordNotSaved };
  }
  // Refreshed flags for the browser; absent only for a user left without any entity.
  const signInUser = await buildSignInUser(db, user.id, now);
  return signInUser
    ? { result: PasswordResult.Success, user: signInUser }
    : { result: PasswordResult.Success };
}
