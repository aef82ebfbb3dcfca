import { isChangedRecently, type SignInUser, type UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  findUserProfile,
  listPermissions,
  listRights,
  listUserEntities,
  listUserProfiles,
  listUserRoles,
  listUserServiceIds,
} from './access.repository';

/**
 * The `user` of the sign-in (and change-password) response. Returns null for a user without any entity:
 * such a user has nowhere to work, so sign-in answers Other.
 */
export async function buildSignInUser(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<SignInUser | null> {
  const [user, userEntities, roles, userProfileList, serviceAccess] = await Promise.all([
    findUserProfile(db, userId),
    listUserEntities(db, userId),
    listUserRoles(db, userId),
    listUserProfiles(db, userId),
    listUserServiceIds(db, userId),
  ]);
  const entity = userEntities[0];
  if (!user || !entity) return null;
  const roleIds = roles.map((role) => role.id);
  const [rights, permissions] = await Promise.all([listRights(db, roleIds), listPermissions(db, roleIds)]);
  return {
    id: user.id,
    fullName: user.fullName,
    loginName: user.loginName,
    entityName: entity.name,
    entityId: entity.id,
    countryId: user.countryId,
    userType: user.userType as UserType,
    customerId: user.customerId,
    supplierId: user.supplierId,
    factoryId: user.factoryId,
    staffId: user.staffId,
    userProfileList,
    serviceAccess,
    fbUserId: user.fbUserId,
    roles,
    rights,
    tcfNewDashboardAccess: user.tcfNewDashboardAccess,
    changePassword: user.changePassword,
    isPasswordChangedInThreeMonths: isChangedRecently(user.passwordChangedAt, now),
    permissions,
  };
}
