import { useMemo } from 'react';
import { dataSourceClient, scheduleEndpoints } from '@portal/api-client';
import {
  CUSTOMER_API,
  DATASOURCE_TAKE,
  GEOGRAPHY_API,
  HR_HOLIDAY_API,
  type DataSourceRequest,
  type HolidayMasterLookups,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type Client = ReturnType<typeof apiClient>;

/**
 * The scheduling calls and the lookups its screens filter by. Offices and their countries come from the
 * holiday lookups: every employee may read them (the HR office list needs HR rights), and a holiday's
 * offices are the entity's offices.
 */
export function scheduleApi(client: Client) {
  const endpoints = scheduleEndpoints(client);
  return {
    ...endpoints,
    customerDataSource: dataSourceClient(client, CUSTOMER_API.dataSource),
    countryDataSource: dataSourceClient(client, GEOGRAPHY_API.countryDataSource),
    /** The entity's QCs for a select (the QC staff data source of spec section 3). */
    qcDataSource: (request: DataSourceRequest) =>
      endpoints.qcStaff({
        ...request,
        searchText: request.searchText ?? '',
        skip: request.skip ?? 0,
        take: request.take ?? DATASOURCE_TAKE,
      }),
    /** The entity's offices, each with its country, and those countries. */
    offices: () => client.get(HR_HOLIDAY_API.master).json<HolidayMasterLookups>(),
  };
}

export type ScheduleApi = ReturnType<typeof scheduleApi>;

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useScheduleApi(): ScheduleApi {
  return useMemo(() => scheduleApi(apiClient()), []);
}
