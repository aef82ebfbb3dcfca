import type { KyInstance } from 'ky';
import {
  EXPENSE_API as API,
  HR_STAFF_API,
  ResourceResult,
  UploadResult,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type ExpenseDetail,
  type ExpenseLookups,
  type ExpenseRow,
  type ExpenseSave,
  type ExpenseStep,
  type ExpenseStepRequest,
  type ExpenseUploadResponse,
  type GetResponse,
  type SearchRequest,
  type SearchResponse,
  type StaffDataSourceRequest,
} from '@portal/domain';
import { translatedSaveResponse } from './resource';

/** A step that is not the caller's answers 403 with the reason, which the screen shows like a 400's. */
const EXPENSE_INVALID_STATUSES = [400, 403];

/** The expense claim calls (EXPENSE_API) shaped for the kit's SummaryPage and EditPage. */
export function expenseEndpoints(client: KyInstance) {
  const send = (url: string, json: unknown) =>
    client
      .post(url, { json, throwHttpErrors: false })
      .then((response) => translatedSaveResponse<ExpenseDetail>(response, EXPENSE_INVALID_STATUSES));
  const claims = {
    search: (request: SearchRequest) =>
      client.post(API.search, { json: request }).json<SearchResponse<ExpenseRow>>(),
    export: (request: SearchRequest) => client.post(API.export, { json: request, timeout: false }).blob(),
    get: (id: number) => client.get(`${API.claim}/${id}`).json<GetResponse<ExpenseDetail>>(),
    create: (body: ExpenseSave) => send(API.save, { ...body, id: 0, version: 0 }),
    update: (body: ExpenseSave) => send(API.save, body),
    // A claim is cancelled, never deleted.
    remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
  };
  return {
    claims,
    pending: (request: SearchRequest) =>
      client.post(API.pending, { json: request }).json<SearchResponse<ExpenseRow>>(),
    lookups: () => client.get(API.lookups).json<ExpenseLookups>(),
    step: (id: number, step: ExpenseStep, body: ExpenseStepRequest) =>
      send(`${API.step}/${id}/${step}`, body),
    /** Uploads answer an UploadResult, also for a refused type or size; 403 and 409 carry a message. */
    upload: async (claimId: number, file: File): Promise<ExpenseUploadResponse> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await client.post(`${API.step}/${claimId}/receipt`, {
        body: form,
        timeout: false,
        throwHttpErrors: false,
      });
      const body = (await response.json().catch(() => ({}))) as ExpenseUploadResponse;
      return response.ok ? body : { result: UploadResult.Failure, message: body.message };
    },
    /** A receipt as a blob: a plain link could not send the token. */
    receipt: (receiptId: number) => client.get(`${API.receipt}/${receiptId}`).blob(),
    removeReceipt: (receiptId: number) =>
      client.delete(`${API.receipt}/${receiptId}`).json<{ result: number }>(),
    staffDataSource: (request: DataSourceRequest) =>
      client
        .post(HR_STAFF_API.staffDataSource, { json: request as StaffDataSourceRequest })
        .json<DataSourceResponse>(),
  };
}

export type ExpenseApi = ReturnType<typeof expenseEndpoints>;
