import { useMemo } from 'react';
import { dataSourceClient, geographyEndpoints, supplierEndpoints } from '@portal/api-client';
import { CUSTOMER_API } from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

/** The typed supplier clients, the geography lookups of the addresses and the customer lookup. */
export function useSupplierApi() {
  return useMemo(() => {
    const client = apiClient();
    return {
      ...supplierEndpoints(client),
      geography: geographyEndpoints(client),
      customerDataSource: dataSourceClient(client, CUSTOMER_API.dataSource),
    };
  }, []);
}

export type SupplierApi = ReturnType<typeof useSupplierApi>;
