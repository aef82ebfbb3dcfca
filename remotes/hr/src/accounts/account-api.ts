import { useMemo } from 'react';
import { accountEndpoints, type AccountApi } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { AccountApi };

/** The user account calls (packages/api-client) over the portal's one API client. */
export function useAccountApi(): AccountApi {
  return useMemo(() => accountEndpoints(apiClient()), []);
}
