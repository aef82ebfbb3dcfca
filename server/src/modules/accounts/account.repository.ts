import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userEntities, userProfiles, userRoles, userServices, users } from '../../db/schema';
import type { NormalizedSave } from './account-validation';
import { unusablePasswordHash } from './password-reset.service';
import { revokeUserSessions, revokeUserTokens } from './reset-token.repository';

export type AccountWrite =
  { kind: 'saved'; id: number } | { kind: 'duplicate'; field: 'loginName' | 'email' } | { kind: 'conflict' };

/** Login names and addresses are unique ignoring case (the login also by index; the address here). */
export async function duplicateField(
  tx: Db,
  values: Pick<NormalizedSave, 'loginName' | 'email'>,
  exceptId: number | null,
): Promise<'loginName' | 'email' | null> {
  const other = exceptId == null ? undefined : ne(users.id, exceptId);
  const byLogin = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.loginName}) = ${values.loginName.toLowerCase()}`, other))
    .limit(1);
  if (byLogin.length) return 'loginName';
  const byEmail = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${values.email.toLowerCase()}`, other))
    .limit(1);
  return byEmail.length ? 'email' : null;
}

function columns(values: NormalizedSave) {
  return {
    loginName: values.loginName,
    fullName: values.fullName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    userType: values.userType,
    isActive: values.isActive,
    language: values.language,
    staffId: values.staffId,
    customerId: values.customerId,
    supplierId: values.supplierId,
    factoryId: values.factoryId,
  };
}

async function writeAssignments(tx: Db, userId: number, values: NormalizedSave): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userEntities).where(eq(userEntities.userId, userId));
  await tx.delete(userServices).where(eq(userServices.userId, userId));
  await tx.delete(userProfiles).where(eq(userProfiles.userId, userId));
  if (values.roleIds.length)
    await tx.insert(userRoles).values(values.roleIds.map((roleId) => ({ userId, roleId })));
  if (values.entityIds.length)
    await tx.insert(userEntities).values(values.entityIds.map((entityId) => ({ userId, entityId })));
  if (values.serviceIds.length)
    await tx.insert(userServices).values(values.serviceIds.map((serviceId) => ({ userId, serviceId })));
  if (values.profileIds.length)
    await tx.insert(userProfiles).values(values.profileIds.map((profileId) => ({ userId, profileId })));
}

/** A new account without a usable password (its user sets one through the emailed link). */
export async function createAccount(tx: Db, values: NormalizedSave): Promise<AccountWrite> {
  const duplicate = await duplicateField(tx, values, null);
  if (duplicate) return { kind: 'duplicate', field: duplicate };
  const [created] = await tx
    .insert(users)
    .values({ ...columns(values), passwordHash: unusablePasswordHash(), changePassword: false })
    .returning({ id: users.id });
  await writeAssignments(tx, created!.id, values);
  return { kind: 'saved', id: created!.id };
}

/** An update at the loaded version; disabling ends the account's sessions and links at once. */
export async function updateAccount(
  tx: Db,
  id: number,
  version: number,
  values: NormalizedSave,
  now: Date,
): Promise<AccountWrite> {
  const duplicate = await duplicateField(tx, values, id);
  if (duplicate) return { kind: 'duplicate', field: duplicate };
  const updated = await tx
    .update(users)
    .set({ ...columns(values), version: sql`${users.version} + 1`, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  if (!updated.length) return { kind: 'conflict' };
  await writeAssignments(tx, id, values);
  if (!values.isActive) await endAccess(tx, id, now);
  return { kind: 'saved', id };
}

/** Disabled: no session and no reset link of the account works any more. */
export async function endAccess(tx: Db, id: number, now: Date): Promise<void> {
  await revokeUserSessions(tx, id, now);
  await revokeUserTokens(tx, id, now);
}

/** DELETE: the account is disabled, not removed (its history keeps pointing at it). */
export async function deactivateAccount(tx: Db, id: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ isActive: false, version: sql`${users.version} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  await endAccess(tx, id, now);
}
