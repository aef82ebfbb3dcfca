import { useMemo } from 'react';
import { bookingEndpoints, dataSourceClient } from '@portal/api-client';
import {
  CUSTOMER_API,
  PRODUCT_API,
  SUPPLIER_API,
  type FactoryDataSourceRequest,
  type ProductDataSourceRequest,
  type SupplierDataSourceRequest,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type Client = ReturnType<typeof apiClient>;

/**
 * The booking calls (resource, steps, split, combine, picking, history, sampling, lookups, attachments,
 * settings) and the lookups the booking screens pick parties and products from. Offices have no
 * datasource of their own: they come with `lookups(customerId)`.
 */
export function bookingApi(client: Client) {
  return {
    ...bookingEndpoints(client),
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

export type BookingApi = ReturnType<typeof bookingApi>;

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useBookingApi(): BookingApi {
  return useMemo(() => bookingApi(apiClient()), []);
}
