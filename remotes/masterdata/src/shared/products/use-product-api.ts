import { useMemo } from 'react';
import { productEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The typed product clients over the portal's one API client. */
export function useProductApi() {
  return useMemo(() => productEndpoints(apiClient()), []);
}

export type ProductApi = ReturnType<typeof useProductApi>;
