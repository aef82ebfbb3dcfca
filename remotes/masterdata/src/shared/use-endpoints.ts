import { useMemo } from 'react';
import { apiClient } from '@portal/shell-contract';

/** An area's typed clients (geographyEndpoints, productEndpoints...) over the portal's one API client. */
export function useEndpoints<Api>(endpoints: (client: ReturnType<typeof apiClient>) => Api): Api {
  return useMemo(() => endpoints(apiClient()), [endpoints]);
}
