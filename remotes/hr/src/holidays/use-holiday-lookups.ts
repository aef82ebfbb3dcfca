import { useEffect, useState } from 'react';
import type { HolidayMasterLookups } from '@portal/domain';
import type { HrHolidayApi } from './holiday-api';

const thisYear = new Date().getFullYear();

const EMPTY: HolidayMasterLookups = {
  result: 0,
  offices: [],
  countries: [],
  years: [thisYear - 1, thisYear, thisYear + 1],
  currentYear: thisYear,
};

/** GET holiday-master, once per screen; the browser's year until it arrives. */
export function useHolidayLookups(api: HrHolidayApi): HolidayMasterLookups & { loaded: boolean } {
  const [lookups, setLookups] = useState<HolidayMasterLookups & { loaded: boolean }>({
    ...EMPTY,
    loaded: false,
  });
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups({ ...answer, loaded: true }))
      .catch((error: unknown) => console.error('Holiday lookups failed', error));
    return () => {
      cancelled = true;
    };
  }, [api]);
  return lookups;
}
