import { useEffect, useState } from 'react';
import type { StaffLookups } from '@portal/domain';
import type { HrStaffApi } from './staff-api';

const EMPTY: StaffLookups = {
  result: 0,
  offices: [],
  departments: [],
  statuses: [],
  employmentTypes: [],
  bands: [],
  socialInsuranceTypes: [],
  profiles: [],
  outsourceCompanies: [],
  payrollCompanies: [],
  countries: [],
};

/** The staff screens' lookups (GET /api/HumanResource, one call); empty lists until they arrive. */
export function useStaffLookups(api: HrStaffApi): StaffLookups {
  const [lookups, setLookups] = useState<StaffLookups>(EMPTY);
  useEffect(() => {
    let cancelled = false;
    api
      .lookups()
      .then((answer) => !cancelled && setLookups(answer))
      .catch((error: unknown) => console.error('Staff lookups failed', error));
    return () => {
      cancelled = true;
    };
  }, [api]);
  return lookups;
}
