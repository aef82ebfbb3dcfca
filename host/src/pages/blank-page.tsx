import { Navigate, useSearchParams } from 'react-router-dom';
import { isSafeReturnUrl } from '@portal/domain';

/** /{entity}/shared/blank-page?to=...: passing through it remounts the target screen (a forced reload). */
export function BlankPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  return isSafeReturnUrl(to) ? <Navigate to={to} replace /> : null;
}
