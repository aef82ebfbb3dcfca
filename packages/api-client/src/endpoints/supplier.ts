import type { KyInstance } from 'ky';
import {
  SUPPLIER_API,
  type FactoryDataSourceRequest,
  type FactoryMappingLinkRequest,
  type FactoryMappingLinkResponse,
  type FactoryMappingState,
  type FactoryMappingSubmit,
  type FactoryMappingSubmitResponse,
  type SearchResponse,
  type SupplierCreate,
  type SupplierDataSourceRequest,
  type SupplierDetail,
  type SupplierLiteRequest,
  type SupplierLiteResponse,
  type SupplierRow,
  type SupplierSearchRequest,
} from '@portal/domain';
import { dataSourceClient, resourceClient } from './resource';

/** Suppliers and factories (/api/Supplier) and the public factory-mapping calls. */
export function supplierEndpoints(client: KyInstance) {
  return {
    /** The summary over both kinds. */
    summary: {
      search: (request: SupplierSearchRequest) =>
        client.post(SUPPLIER_API.search, { json: request }).json<SearchResponse<SupplierRow>>(),
      export: (request: SupplierSearchRequest) =>
        client.post(SUPPLIER_API.export, { json: request, timeout: false }).blob(),
    },
    supplier: resourceClient<SupplierRow, SupplierDetail, SupplierCreate, SupplierSearchRequest>(
      client,
      SUPPLIER_API.supplier,
    ),
    factory: resourceClient<SupplierRow, SupplierDetail, SupplierCreate, SupplierSearchRequest>(
      client,
      SUPPLIER_API.factory,
    ),
    supplierDataSource: dataSourceClient<SupplierDataSourceRequest>(client, SUPPLIER_API.supplierDataSource),
    factoryDataSource: dataSourceClient<FactoryDataSourceRequest>(client, SUPPLIER_API.factoryDataSource),
    lite: (body: SupplierLiteRequest) =>
      client.post(SUPPLIER_API.lite, { json: body }).json<SupplierLiteResponse>(),
    mappingLink: (supplierId: number, body: FactoryMappingLinkRequest = {}) =>
      client.post(SUPPLIER_API.mappingLink(supplierId), { json: body }).json<FactoryMappingLinkResponse>(),
  };
}

/** The public page's calls: no sign-in, the token is the key. 400 answers come back with their errors. */
export function factoryMappingEndpoints(client: KyInstance) {
  return {
    state: (token: string) => client.get(SUPPLIER_API.mapping(token)).json<FactoryMappingState>(),
    submit: async (token: string, body: FactoryMappingSubmit): Promise<FactoryMappingSubmitResponse> => {
      const response = await client.post(SUPPLIER_API.mapping(token), { json: body, throwHttpErrors: false });
      if (response.ok || response.status === 400)
        return (await response.json()) as FactoryMappingSubmitResponse;
      throw new Error(`factory mapping failed with HTTP ${response.status}`);
    },
  };
}

export type SupplierEndpoints = ReturnType<typeof supplierEndpoints>;
