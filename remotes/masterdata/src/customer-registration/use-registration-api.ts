import { useMemo } from 'react';
import { customerRegistrationEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The registration approval calls over the portal's one API client. */
export function useRegistrationApi() {
  return useMemo(() => customerRegistrationEndpoints(apiClient()), []);
}
