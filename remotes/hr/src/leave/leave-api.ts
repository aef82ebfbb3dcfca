import { useMemo } from 'react';
import { hrLeaveEndpoints, type HrLeaveApi, type LeaveDays } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { HrLeaveApi, LeaveDays };

/** The leave calls (packages/api-client) over the portal's one API client. */
export function useHrLeaveApi(): HrLeaveApi {
  return useMemo(() => hrLeaveEndpoints(apiClient()), []);
}
