import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureApi, useAuthStore } from '@portal/shell-contract';

/** Wires the shared API client's 401 and 403 to the shell's navigation (spec section 8). */
export function ApiBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApi({
      baseUrl: '',
      onUnauthorized: () => {
        useAuthStore.getState().signOut();
        const here = `${window.location.pathname}${window.location.search}`;
        const returnUrl = here.startsWith('/login') ? '' : `?returnUrl=${encodeURIComponent(here)}`;
        navigate(`/login${returnUrl}`, { replace: true });
      },
      onForbidden: () => navigate('/forbidden'),
    });
  }, [navigate]);
  return null;
}
