import { useEffect, useMemo, useState } from 'react';
import { customerEndpoints } from '@portal/api-client';
import type { CustomerLookups } from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

/** The customer and brand calls over the portal's one API client. */
export function useCustomerApi() {
  return useMemo(() => customerEndpoints(apiClient()), []);
}

export type CustomerApi = ReturnType<typeof useCustomerApi>;

/** The form's lists (GET /api/customer/add); null until loaded, then kept. A failed call leaves them empty. */
export function useCustomerLookups(api: CustomerApi): CustomerLookups | null {
  const [lookups, setLookups] = useState<CustomerLookups | null>(null);
  useEffect(() => {
    let live = true;
    api
      .formData(null)
      .then((answer) => live && setLookups(answer.lookups))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return lookups;
}
