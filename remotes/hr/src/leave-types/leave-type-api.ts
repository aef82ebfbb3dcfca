import { useMemo } from 'react';
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
  type SaveResponse,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import { listResource } from '../staff/list-resource';

type KyInstance = ReturnType<typeof apiClient>;

interface FieldErrorBody {
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

/** 400 field errors with their text in the user's language (rule-file errors carry it in `text`). */
async function fieldErrors(response: Response) {
  const body = (await response.json()) as FieldErrorBody;
  return {
    message: body.message,
    errors: (body.errors ?? []).map((error) => ({
      field: error.field,
      message: error.text ?? error.message,
    })),
  };
}

async function saveAnswer(response: Response): Promise<SaveResponse<LeaveTypeDetail>> {
  if (response.ok || response.status === 409) return (await response.json()) as SaveResponse<LeaveTypeDetail>;
  if (response.status === 400) return { result: ResourceResult.Invalid, ...(await fieldErrors(response)) };
  throw new Error(`leave type save failed with HTTP ${response.status}`);
}

export type AllocationSaveAnswer = { ok: true } | { ok: false; errors: { field: string; message: string }[] };

/** The leave type and allocation calls, the types shaped for the kit's SummaryPage and EditPage. */
export function hrLeaveTypeEndpoints(client: KyInstance) {
  const save = (body: LeaveTypeSave) =>
    client.post(API.save, { json: body, throwHttpErrors: false }).then(saveAnswer);
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
      if (response.status === 400) return { ok: false, errors: (await fieldErrors(response)).errors };
      throw new Error(`allocation save failed with HTTP ${response.status}`);
    },
  };
}

export type HrLeaveTypeApi = ReturnType<typeof hrLeaveTypeEndpoints>;

export function useHrLeaveTypeApi(): HrLeaveTypeApi {
  return useMemo(() => hrLeaveTypeEndpoints(apiClient()), []);
}
