import { useEffect, useState } from 'react';
import type { LeaveLookups } from '@portal/domain';
import type { HrLeaveApi } from './leave-api';

const EMPTY: LeaveLookups = {
  result: 0,
  leaveTypes: [],
  ownStaffId: null,
  ownStaffName: null,
  viewAll: false,
  isManager: false,
};

/** The leave screens' lookups (GET leave-summary/, one call); empty until they arrive. */
export function useLeaveLookups(api: HrLeaveApi): LeaveLookups & { loaded: boolean } {
  const [lookups, setLookups] = useState<LeaveLookups & { loaded: boolean }>({ ...EMPTY, loaded: false });
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups({ ...answer, loaded: true }))
      .catch((error: unknown) => console.error('Leave lookups failed', error));
    return () => {
      cancelled = true;
    };
  }, [api]);
  return lookups;
}
