import { useEffect, useState } from 'react';
import type { UserAccountLookups } from '@portal/domain';
import type { AccountApi } from './account-api';

const EMPTY: UserAccountLookups = { result: 0, roles: [], entities: [], services: [], profiles: [] };

/** Roles, entities, services and profiles to choose from; empty lists until they arrive (or if they fail). */
export function useAccountLookups(api: AccountApi): UserAccountLookups {
  const [lookups, setLookups] = useState(EMPTY);
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups(answer))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api]);
  return lookups;
}
