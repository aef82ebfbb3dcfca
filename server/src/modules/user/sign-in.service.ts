import crypto from 'node:crypto';
import {
  type SignInRequest,
  decodeSignInPassword,
  LOGIN_BLOCK_MINUTES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LoginResult,
  type SignInUser,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { burnPasswordCheck, verifyPassword } from '../../lib/password-hash';
import { createSession } from './session.repository';
import { buildSignInUser } from './sign-in-user.service';
import {
  clearFailureCounters,
  findCredentialsByLogin,
  lockFailureCounters,
  setFailureCounters,
} from './user.repository';

export const SESSION_HOURS = 12;
const MINUTE = 60_000;

export type SignInOutcome =
  | { result: Exclude<LoginResult, LoginResult.Success> }
  | { result: LoginResult.Success; user: SignInUser; sessionId: string; expiresAt: Date };

/**
 * Sign-in answers with a result code, never an HTTP error. An unknown login and a wrong password answer
 * the same (5) after the same scrypt work; "disabled" (6) is only told to someone who knows the password.
 */
export async function signIn(db: Db, input: SignInRequest, now: Date = new Date()): Promise<SignInOutcome> {
  const loginName = (input.UserName ?? '').trim();
  if (!loginName) return { result: LoginResult.LoginEmpty };
  const sent = input.Password ?? '';
  if (!sent.trim()) return { result: LoginResult.PasswordEmpty };
  const password = input.isEncrypt ? decodeSignInPassword(sent) : sent;
  if (password == null) return { result: LoginResult.LoginNameOrPasswordNotCorrect };

  const user = await findCredentialsByLogin(db, loginName);
  if (!user) {
    await burnPasswordCheck(password);
    return { result: LoginResult.LoginNameOrPasswordNotCorrect };
  }
  // A blocked account answers 8 without even checking the password, so guessing gains nothing.
  if (user.blockedUntil && user.blockedUntil > now) return { result: LoginResult.LoginBlocked };
  if (!(await verifyPassword(password, user.passwordHash))) {
    const blocked = await recordFailure(db, user.id, now);
    return { result: blocked ? LoginResult.LoginBlocked : LoginResult.LoginNameOrPasswordNotCorrect };
  }
  if (!user.isActive) return { result: LoginResult.UserIsDisabled };

  const signInUser = await buildSignInUser(db, user.id, now);
  if (!signInUser) return { result: LoginResult.Other };
  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 60 * MINUTE);
  await db.transaction(async (tx) => {
    await clearFailureCounters(tx, user.id);
    await createSession(tx, { id: sessionId, userId: user.id, expiresAt });
  });
  return { result: LoginResult.Success, user: signInUser, sessionId, expiresAt };
}

/**
 * Counts a failure inside the failure window; the LOGIN_MAX_FAILURES-th one blocks the account for
 * LOGIN_BLOCK_MINUTES and answers 8 straight away. Returns whether the account is now blocked.
 */
async function recordFailure(db: Db, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counters = await lockFailureCounters(tx, userId);
    if (!counters) return false;
    const windowStart = now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * MINUTE;
    const inWindow = counters.firstAt != null && counters.firstAt.getTime() >= windowStart;
    const count = inWindow ? counters.count + 1 : 1;
    if (count >= LOGIN_MAX_FAILURES) {
      const blockedUntil = new Date(now.getTime() + LOGIN_BLOCK_MINUTES * MINUTE);
      await setFailureCounters(tx, userId, { count: 0, firstAt: null, blockedUntil });
      return true;
    }
    await setFailureCounters(tx, userId, {
      count,
      firstAt: inWindow ? counters.firstAt : now,
      blockedUntil: null,
    });
    return false;
  });
}
