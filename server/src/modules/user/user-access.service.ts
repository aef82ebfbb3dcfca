import {
  FoundResult,
  hasPermission,
  isRightTypeAccessible,
  offeredRightTypes,
  Permissions,
  type EntityAccessItem,
  type EntityRoleAccess,
  type RightTypeItem,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import {
  entityExists,
  listRights,
  listRightTypes,
  listUserEntities,
  listUserRoles,
  listUserServiceIds,
} from './access.repository';
import type { Principal } from './principal.repository';

/** The caller's own entities, or anyone's for a caller who may view user accounts. */
export async function entityAccess(
  db: Db,
  principal: Principal,
  userId: number,
): Promise<EntityAccessItem[]> {
  if (userId !== principal.id && !hasPermission(principal, Permissions.UserAccountSummary.View)) {
    throw new HttpError(403, 'http.403');
  }
  return listUserEntities(db, userId);
}

export async function isEntityAccessible(db: Db, principal: Principal, entityId: number) {
  if (!(await entityExists(db, entityId))) return { result: FoundResult.NotFound, isAccessible: false };
  return { result: FoundResult.Success, isAccessible: principal.entityIds.includes(entityId) };
}

/** Right types offered to the caller's user type, each flagged with whether the caller may open it. */
export async function rightTypeList(db: Db, principal: Principal): Promise<RightTypeItem[]> {
  const [all, rights, serviceAccess] = await Promise.all([
    listRightTypes(db),
    listRights(db, principal.roleIds),
    listUserServiceIds(db, principal.id),
  ]);
  const offered = offeredRightTypes(principal.userType);
  const holder = {
    userType: principal.userType,
    serviceAccess,
    rightTypesHeld: new Set(rights.map((right) => right.rightType as number)),
  };
  return all
    .filter((rightType) => offered.includes(rightType.id))
    .map((rightType) => ({ ...rightType, userHasAccess: isRightTypeAccessible(rightType.id, holder) }));
}

/** Roles are global, so every accessible entity lists the same roles. */
export async function entityRoleAccess(db: Db, principal: Principal): Promise<EntityRoleAccess[]> {
  const [entities, roles] = await Promise.all([
    listUserEntities(db, principal.id),
    listUserRoles(db, principal.id),
  ]);
  return entities.map((entity) => ({ entityId: entity.id, roles }));
}
