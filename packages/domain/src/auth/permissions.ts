import { Role, UserType } from '../enums';

interface PermissionHolder {
  permissions: readonly string[];
}

/** Route permissions compare case-insensitively (spec section 2, route guard). */
export function hasPermission(user: PermissionHolder | null | undefined, permission: string): boolean {
  if (!user) return false;
  const wanted = permission.toLowerCase();
  return user.permissions.some((held) => held.toLowerCase() === wanted);
}

export function hasRole(user: { roles: readonly { id: number }[] } | null | undefined, role: Role): boolean {
  return !!user && user.roles.some((held) => held.id === role);
}

export function isOutsource(user: { usertype: UserType } | null | undefined): boolean {
  return user?.usertype === UserType.OutSource;
}

export function isInternalOrOutsource(userType: UserType): boolean {
  return userType === UserType.InternalUser || userType === UserType.OutSource;
}
