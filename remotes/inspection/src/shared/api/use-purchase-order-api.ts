import { useMemo } from 'react';
import { dataSourceClient, purchaseOrderEndpoints } from '@portal/api-client';
import { GEOGRAPHY_API, type CountryDataSourceRequest } from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import { partyDataSources } from '../party-data-sources';

type Client = ReturnType<typeof apiClient>;

/** The purchase order calls and the lookups their screens pick from. */
export function purchaseOrderApi(client: Client) {
  return {
    ...purchaseOrderEndpoints(client),
    ...partyDataSources(client),
    countryDataSource: dataSourceClient<CountryDataSourceRequest>(client, GEOGRAPHY_API.countryDataSource),
  };
}

export type PurchaseOrderApi = ReturnType<typeof purchaseOrderApi>;

export function usePurchaseOrderApi(): PurchaseOrderApi {
  return useMemo(() => purchaseOrderApi(apiClient()), []);
}
