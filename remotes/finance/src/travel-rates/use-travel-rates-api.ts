import { useMemo } from 'react';
import { geographyEndpoints, schedulingConfigEndpoints } from '@portal/api-client';
import {
  HR_HOLIDAY_API,
  ResultCode,
  type DataSourceRequest,
  type DataSourceResponse,
  type HolidayMasterLookups,
  type HolidayOfficeOption,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type Client = ReturnType<typeof apiClient>;
type PortClient = ReturnType<typeof schedulingConfigEndpoints>['startingPort'];

/**
 * The starting ports as a select's datasource, over their own search: the typed text finds ports by name,
 * and the selected ids come back too (their labels), as a datasource endpoint would answer.
 */
function portDataSource(ports: PortClient) {
  return async (request: DataSourceRequest): Promise<DataSourceResponse> => {
    const take = request.take ?? 10;
    const ids = request.idList ?? [];
    const [found, selected] = await Promise.all([
      ports.search({ searchText: request.searchText ?? '', skip: request.skip ?? 0, take }),
      ids.length ? ports.search({ idList: ids, skip: 0, take: ids.length }) : null,
    ]);
    const rows = [...(selected?.data ?? []), ...found.data];
    const unique = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
    return { result: ResultCode.Success, dataSourceList: [...unique.values()] };
  };
}

/**
 * The travel-rate resources and the lookups their screens pick from: countries and cities (geography
 * datasources), starting ports, and the entity's offices. Offices come from the holiday lookups: every
 * employee may read them, while the HR office list needs HR rights.
 */
export function travelRatesApi(client: Client) {
  const config = schedulingConfigEndpoints(client);
  const geography = geographyEndpoints(client);
  return {
    startingPort: config.startingPort,
    travelMatrix: config.travelMatrix,
    travelTariff: config.travelTariff,
    foodAllowance: config.foodAllowance,
    countryDataSource: geography.countryDataSource,
    cityDataSource: geography.cityDataSource,
    startingPortDataSource: portDataSource(config.startingPort),
    offices: async (): Promise<HolidayOfficeOption[]> =>
      (await client.get(HR_HOLIDAY_API.master).json<HolidayMasterLookups>()).offices,
  };
}

export type TravelRatesApi = ReturnType<typeof travelRatesApi>;

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useTravelRatesApi(): TravelRatesApi {
  return useMemo(() => travelRatesApi(apiClient()), []);
}
