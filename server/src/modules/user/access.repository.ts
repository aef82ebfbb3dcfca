import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  EntityAccessItem,
  MenuItem,
  ProfileRef,
  RightType,
  RightTypeItem,
  RoleRef,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  entities,
  profiles,
  rightTypes,
  rights,
  roleRights,
  rolePermissions,
  roles,
  userEntities,
  userProfiles,
  userRoles,
  users,
  userServices,
} from '../../db/schema';

export async function findUserProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      loginName: users.loginName,
      userType: users.userType,
      countryId: users.countryId,
      customerId: users.customerId,
      supplierId: users.supplierId,
      factoryId: users.factoryId,
      staffId: users.staffId,
      fbUserId: users.fbUserId,
      tcfNewDashboardAccess: users.tcfNewDashboardAccess,
      changePassword: users.changePassword,
      passwordChangedAt: users.passwordChangedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The entities a user may work in, lowest id first. */
export async function listUserEntities(db: Db, userId: number): Promise<EntityAccessItem[]> {
  return db
    .select({ id: entities.id, name: entities.name, shortName: entities.shortName })
    .from(userEntities)
    .innerJoin(entities, eq(entities.id, userEntities.entityId))
    .where(eq(userEntities.userId, userId))
    .orderBy(asc(entities.id));
}

export async function entityExists(db: Db, entityId: number): Promise<boolean> {
  const rows = await db.select({ id: entities.id }).from(entities).where(eq(entities.id, entityId));
  return rows.length > 0;
}

export async function listUserRoles(db: Db, userId: number): Promise<RoleRef[]> {
  return db
    .select({ id: roles.id, roleName: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
}

export async function listUserProfiles(db: Db, userId: number): Promise<ProfileRef[]> {
  return db
    .select({ id: profiles.id, profileName: profiles.name })
    .from(userProfiles)
    .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
    .where(eq(userProfiles.userId, userId))
    .orderBy(asc(profiles.id));
}

export async function listUserServiceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userServices.serviceId })
    .from(userServices)
    .where(eq(userServices.userId, userId))
    .orderBy(asc(userServices.serviceId));
  return rows.map((row) => row.id);
}

export async function listPermissions(db: Db, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(asc(rolePermissions.permission));
  return rows.map((row) => row.permission);
}

/** The user's menu: the union of the active rights of all their roles, flat. */
export async function listRights(db: Db, roleIds: number[]): Promise<MenuItem[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({
      id: rights.id,
      parentId: rights.parentId,
      active: rights.active,
      glyphicons: rights.glyphicons,
      isHeading: rights.isHeading,
      menuName: rights.menuName,
      titleName: rights.titleName,
      path: rights.path,
      ranking: rights.ranking,
      showMenu: rights.showMenu,
      rightType: rights.rightTypeId,
    })
    .from(rights)
    .innerJoin(roleRights, eq(roleRights.rightId, rights.id))
    .where(and(inArray(roleRights.roleId, roleIds), eq(rights.active, true)))
    .orderBy(asc(rights.rightTypeId), asc(rights.ranking), asc(rights.id));
  return rows.map((row) => ({ ...row, path: row.path || '#', rightType: row.rightType as RightType }));
}

export async function listRightTypes(db: Db): Promise<Omit<RightTypeItem, 'userHasAccess'>[]> {
  const rows = await db
    .select({
      id: rightTypes.id,
      name: rightTypes.name,
      rightTypeFileName: rightTypes.fileName,
      service: rightTypes.serviceId,
    })
    .from(rightTypes)
    .orderBy(asc(rightTypes.id));
  return rows.map((row) => ({ ...row, id: row.id as RightType }));
}
