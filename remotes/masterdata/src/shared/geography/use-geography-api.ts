import { useMemo } from 'react';
import { geographyEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The typed geography clients over the portal's one API client. */
export function useGeographyApi() {
  return useMemo(() => geographyEndpoints(apiClient()), []);
}

export type GeographyApi = ReturnType<typeof useGeographyApi>;
