import type { KyInstance } from 'ky';
import {
  HR_STAFF_API as API,
  ResourceResult,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type GetResponse,
  type OfficeDetail,
  type OfficeHoliday,
  type OfficeRow,
  type OfficeSave,
  type OutsourceCompanyRow,
  type OutsourceCompanySave,
  type PayrollCompanyRow,
  type PayrollCompanySave,
  type SearchRequest,
  type SearchResponse,
  type StaffByCompanyRequest,
  type StaffDataSourceRequest,
  type StaffDetail,
  type StaffLookups,
  type StaffRow,
  type StaffSave,
  type UploadResponse,
} from '@portal/domain';
import { listResource } from './list-resource';
import { translatedSaveResponse } from './resource';

const path = (url: string) => url.replace(/^\/+/, '');

/** The staff, office and HR company calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function hrStaffEndpoints(client: KyInstance) {
  const save = <Detail>(url: string, body: unknown) =>
    client
      .post(url, { json: body, throwHttpErrors: false })
      .then((response) => translatedSaveResponse<Detail>(response));
  const staff = {
    search: (request: SearchRequest) =>
      client.post(API.search, { json: request }).json<SearchResponse<StaffRow>>(),
    export: (request: SearchRequest) =>
      client.post(API.staffExport, { json: request, timeout: false }).blob(),
    get: (id: number) => client.get(`${API.staffEdit}/${id}`).json<GetResponse<StaffDetail>>(),
    create: (body: StaffSave) => save<StaffDetail>(API.staffSave, { ...body, id: 0, version: 0 }),
    update: (body: StaffDetail) => save<StaffDetail>(API.staffSave, body),
    remove: (id: number) => client.post(API.staffDelete, { json: { id } }).json<DeleteResponse>(),
  };
  const offices = listResource<OfficeRow>(
    async () => (await client.get(API.offices).json<{ data?: OfficeRow[] }>()).data ?? [],
    ['name', 'code', 'countryName', 'cityName', 'email'],
  );
  const office = {
    ...offices,
    export: () => client.post(API.officeExport, { json: {}, timeout: false }).blob(),
    get: (id: number) => client.get(`${API.offices}/${id}`).json<GetResponse<OfficeDetail>>(),
    create: (body: OfficeSave) => save<OfficeDetail>(API.officeSave, { ...body, id: 0, version: 0 }),
    update: (body: OfficeDetail) => save<OfficeDetail>(API.officeSave, body),
    // Offices are deactivated, never deleted (their staff and holidays point at them).
    remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
    holidays: (id: number, year: number) =>
      client
        .get(`${API.offices}/${id}/holidays`, { searchParams: { year } })
        .json<{ result: number; year: number; data: OfficeHoliday[] }>(),
  };
  const outsourceCompany = {
    search: (request: SearchRequest) =>
      client.post(API.outsourceCompanySearch, { json: request }).json<SearchResponse<OutsourceCompanyRow>>(),
    get: async (id: number): Promise<GetResponse<OutsourceCompanyRow>> => {
      // No single-record call in the spec: the search by id answers it.
      const page = await outsourceCompany.search({ skip: 0, take: 200 });
      const data = page.data.find((row) => row.id === id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
    create: (body: OutsourceCompanySave) =>
      save<OutsourceCompanyRow>(API.outsourceCompanySave, { ...body, id: 0, version: 0 }),
    update: (body: OutsourceCompanyRow) => save<OutsourceCompanyRow>(API.outsourceCompanySave, body),
    remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
  };
  const payrollList = listResource<PayrollCompanyRow & { version: number }>(
    async () =>
      ((await client.get(API.payrollCompanies).json<{ data?: PayrollCompanyRow[] }>()).data ?? []).map(
        (row) => ({
          ...row,
          // Payroll companies carry no version: every read is version 1, the last save wins.
          version: 1,
        }),
      ),
    ['name', 'countryName'],
  );
  const payrollCompany = {
    ...payrollList,
    get: async (id: number): Promise<GetResponse<PayrollCompanyRow & { version: number }>> => {
      const data = (await payrollList.all()).find((row) => row.id === id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
    create: (body: PayrollCompanySave) =>
      save<PayrollCompanyRow & { version: number }>(API.payrollCompanySave, { ...body, id: 0 }),
    update: (body: PayrollCompanyRow & { version: number }) =>
      save<PayrollCompanyRow & { version: number }>(API.payrollCompanySave, {
        id: body.id,
        name: body.name,
        countryId: body.countryId,
        isActive: body.isActive,
      }),
    remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
  };
  const list = (url: string) => client.get(url).json<DataSourceResponse>();
  return {
    staff,
    office,
    outsourceCompany,
    payrollCompany,
    lookups: () => client.get(API.base).json<StaffLookups>(),
    subDepartments: (departmentId: number) => list(`${API.subDepartments}/${departmentId}`),
    states: (countryId: number) => list(`${API.states}/${countryId}`),
    cities: (provinceId: number) => list(`${API.cities}/${provinceId}`),
    hukoLocations: (request: DataSourceRequest) =>
      client.post(API.hukoLocations, { json: request }).json<DataSourceResponse>(),
    staffDataSource: (request: DataSourceRequest) =>
      client
        .post(API.staffDataSource, { json: request as StaffDataSourceRequest })
        .json<DataSourceResponse>(),
    staffByCompany: (body: StaffByCompanyRequest) =>
      client.post(API.staffByCompany, { json: body }).json<{
        result: number;
        data: { id: number; fullName: string; employeeNo: string; officeName: string | null }[];
      }>(),
    validate: (id: number) =>
      client.get(`${API.validate}/${id}`).json<{ result: number; isValid: boolean; isOwnRecord?: boolean }>(),
    removeHrAccess: (id: number) =>
      client.post(API.removeHrAccess, { json: { id } }).json<{ result: number }>(),
    uploadPhoto: (id: number, file: File) => upload(client, `${API.staffPhotoUpload}/${id}`, file),
    attachFile: (id: number, file: File) => upload(client, `${API.staffAttach}/${id}`, file),
    removeFile: (fileId: number) => client.delete(`${API.staffFile}/${fileId}`).json<{ result: number }>(),
    /** A protected file (photo, attachment) as a blob: an <img> or a link could not send the token. */
    file: (url: string) => client.get(path(url)).blob(),
    fileOf: (fileId: number) => client.get(`${API.staffFile}/${fileId}`).blob(),
  };
}

/** Uploads answer 200 with an UploadResult, also for a refused type or size. */
async function upload(client: KyInstance, url: string, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.post(url, { body: form, timeout: false }).json<UploadResponse>();
}

export type HrStaffApi = ReturnType<typeof hrStaffEndpoints>;
