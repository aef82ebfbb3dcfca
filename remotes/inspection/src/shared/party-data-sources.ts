import { dataSourceClient } from '@portal/api-client';
import {
  CUSTOMER_API,
  PRODUCT_API,
  SUPPLIER_API,
  type FactoryDataSourceRequest,
  type ProductDataSourceRequest,
  type SupplierDataSourceRequest,
} from '@portal/domain';
import type { apiClient } from '@portal/shell-contract';

/** The select lookups purchase orders and bookings both pick from: customers, suppliers, factories, products. */
export function partyDataSources(client: ReturnType<typeof apiClient>) {
  return {
    customerDataSource: dataSourceClient(client, CUSTOMER_API.dataSource),
    supplierDataSource: dataSourceClient<SupplierDataSourceRequest>(client, SUPPLIER_API.supplierDataSource),
    /** Narrowed to a supplier's factories with `supplierIdList`. */
    factoryDataSource: dataSourceClient<FactoryDataSourceRequest>(client, SUPPLIER_API.factoryDataSource),
    /** A customer's products with `customerIds`. */
    productDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.customerProductDataSource,
    ),
  };
}
