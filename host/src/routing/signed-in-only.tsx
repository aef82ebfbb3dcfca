import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@portal/shell-contract';

/** Only checks that someone is signed in (the change-password page must not bounce to itself). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (!user) return <Navigate to={`/login?returnUrl=${encodeURIComponent(location.pathname)}`} replace />;
  return <>{children}</>;
}
