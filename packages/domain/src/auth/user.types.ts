import type { LoginResult, PasswordResult } from '../result-codes';
import type { RightType, UserType } from '../enums';

/** Menu item (spec section 3): one right of the menu tree. */
export interface MenuItem {
  id: number;
  parentId: number | null;
  active: boolean;
  glyphicons: string | null;
  isHeading: boolean;
  menuName: string;
  titleName: string;
  /** '#' when the item has no route of its own. */
  path: string;
  ranking: number;
  showMenu: boolean;
  rightType: RightType;
  children?: MenuItem[];
}

export interface RoleRef {
  id: number;
  roleName: string;
}

export interface ProfileRef {
  id: number;
  profileName: string;
}

/** `user` of the sign-in response, with the spec's field names. */
export interface SignInUser {
  id: number;
  fullName: string;
  loginName: string;
  entityName: string;
  entityId: number;
  countryId: number | null;
  userType: UserType;
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
  staffId: number | null;
  userProfileList: ProfileRef[];
  serviceAccess: number[];
  fbUserId: number | null;
  roles: RoleRef[];
  /** Flat list; the browser builds the tree. */
  rights: MenuItem[];
  tcfNewDashboardAccess: boolean;
  changePassword: boolean;
  isPasswordChangedInThreeMonths: boolean;
  permissions: string[];
}

export interface SignInResponse {
  result: LoginResult;
  token?: string;
  user?: SignInUser;
}

export interface ChangePasswordResponse {
  result: PasswordResult;
}

/** The user as the browser stores it under `currentUser` (spec section 3, "Current user"). */
export interface CurrentUser {
  id: number;
  fullName: string;
  userName: string;
  entityName: string;
  countryId: number | null;
  usertype: UserType;
  customerid: number | null;
  supplierid: number | null;
  factoryid: number | null;
  staffId: number | null;
  profiles: ProfileRef[];
  serviceAccess: number[];
  fbUserId: number | null;
  roles: RoleRef[];
  rights: MenuItem[];
  rightsDB: MenuItem[];
  tcfNewDashboardAccess: boolean;
  defaultPasswordChanged: boolean;
  isPasswordChangedRecently: boolean;
  permissions: string[];
}

export interface EntityAccessItem {
  id: number;
  name: string;
  shortName: string;
}

export interface RightTypeItem {
  id: RightType;
  name: string;
  rightTypeFileName: string;
  userHasAccess: boolean;
  /** The service the right type belongs to; null for Customer, Vendor, HumanResource, Document, Admin. */
  service: number | null;
}

export interface RightTypeListResponse {
  result: number;
  rightTypeList: RightTypeItem[];
}

export interface EntityRoleAccess {
  entityId: number;
  roles: RoleRef[];
}
