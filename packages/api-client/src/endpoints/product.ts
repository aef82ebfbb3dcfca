import type { KyInstance } from 'ky';
import {
  PRODUCT_API,
  type CustomerProductCreate,
  type CustomerProductDetail,
  type CustomerProductRow,
  type CustomerProductSearchRequest,
  type CustomerStyleCreate,
  type CustomerStyleDetail,
  type CustomerStyleRow,
  type CustomerStyleSearchRequest,
  type DataSourceRequest,
  type DataSourceResponse,
  type DataSourceItem,
  type ProductCategoryCreate,
  type ProductCategoryDetail,
  type ProductCategoryResource,
  type ProductCategoryRow,
  type ProductCategorySearchRequest,
  type ProductDataSourceRequest,
} from '@portal/domain';
import { dataSourceClient, resourceClient } from './resource';

const categoryClient = (client: KyInstance, resource: ProductCategoryResource) =>
  resourceClient<
    ProductCategoryRow,
    ProductCategoryDetail,
    ProductCategoryCreate,
    ProductCategorySearchRequest
  >(client, PRODUCT_API[resource]);

/** Product taxonomy (four levels), customer products and styles, their datasources and customer lookups. */
export function productEndpoints(client: KyInstance) {
  return {
    productCategory: categoryClient(client, 'productCategory'),
    productSubCategory: categoryClient(client, 'productSubCategory'),
    productSub2Category: categoryClient(client, 'productSub2Category'),
    productSub3Category: categoryClient(client, 'productSub3Category'),
    productCategoryDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.productCategoryDataSource,
    ),
    productSubCategoryDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.productSubCategoryDataSource,
    ),
    productSub2CategoryDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.productSub2CategoryDataSource,
    ),
    productSub3CategoryDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.productSub3CategoryDataSource,
    ),
    customerProduct: resourceClient<
      CustomerProductRow,
      CustomerProductDetail,
      CustomerProductCreate,
      CustomerProductSearchRequest
    >(client, PRODUCT_API.customerProduct),
    customerProductDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.customerProductDataSource,
    ),
    customerStyle: resourceClient<
      CustomerStyleRow,
      CustomerStyleDetail,
      CustomerStyleCreate,
      CustomerStyleSearchRequest
    >(client, PRODUCT_API.customerStyle),
    customerStyleDataSource: dataSourceClient<ProductDataSourceRequest>(
      client,
      PRODUCT_API.customerStyleDataSource,
    ),
    customerDataSource: dataSourceClient<DataSourceRequest>(client, PRODUCT_API.customerDataSource),
    /** The categories a customer's products use (spec 7 getcustomerproductcategory). */
    customerProductCategories: (customerId: number) =>
      client
        .get(`${PRODUCT_API.customerProductCategory}/${customerId}`)
        .json<DataSourceResponse<DataSourceItem>>(),
  };
}

export type ProductEndpoints = ReturnType<typeof productEndpoints>;
