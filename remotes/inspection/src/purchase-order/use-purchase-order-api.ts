import { useMemo } from 'react';
import { dataSourceClient, purchaseOrderEndpoints } from '@portal/api-client';
import {
  CUSTOMER_API,
  GEOGRAPHY_API,
  PRODUCT_API,
  SUPPLIER_API,
  type CountryDataSourceRequest,
  type FactoryDataSourceRequest,
  type ProductDataSourceRequest,
  type SupplierDataSourceRequest,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type Client = ReturnType<typeof apiClient>;

/** The purchase order calls and the lookups their screens pick from. */
export function purchaseOrderApi(client: Client) {
  return {
    ...purchaseOrderEndpoints(client),
    customerDataSource: dataSourceClient(client, CUSTOMER_API.dataSource),
    supplierDataSource: dataSourceClient<SupplierDataSourceRequest>(client, SUPPLIER_API.supplierDataSource),
    /** Narrowed to a supplier's factories with `supplierIdList`. */
    factoryDataSource: dataSourceClient<FactoryDataSourceRequest>(client, SUPPLIER_API.factoryDataSource),
    /** A customer's products with `customerIds`. */
    productDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.customerProductDataSource,
    ),
    countryDataSource: dataSourceClient<CountryDataSourceRequest>(client, GEOGRAPHY_API.countryDataSource),
  };
}

export type PurchaseOrderApi = ReturnType<typeof purchaseOrderApi>;

export function usePurchaseOrderApi(): PurchaseOrderApi {
  return useMemo(() => purchaseOrderApi(apiClient()), []);
}
