import { useMemo } from 'react';
import { hrStaffEndpoints, type HrStaffApi } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { HrStaffApi };

/** The staff, office and HR company calls (packages/api-client) over the portal's one API client. */
export function useHrStaffApi(): HrStaffApi {
  return useMemo(() => hrStaffEndpoints(apiClient()), []);
}
