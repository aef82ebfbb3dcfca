import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { evaluateGuard } from '../auth/guard';

/**
 * Applies the guard to one route. The server checks the same things on every call; this only spares a trip.
 * `availableOffline`: the screen works without a network, so being offline does not send the user to /error/0.
 */
export function RouteGuard({
  permission,
  availableOffline,
  children,
}: {
  permission?: string;
  availableOffline?: boolean;
  children: ReactNode;
}) {
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  const decision = evaluateGuard({
    user,
    permission,
    online: globalThis.navigator?.onLine ?? true,
    availableOffline,
    location: `${location.pathname}${location.search}`,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
