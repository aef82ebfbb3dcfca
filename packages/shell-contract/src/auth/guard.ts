import { hasPermission, type CurrentUser } from '@portal/domain';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  user: CurrentUser | null;
  /** The permission the route declares, if any. */
  permission?: string;
  online: boolean;
  /** The screen keeps working without a network (it holds its data on the device): offline is no reason to leave. */
  availableOffline?: boolean;
  /** The requested location (path + query), kept as returnUrl. */
  location: string;
}

/** The route guard of spec section 2, as one pure function the shell and the remotes share. */
export function evaluateGuard({
  user,
  permission,
  online,
  availableOffline = false,
  location,
}: GuardInput): GuardDecision {
  const returnUrl = encodeURIComponent(location);
  if (!online && !availableOffline) return { kind: 'redirect', to: `/error/0?returnUrl=${returnUrl}` };
  if (!user) return { kind: 'redirect', to: `/login?returnUrl=${returnUrl}` };
  if (!user.defaultPasswordChanged || !user.isPasswordChangedRecently)
    return { kind: 'redirect', to: '/changepassword' };
  if (permission && !hasPermission(user, permission)) return { kind: 'redirect', to: '/forbidden' };
  return { kind: 'allow' };
}
