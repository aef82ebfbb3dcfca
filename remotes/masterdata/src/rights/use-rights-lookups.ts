import { useEffect, useState } from 'react';
import type { RightsLookups } from '@portal/domain';
import type { RightsApi } from './use-rights-api';

/** Right types and every right, loaded once per screen (null while loading, 'failed' on error). */
export function useRightsLookups(api: RightsApi, reloadKey?: unknown): RightsLookups | null | 'failed' {
  const [lookups, setLookups] = useState<RightsLookups | null | 'failed'>(null);
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups(answer))
      .catch(() => !cancelled && setLookups('failed'));
    return () => {
      cancelled = true;
    };
  }, [api, reloadKey]);
  return lookups;
}
