import type { KyInstance } from 'ky';
import {
  HR_LEAVE_TYPE_API as API,
  ResourceResult,
  type DeleteResponse,
  type GetResponse,
  type LeaveAllocationSave,
  type LeaveAllocationSearchRequest,
  type LeaveAllocationSearchResponse,
  type LeaveTypeDetail,
  type LeaveTypeSave,
} from '@portal/domain';
import { listResource } from './list-resource';
import { translatedFieldMessages, translatedSaveResponse, type TranslatedValidationBody } from './resource';

export type AllocationSaveAnswer = { ok: true } | { ok: false; errors: { field: string; message: string }[] };

/** The leave type and allocation calls, the types shaped for the kit's SummaryPage and EditPage. */
export function hrLeaveTypeEndpoints(client: KyInstance) {
  const save = (body: LeaveTypeSave) =>
    client
      .post(API.save, { json: body, throwHttpErrors: false })
      .then((response) => translatedSaveResponse<LeaveTypeDetail>(response));
  const types = listResource<LeaveTypeDetail>(
    async () => (await client.get(API.list).json<{ data?: LeaveTypeDetail[] }>()).data ?? [],
    ['name', 'code'],
  );
  return {
    leaveType: {
      ...types,
      get: (id: number) => client.get(`${API.type}/${id}`).json<GetResponse<LeaveTypeDetail>>(),
      create: (body: LeaveTypeSave) => save({ ...body, id: 0, version: 0 }),
      update: (body: LeaveTypeDetail) => save(body),
      // A type is deactivated, never deleted (requests and allocations point at it).
      remove: async (): Promise<DeleteResponse> => ({ result: ResourceResult.InUse }),
    },
    allocations: (request: LeaveAllocationSearchRequest) =>
      client.post(API.allocations, { json: request }).json<LeaveAllocationSearchResponse>(),
    saveAllocations: async (body: LeaveAllocationSave): Promise<AllocationSaveAnswer> => {
      const response = await client.post(API.allocationsSave, { json: body, throwHttpErrors: false });
      if (response.ok) return { ok: true };
      if (response.status === 400)
        return {
          ok: false,
          errors: translatedFieldMessages((await response.json()) as TranslatedValidationBody),
        };
      throw new Error(`allocation save failed with HTTP ${response.status}`);
    },
  };
}

export type HrLeaveTypeApi = ReturnType<typeof hrLeaveTypeEndpoints>;
