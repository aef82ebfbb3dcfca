import { useMemo } from 'react';
import { customerRecordEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

/** The typed customer record clients over the portal's one API client. */
export function useCustomerRecordsApi() {
  return useMemo(() => customerRecordEndpoints(apiClient()), []);
}

export type CustomerRecordsApi = ReturnType<typeof useCustomerRecordsApi>;
