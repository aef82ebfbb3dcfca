import { useMemo } from 'react';
import { hrLeaveTypeEndpoints, type HrLeaveTypeApi } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';

export type { HrLeaveTypeApi };

/** The leave type and allocation calls (packages/api-client) over the portal's one API client. */
export function useHrLeaveTypeApi(): HrLeaveTypeApi {
  return useMemo(() => hrLeaveTypeEndpoints(apiClient()), []);
}
