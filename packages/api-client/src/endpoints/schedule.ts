import type { KyInstance } from 'ky';
import {
  ResourceResult,
  SCHEDULE_API as API,
  SCHEDULING_CONFIG_API as CONFIG,
  type AllocationDetail,
  type AllocationSaveBody,
  type AllocationSaveResult,
  type FoodAllowanceCreate,
  type FoodAllowanceDetail,
  type FoodAllowanceFilter,
  type FoodAllowanceRow,
  type OccupancyRequest,
  type OccupancyResult,
  type OtherMandayCreate,
  type OtherMandayDetail,
  type OtherMandayFilter,
  type OtherMandayRow,
  type QcAvailability,
  type QcAvailabilityRequest,
  type QcBlockBody,
  type QcBlockRow,
  type QcBlockSearchRequest,
  type QcCandidate,
  type QcCandidateRequest,
  type QcDashboard,
  type SaveResponse,
  type ScheduleSearchRequest,
  type ScheduleSearchResponse,
  type SearchRequest,
  type StartingPortCreate,
  type StartingPortDetail,
  type StartingPortFilter,
  type StartingPortRow,
  type TravelMatrixCreate,
  type TravelMatrixDetail,
  type TravelMatrixFilter,
  type TravelMatrixRow,
  type TravelTariffCreate,
  type TravelTariffDetail,
  type TravelTariffFilter,
  type TravelTariffRow,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
  type WorkloadMatrixFilter,
  type WorkloadMatrixRow,
} from '@portal/domain';
import { resourceClient, saveResponse } from './resource';

/** A 404 answered with a result code (a record of another entity, or gone) read as that result. */
async function notFoundAsResult<Answer extends { result: number }>(response: Response): Promise<Answer> {
  if (response.ok || response.status === 404) return (await response.json()) as Answer;
  throw new Error(`request failed with HTTP ${response.status}`);
}

/**
 * Scheduling: the schedule summary, a booking's allocation (its save answers the refusals per QC and day
 * on 400), the ranked QCs of a day, availability, blocks, occupancy and the inspector's dashboard.
 */
export function scheduleEndpoints(client: KyInstance) {
  return {
    summary: (body: ScheduleSearchRequest) =>
      client.post(API.summary, { json: body }).json<{ result: number } & ScheduleSearchResponse>(),
    /** Another entity's booking, or none, answers 404: read here as NotFound, like the kit's records. */
    allocation: async (bookingId: number): Promise<{ result: number; data?: AllocationDetail }> => {
      const response = await client.get(API.allocation(bookingId), { throwHttpErrors: false });
      if (response.status === 404) return { result: ResourceResult.NotFound };
      if (!response.ok) throw new Error(`allocation failed with HTTP ${response.status}`);
      return (await response.json()) as { result: number; data: AllocationDetail };
    },
    saveAllocation: async (bookingId: number, body: AllocationSaveBody): Promise<AllocationSaveResult> => {
      const response = await client.put(API.allocation(bookingId), { json: body, throwHttpErrors: false });
      if (response.status === 400) {
        const refused = (await response.clone().json()) as AllocationSaveResult;
        if (refused.refusals) return { ...refused, result: ResourceResult.Invalid };
      }
      return saveResponse<AllocationDetail>(response);
    },
    candidates: (bookingId: number, body: QcCandidateRequest) =>
      client.post(API.candidates(bookingId), { json: body }).json<{ result: number; data: QcCandidate[] }>(),
    availability: (body: QcAvailabilityRequest) =>
      client.post(API.availability, { json: body }).json<{ result: number; data: QcAvailability }>(),
    qcStaff: (
      body: SearchRequest & {
        officeCountryIds?: number[];
        qcIds?: number[];
        operationalCountryIds?: number[];
      },
    ) =>
      client
        .post(API.qcStaff, { json: body })
        .json<{ result: number; dataSourceList: { id: number; name: string }[] }>(),
    searchBlocks: (body: QcBlockSearchRequest) =>
      client
        .post(API.qcBlockSearch, { json: body })
        .json<{ result: number; rows: QcBlockRow[]; total: number }>(),
    block: async (body: QcBlockBody) =>
      saveResponse<QcBlockRow[]>(await client.post(API.qcBlock, { json: body, throwHttpErrors: false })),
    /** Success, or NotFound (HTTP 404) when the block is gone or of another entity. */
    unblock: async (blockId: number) =>
      notFoundAsResult<{ result: number; message?: string }>(
        await client.delete(`${API.qcBlock}/${blockId}`, { throwHttpErrors: false }),
      ),
    occupancy: (body: OccupancyRequest) =>
      client.post(API.occupancy, { json: body }).json<{ result: number; data: OccupancyResult }>(),
    occupancyExport: (body: OccupancyRequest) => client.post(API.occupancyExport, { json: body }).blob(),
    qcDashboard: (timeZone: string) =>
      client
        .get(API.qcDashboard, { searchParams: { timeZone } })
        .json<{ result: number; data: QcDashboard }>(),
    /** The dashboard again; NotFound when the allocation is not the caller's, Invalid with a field message. */
    finish: async (allocationId: number, finishedAt?: string, timeZone?: string) => {
      const response = await client.post(API.finish(allocationId), {
        json: { finishedAt },
        ...(timeZone ? { searchParams: { timeZone } } : {}),
        throwHttpErrors: false,
      });
      if (response.status === 404) return notFoundAsResult<SaveResponse<QcDashboard>>(response);
      return saveResponse<QcDashboard>(response);
    },
  };
}

export type ScheduleEndpoints = ReturnType<typeof scheduleEndpoints>;

/** The rates and man-day rules behind allocation: six kit resources. */
export function schedulingConfigEndpoints(client: KyInstance) {
  return {
    workloadMatrix: resourceClient<
      WorkloadMatrixRow,
      WorkloadMatrixDetail,
      WorkloadMatrixCreate,
      SearchRequest & WorkloadMatrixFilter
    >(client, CONFIG.workloadMatrix),
    otherManday: resourceClient<
      OtherMandayRow,
      OtherMandayDetail,
      OtherMandayCreate,
      SearchRequest & OtherMandayFilter
    >(client, CONFIG.otherManday),
    startingPort: resourceClient<
      StartingPortRow,
      StartingPortDetail,
      StartingPortCreate,
      SearchRequest & StartingPortFilter
    >(client, CONFIG.startingPort),
    travelMatrix: resourceClient<
      TravelMatrixRow,
      TravelMatrixDetail,
      TravelMatrixCreate,
      SearchRequest & TravelMatrixFilter
    >(client, CONFIG.travelMatrix),
    travelTariff: resourceClient<
      TravelTariffRow,
      TravelTariffDetail,
      TravelTariffCreate,
      SearchRequest & TravelTariffFilter
    >(client, CONFIG.travelTariff),
    foodAllowance: resourceClient<
      FoodAllowanceRow,
      FoodAllowanceDetail,
      FoodAllowanceCreate,
      SearchRequest & FoodAllowanceFilter
    >(client, CONFIG.foodAllowance),
  };
}

export type SchedulingConfigEndpoints = ReturnType<typeof schedulingConfigEndpoints>;
