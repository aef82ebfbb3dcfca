import type { CurrentUser, MenuItem, SignInUser } from './user.types';

/** Nests a flat rights list into the menu tree, each level ordered by ranking. */
export function buildMenuTree(flat: readonly MenuItem[]): MenuItem[] {
  const byId = new Map<number, MenuItem>();
  for (const item of flat) byId.set(item.id, { ...item, path: item.path || '#', children: [] });
  const roots: MenuItem[] = [];
  for (const item of byId.values()) {
    const parent = item.parentId == null ? undefined : byId.get(item.parentId);
    if (parent) parent.children!.push(item);
    else roots.push(item);
  }
  const sort = (items: MenuItem[]) => {
    items.sort((a, b) => a.ranking - b.ranking || a.id - b.id);
    items.forEach((item) => sort(item.children!));
  };
  sort(roots);
  return roots;
}

/** Maps the sign-in response user onto the stored current user, with the spec's renames. */
export function toCurrentUser(user: SignInUser): CurrentUser {
  return {
    id: user.id,
    fullName: user.fullName,
    userName: user.loginName,
    entityName: user.entityName,
    countryId: user.countryId,
    usertype: user.userType,
    customerid: user.customerId,
    supplierid: user.supplierId,
    factoryid: user.factoryId,
    staffId: user.staffId,
    profiles: user.userProfileList,
    serviceAccess: user.serviceAccess,
    fbUserId: user.fbUserId,
    roles: user.roles,
    rights: buildMenuTree(user.rights),
    rightsDB: user.rights,
    tcfNewDashboardAccess: user.tcfNewDashboardAccess,
    defaultPasswordChanged: user.changePassword,
    isPasswordChangedRecently: user.isPasswordChangedInThreeMonths,
    permissions: user.permissions,
  };
}
