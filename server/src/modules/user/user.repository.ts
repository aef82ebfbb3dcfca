import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordHistory, users } from '../../db/schema';

const credentialColumns = {
  id: users.id,
  loginName: users.loginName,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  blockedUntil: users.blockedUntil,
  version: users.version,
};

export interface UserCredentials {
  id: number;
  loginName: string;
  passwordHash: string;
  isActive: boolean;
  blockedUntil: Date | null;
  version: number;
}

/** Login names compare case-insensitively (a unique index on lower(login_name) backs this). */
export async function findCredentialsByLogin(
  db: Db,
  loginName: string,
): Promise<UserCredentials | undefined> {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(sql`lower(${users.loginName}) = ${loginName.toLowerCase()}`);
  return row;
}

export async function findCredentialsById(db: Db, userId: number): Promise<UserCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Locks the row so concurrent failures count once each. */
export async function lockFailureCounters(db: Db, userId: number) {
  const [row] = await db
    .select({ count: users.failedLoginCount, firstAt: users.firstFailedLoginAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setFailureCounters(
  db: Db,
  userId: number,
  counters: { count: number; firstAt: Date | null; blockedUntil: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: counters.count,
      firstFailedLoginAt: counters.firstAt,
      blockedUntil: counters.blockedUntil,
    })
    .where(eq(users.id, userId));
}

export async function clearFailureCounters(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, firstFailedLoginAt: null, blockedUntil: null })
    .where(
      and(eq(users.id, userId), sql`(${users.failedLoginCount} <> 0 or ${users.blockedUntil} is not null)`),
    );
}

/** Writes the new hash only if nobody changed the user since it was read (version check). */
export async function updatePasswordHash(
  db: Db,
  change: { userId: number; version: number; hash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      passwordHash: change.hash,
      changePassword: true,
      passwordChangedAt: change.now,
      version: sql`${users.version} + 1`,
      updatedAt: change.now,
    })
    .where(and(eq(users.id, change.userId), eq(users.version, change.version)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function recentPasswordHashes(db: Db, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.hash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(limit);
  return rows.map((row) => row.hash);
}

/** Keeps the previous hash and only as many older ones as the reuse rule looks at. */
export async function pushPasswordHistory(db: Db, userId: number, hash: string, keep: number): Promise<void> {
  await db.insert(passwordHistory).values({ userId, hash });
  const kept = db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(keep);
  await db
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
}
