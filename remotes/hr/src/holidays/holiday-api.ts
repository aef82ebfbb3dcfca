import { useMemo } from 'react';
import {
  HR_HOLIDAY_API as API,
  ResourceResult,
  type DeleteResponse,
  type GetResponse,
  type HolidayDelete,
  type HolidayDetail,
  type HolidayMasterLookups,
  type HolidayRow,
  type HolidaySave,
  type SaveResponse,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type KyInstance = ReturnType<typeof apiClient>;

interface FieldErrorBody {
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

/** 200, 409 and 400 all come back as a SaveResponse (as the kit's resource client does). */
async function saveAnswer(response: Response): Promise<SaveResponse<HolidayDetail>> {
  if (response.ok || response.status === 409) return (await response.json()) as SaveResponse<HolidayDetail>;
  if (response.status === 400) {
    const body = (await response.json()) as FieldErrorBody;
    // Rule-file errors carry the translated text beside the message key.
    const errors = (body.errors ?? []).map((error) => ({
      field: error.field,
      message: error.text ?? error.message,
    }));
    return { result: ResourceResult.Invalid, message: body.message, errors };
  }
  throw new Error(`holiday save failed with HTTP ${response.status}`);
}

/** The holiday calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function hrHolidayEndpoints(client: KyInstance) {
  const save = (body: HolidaySave) =>
    client.post(API.edit, { json: body, throwHttpErrors: false }).then(saveAnswer);
  const holiday = {
    search: (request: SearchRequest) =>
      client.post(API.search, { json: request }).json<SearchResponse<HolidayRow>>(),
    get: (id: number) => client.get(`${API.holiday}/${id}`).json<GetResponse<HolidayDetail>>(),
    create: (body: HolidaySave) => save({ ...body, id: 0, version: 0 }),
    update: (body: HolidayDetail) => save(body),
    /** The kit's own Delete is not offered: the delete panel asks "this year or every year" first. */
    remove: (id: number) =>
      client.post(API.delete, { json: { id, forAllIterations: true } }).json<DeleteResponse>(),
    delete: (body: HolidayDelete) => client.post(API.delete, { json: body }).json<DeleteResponse>(),
  };
  return {
    holiday,
    lookups: () => client.get(API.master).json<HolidayMasterLookups>(),
  };
}

export type HrHolidayApi = ReturnType<typeof hrHolidayEndpoints>;

export function useHrHolidayApi(): HrHolidayApi {
  return useMemo(() => hrHolidayEndpoints(apiClient()), []);
}
