import type { KyInstance } from 'ky';
import {
  CUSTOMER_API as API,
  CustomerSaveResult,
  ResourceResult,
  type CustomerBrandRow,
  type CustomerBrandSave,
  type CustomerDetail,
  type CustomerFormData,
  type CustomerRow,
  type CustomerSave,
  type CustomerSearchRequest,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type GetResponse,
  type SaveResponse,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';
import { dataSourceClient, translatedFieldMessages, type TranslatedValidationBody } from './resource';

/**
 * The customer save codes overlap the kit's own numbers (8 is Conflict for the kit, DuplicateEmailFound
 * for customers), so a refused save comes back to the screen as CUSTOMER_RESULT_OFFSET + code.
 */
export const CUSTOMER_RESULT_OFFSET = 1000;

async function saveAnswer<Detail>(response: Response): Promise<SaveResponse<Detail>> {
  if (response.status === 409) return (await response.json()) as SaveResponse<Detail>;
  if (response.ok) {
    const body = (await response.json()) as { result: number; data?: Detail };
    if (body.result === CustomerSaveResult.Success)
      return { result: ResourceResult.Success, data: body.data };
    return { result: CUSTOMER_RESULT_OFFSET + body.result } as unknown as SaveResponse<Detail>;
  }
  if (response.status === 400) {
    const body = (await response.json()) as TranslatedValidationBody;
    return { result: ResourceResult.Invalid, message: body.message, errors: translatedFieldMessages(body) };
  }
  throw new Error(`save failed with HTTP ${response.status}`);
}

/** Customers (spec section 7) shaped for the kit's SummaryPage and EditPage, plus the brands. */
export function customerEndpoints(client: KyInstance) {
  const save = <Detail>(url: string, body: unknown) =>
    client.post(url, { json: body, throwHttpErrors: false }).then((response) => saveAnswer<Detail>(response));
  const customer = {
    search: (request: CustomerSearchRequest) =>
      client.post(API.search, { json: request }).json<SearchResponse<CustomerRow>>(),
    export: (request: CustomerSearchRequest) =>
      client.post(API.export, { json: request, timeout: false }).blob(),
    get: async (id: number): Promise<GetResponse<CustomerDetail>> => {
      const answer = await client.get(`${API.byId}/${id}`).json<{ result: number; data?: CustomerDetail }>();
      return answer.data
        ? { result: ResourceResult.Success, data: answer.data }
        : { result: ResourceResult.NotFound };
    },
    create: (body: CustomerSave) => save<CustomerDetail>(API.save, { ...body, id: 0, version: 0 }),
    update: (body: CustomerDetail) => save<CustomerDetail>(API.save, body),
    remove: async (id: number): Promise<DeleteResponse> => {
      const answer = await client.get(`${API.delete}/${id}`).json<{ result: number }>();
      if (answer.result === CustomerSaveResult.Success) return { result: ResourceResult.Success };
      if (answer.result === CustomerSaveResult.CustomerExists) return { result: ResourceResult.InUse };
      return { result: ResourceResult.NotFound };
    },
  };
  const brand = {
    search: (request: SearchRequest) =>
      client.post(API.brandSearch, { json: request }).json<SearchResponse<CustomerBrandRow>>(),
    export: (request: SearchRequest) =>
      client.post(API.brandExport, { json: request, timeout: false }).blob(),
    get: (id: number) => client.get(`${API.brand}/${id}`).json<GetResponse<CustomerBrandRow>>(),
    create: (body: CustomerBrandSave) =>
      save<CustomerBrandRow>(API.brandSave, { ...body, id: 0, version: 0 }),
    update: (body: CustomerBrandRow) => save<CustomerBrandRow>(API.brandSave, body),
    remove: (id: number) => client.get(`${API.brandDelete}/${id}`).json<DeleteResponse>(),
  };
  return {
    customer,
    brand,
    formData: (id: number | null) => client.get(id ? `${API.edit}/${id}` : API.add).json<CustomerFormData>(),
    customerDataSource: dataSourceClient<DataSourceRequest>(client, API.dataSource),
    list: (path: string) => client.get(`${API.base}/${path}`).json<DataSourceResponse>(),
  };
}

export type CustomerEndpoints = ReturnType<typeof customerEndpoints>;
