import crypto from 'node:crypto';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import { RESET_LINK_HOURS } from '@portal/domain';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

const HOUR = 3_600_000;

/** Only the SHA-256 of a token is stored: a copy of the table opens no account. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new single-use token for the user, valid RESET_LINK_HOURS; answers the token itself (for the link). */
export async function createResetToken(tx: Db, userId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_HOURS * HOUR),
    createdAt: now,
  });
  return token;
}

export interface LiveToken {
  id: number;
  userId: number;
  loginName: string;
  passwordHash: string;
}

/** The token's row when it is unused, unexpired and its account active; null otherwise. */
export async function findLiveToken(db: Db, token: string, now: Date): Promise<LiveToken | null> {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      loginName: users.loginName,
      passwordHash: users.passwordHash,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  return row ?? null;
}

/** Marks the token used if it still is live; false when someone else used it first. */
export async function claimToken(tx: Db, tokenId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Every other link of the user stops working (after a reset, a disable, a delete). */
export async function revokeUserTokens(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Signs the user out everywhere. */
export async function revokeUserSessions(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Whether a live link was sent to the user since `since` (the public request is throttled). */
export async function hasRecentToken(db: Db, userId: number, since: Date, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        gte(passwordResetTokens.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
