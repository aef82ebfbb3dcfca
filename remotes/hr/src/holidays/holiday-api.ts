import { useMemo } from 'react';
import { hrHolidayEndpoints, type HrHolidayApi } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { HrHolidayApi };

/** The holiday calls (packages/api-client) over the portal's one API client. */
export function useHrHolidayApi(): HrHolidayApi {
  return useMemo(() => hrHolidayEndpoints(apiClient()), []);
}
