import { UserType } from '@portal/domain';

/**
 * 'public': no token. 'user': a valid token of a live session of an active user. 'entity': also an
 * entityId header naming an entity the user may work in.
 */
export type AccessLevel = 'public' | 'user' | 'entity';

/**
 * Whose rows a route reads or writes, the part of its access no hook can check (the handler narrows):
 * - 'none': no one's rows (reference lists, lookups, the caller's own sign-in);
 * - 'self': the caller's own records only (tasks, profile, saved filters);
 * - 'entity': the request entity's records, for internal callers;
 * - 'party': records owned by a customer, supplier or factory: such users get only their own.
 */
export type RowScope = 'none' | 'self' | 'entity' | 'party';

/** Every /api route's declaration of who may call it; the auth hook enforces all but `rows`. */
export interface RouteAccess {
  access: AccessLevel;
  /** A Permissions string the caller must hold (compared case-insensitively); null: the level decides. */
  permission: string | null;
  /** The user types the route serves; others get 403 whatever their roles hold. */
  userTypes: readonly UserType[];
  rows: RowScope;
}

export const ALL_USER_TYPES: readonly UserType[] = [
  UserType.InternalUser,
  UserType.Customer,
  UserType.Supplier,
  UserType.Factory,
  UserType.OutSource,
];
/** The company's own staff: HR, accounts, rights, staff lists. */
export const INTERNAL: readonly UserType[] = [UserType.InternalUser];
/** Staff and outsourced inspectors: those who look up colleagues by name. */
export const STAFF_SIDE: readonly UserType[] = [UserType.InternalUser, UserType.OutSource];
/** Screens of the customer area: staff and the customer's own users. */
export const INTERNAL_AND_CUSTOMERS: readonly UserType[] = [UserType.InternalUser, UserType.Customer];
/** Screens of the vendor area: staff, suppliers and factories. */
export const INTERNAL_AND_VENDORS: readonly UserType[] = [
  UserType.InternalUser,
  UserType.Supplier,
  UserType.Factory,
];

/** Declarations read as sentences at the route: `config: entityRoute(P.View, INTERNAL, 'entity')`. */
export function publicRoute(): RouteAccess {
  return { access: 'public', permission: null, userTypes: ALL_USER_TYPES, rows: 'none' };
}

/** Any signed-in user, whatever the entity: their own session, profile, subscriptions. */
export function userRoute(rows: 'none' | 'self' = 'self'): RouteAccess {
  return { access: 'user', permission: null, userTypes: ALL_USER_TYPES, rows };
}

/** A signed-in user working in the entity of the entityId header, holding `permission` when given. */
export function entityRoute(
  permission: string | null,
  userTypes: readonly UserType[],
  rows: RowScope,
): RouteAccess {
  return { access: 'entity', permission, userTypes, rows };
}

const LEVELS: readonly string[] = ['public', 'user', 'entity'];
const ROW_SCOPES: readonly string[] = ['none', 'self', 'entity', 'party'];

/** Routes that are not the API: the built front-end, remotes, the API's own documentation. */
export function isApiRoute(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith('/api/') && !lower.startsWith('/api/docs');
}

/**
 * What is missing or wrong in a route's declaration (empty when complete). An /api route registered
 * without one fails the server's start, so no endpoint ships with an access decided by default.
 */
export function declarationProblems(config: Partial<RouteAccess> | undefined): string[] {
  const problems: string[] = [];
  if (!config || !LEVELS.includes(config.access as string)) problems.push('access');
  if (!config || (config.permission !== null && typeof config.permission !== 'string'))
    problems.push('permission');
  if (
    !config ||
    !Array.isArray(config.userTypes) ||
    config.userTypes.length === 0 ||
    config.userTypes.some((type) => !ALL_USER_TYPES.includes(type))
  )
    problems.push('userTypes');
  if (!config || !ROW_SCOPES.includes(config.rows as string)) problems.push('rows');
  if (config?.access === 'public' && (config.permission !== null || config.rows !== 'none'))
    problems.push('public routes take no permission and touch no one’s rows');
  return problems;
}
