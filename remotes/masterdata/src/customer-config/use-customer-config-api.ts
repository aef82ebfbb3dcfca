import { useEffect, useMemo, useState } from 'react';
import { customerConfigEndpoints } from '@portal/api-client';
import type { CustomerConfigLookups } from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

/** The typed customer configuration clients over the portal's one API client. */
export function useCustomerConfigApi() {
  return useMemo(() => customerConfigEndpoints(apiClient()), []);
}

export type CustomerConfigApi = ReturnType<typeof useCustomerConfigApi>;

const EMPTY: CustomerConfigLookups = { customers: [], services: [], internalUsers: [], customerServices: [] };

/** The pickers' lists (customers in the caller's scope, services, staff); empty until loaded or on failure. */
export function useCustomerConfigLookups(): CustomerConfigLookups & { loading: boolean } {
  const api = useCustomerConfigApi();
  const [state, setState] = useState({ ...EMPTY, loading: true });
  useEffect(() => {
    let live = true;
    api
      .lookups()
      .then((lookups) => live && setState({ ...lookups, loading: false }))
      .catch(() => live && setState({ ...EMPTY, loading: false }));
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
