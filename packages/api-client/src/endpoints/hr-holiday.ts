import type { KyInstance } from 'ky';
import {
  HR_HOLIDAY_API as API,
  type DeleteResponse,
  type GetResponse,
  type HolidayDelete,
  type HolidayDetail,
  type HolidayMasterLookups,
  type HolidayRow,
  type HolidaySave,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';
import { translatedSaveResponse } from './resource';

/** The holiday calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function hrHolidayEndpoints(client: KyInstance) {
  const save = (body: HolidaySave) =>
    client
      .post(API.edit, { json: body, throwHttpErrors: false })
      .then((response) => translatedSaveResponse<HolidayDetail>(response));
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
