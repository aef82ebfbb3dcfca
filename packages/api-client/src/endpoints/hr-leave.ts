import type { KyInstance } from 'ky';
import {
  HR_LEAVE_API as API,
  HR_STAFF_API,
  ResourceResult,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type GetResponse,
  type LeaveBalanceResponse,
  type LeaveDaysRequest,
  type LeaveDetail,
  type LeaveLookups,
  type LeaveRow,
  type LeaveSave,
  type SearchRequest,
  type SearchResponse,
  type StaffDataSourceRequest,
} from '@portal/domain';
import { translatedSaveResponse, type TranslatedValidationBody } from './resource';

export type LeaveDays =
  { ok: true; days: number; daysByYear: Record<string, number> } | { ok: false; message: string };

/** The leave calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function hrLeaveEndpoints(client: KyInstance) {
  const send = (url: string, init: { json?: unknown; method?: 'get' | 'post' }) =>
    client(url, { method: init.method ?? 'post', json: init.json, throwHttpErrors: false }).then((response) =>
      translatedSaveResponse<LeaveDetail>(response),
    );
  const leave = {
    search: (request: SearchRequest) =>
      client.post(API.search, { json: request }).json<SearchResponse<LeaveRow>>(),
    export: (request: SearchRequest) => client.post(API.export, { json: request, timeout: false }).blob(),
    get: (id: number) => client.get(`${API.leaveRequest}/${id}`).json<GetResponse<LeaveDetail>>(),
    create: (body: LeaveSave) => send(API.save, { json: { ...body, id: 0, version: 0 } }),
    update: (body: LeaveSave) => send(API.save, { json: body }),
    // A request is cancelled, never deleted.
    remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
  };
  return {
    leave,
    lookups: () => client.get(API.lookups).json<LeaveLookups>(),
    approve: (id: number) => send(`${API.status}/${id}/2`, { method: 'get' }),
    cancel: (id: number) => send(`${API.status}/${id}/4`, { method: 'get' }),
    reject: (id: number, comment: string) => send(`${API.reject}/${id}`, { json: { comment } }),
    /** Working days of a range for the requester (or the staff HR enters it for). */
    days: async (input: LeaveDaysRequest): Promise<LeaveDays> => {
      const response = await client.post(API.days, { json: input, throwHttpErrors: false });
      const body = (await response.json()) as TranslatedValidationBody & {
        days?: number;
        daysByYear?: Record<string, number>;
      };
      if (response.ok) return { ok: true, days: body.days ?? 0, daysByYear: body.daysByYear ?? {} };
      return { ok: false, message: body.errors?.[0]?.message ?? body.message ?? '' };
    },
    balance: (year: number, staffId?: number | null) =>
      staffId
        ? client.post(API.balance, { json: { staffId, year } }).json<LeaveBalanceResponse>()
        : client.get(`${API.balance}/${year}`).json<LeaveBalanceResponse>(),
    staffDataSource: (request: DataSourceRequest) =>
      client
        .post(HR_STAFF_API.staffDataSource, { json: request as StaffDataSourceRequest })
        .json<DataSourceResponse>(),
  };
}

export type HrLeaveApi = ReturnType<typeof hrLeaveEndpoints>;
