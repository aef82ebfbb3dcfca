import { useMemo } from 'react';
import { rightsEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The typed rights clients over the portal's one API client. */
export function useRightsApi() {
  return useMemo(() => rightsEndpoints(apiClient()), []);
}

export type RightsApi = ReturnType<typeof useRightsApi>;
