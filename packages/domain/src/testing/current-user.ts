import { UserType } from '../enums';
import type { CurrentUser } from '../auth/user.types';

/**
 * A signed-in internal user for tests, with every field the spec lists; override what the test is about.
 * Not exported from the package index: tests import it by path.
 */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    fullName: 'Ada',
    userName: 'ada',
    entityName: 'E',
    countryId: null,
    usertype: UserType.InternalUser,
    customerid: null,
    supplierid: null,
    factoryid: null,
    staffId: null,
    profiles: [],
    serviceAccess: [1],
    fbUserId: null,
    roles: [],
    rights: [],
    rightsDB: [],
    tcfNewDashboardAccess: false,
    defaultPasswordChanged: true,
    isPasswordChangedRecently: true,
    permissions: [],
    ...overrides,
  };
}
