import { useMemo } from 'react';
import { schedulingConfigEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';
import { partyDataSources } from '../shared/party-data-sources';

type Client = ReturnType<typeof apiClient>;

/** The man-day configuration resources and the customers their screens pick from. */
export function schedulingConfigApi(client: Client) {
  return {
    ...schedulingConfigEndpoints(client),
    customerDataSource: partyDataSources(client).customerDataSource,
  };
}

export type SchedulingConfigApi = ReturnType<typeof schedulingConfigApi>;

export function useSchedulingConfigApi(): SchedulingConfigApi {
  return useMemo(() => schedulingConfigApi(apiClient()), []);
}
