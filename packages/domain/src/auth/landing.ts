import { Profile, RightType, Role, UserType } from '../enums';
import { isInternalOrOutsource } from './permissions';

/** What the landing rules need to know of a user (a subset of the stored current user). */
export interface LandingUser {
  usertype: UserType;
  serviceAccess: readonly number[];
  roles: readonly { id: number }[];
  profiles: readonly { id: number }[];
  rightsDB?: readonly { path: string; rightType: number; ranking: number; showMenu: boolean }[];
  defaultPasswordChanged: boolean;
  isPasswordChangedRecently: boolean;
}

/** Roles that open the management dashboard when the user has inspection access (spec section 2). */
export const MANAGEMENT_ROLES: readonly Role[] = [
  Role.TechnicalTeam,
  Role.OperationTeamManagement,
  Role.HRManagement,
  Role.KAM,
  Role.CEO,
  Role.SalesTeam,
];

/** Fixed landing path per non-service right type (spec section 2, "By right type"). */
const RIGHT_TYPE_HOME: Partial<Record<RightType, string>> = {
  [RightType.Customer]: 'cussearch/customer-summary',
  [RightType.Vendor]: 'suppliersearch/supplier-summary',
  [RightType.HumanResource]: 'staffsearch/staff-summary',
  [RightType.Document]: 'datamanagement/dmsummary',
  [RightType.Admin]: 'usersearch/user-account-summary',
};

function firstMenuPath(user: LandingUser, rightType: RightType): string | undefined {
  const items = (user.rightsDB ?? [])
    .filter((item) => item.rightType === rightType && item.showMenu && item.path && item.path !== '#')
    .sort((a, b) => a.ranking - b.ranking);
  return items[0]?.path.replace(/^\/+/, '');
}

/** The dashboard a user reaches in an entity under a chosen right type (service type). */
export function dashboardPath(user: LandingUser, entityId: number, rightType: RightType): string {
  const at = (path: string) => `/${entityId}/${path}`;
  const home = RIGHT_TYPE_HOME[rightType];
  if (home) {
    // Customer right type: the fixed summary, or the user's first menu path when that summary is not theirs.
    const ownsHome = !user.rightsDB || user.rightsDB.some((item) => item.path.replace(/^\/+/, '') === home);
    return at(ownsHome ? home : (firstMenuPath(user, rightType) ?? home));
  }
  switch (rightType) {
    case RightType.Audit:
      return at('auditdashboard/dashboard');
    case RightType.TCF:
      return at('tcfdashboardnew/tcf-dashboard-new');
    case RightType.LabTesting:
      return at('labdashboard');
    default:
      return at(inspectionHome(user));
  }
}

function inspectionHome(user: LandingUser): string {
  if (user.usertype === UserType.Customer) return 'cusdashboard';
  if (user.usertype === UserType.Supplier || user.usertype === UserType.Factory)
    return 'supdashboard/dashboard';
  if (user.profiles.some((profile) => profile.id === Profile.Inspector)) return 'qcdashboard';
  if (user.roles.some((role) => MANAGEMENT_ROLES.includes(role.id))) return 'managementdashboard/dashboard';
  return 'inspsummary/booking-summary';
}

/** The lowest accessible right type of the user's only service (stored on direct landing). */
export function lowestRightType(accessibleRightTypes: readonly RightType[]): RightType | undefined {
  return [...accessibleRightTypes].sort((a, b) => a - b)[0];
}

/** A returnUrl is honoured only when it is a path on this site (never another origin). */
export function isSafeReturnUrl(returnUrl: string | null | undefined): returnUrl is string {
  return (
    !!returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\')
  );
}

export interface PostSignInInput {
  user: LandingUser;
  entityIds: readonly number[];
  accessibleRightTypes: readonly RightType[];
  returnUrl?: string | null;
}

export interface PostSignInDestination {
  path: string;
  /** Set when the destination picks the entity and right type for the user (direct landing). */
  entityId?: number;
  rightType?: RightType;
}

/** Where a user goes right after signing in (spec section 2, "Landing destinations after sign-in"). */
export function postSignInDestination({
  user,
  entityIds,
  accessibleRightTypes,
  returnUrl,
}: PostSignInInput): PostSignInDestination {
  if (!user.defaultPasswordChanged || !user.isPasswordChangedRecently) return { path: '/changepassword' };
  const direct =
    isInternalOrOutsource(user.usertype) && user.serviceAccess.length === 1 && entityIds.length === 1;
  const rightType = direct ? lowestRightType(accessibleRightTypes) : undefined;
  if (isSafeReturnUrl(returnUrl) && returnUrl !== '/' && !returnUrl.startsWith('/login')) {
    return { path: returnUrl, entityId: direct ? entityIds[0] : undefined, rightType };
  }
  if (direct && rightType !== undefined) {
    const entityId = entityIds[0]!;
    return { path: dashboardPath(user, entityId, rightType), entityId, rightType };
  }
  return { path: '/landing' };
}
