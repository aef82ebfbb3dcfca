import { useParams } from 'react-router-dom';
import type { AllocationDetail } from '@portal/domain';
import { useRecord } from '@portal/screen-kit';
import { useScheduleApi } from '../../shared/api/use-schedule-api';

/** The kit's record loader wants an id and a version at the top: the booking's. */
export interface LoadedAllocation {
  id: number;
  version: number;
  detail: AllocationDetail;
}

export const loadedAllocation = (detail: AllocationDetail): LoadedAllocation => ({
  id: detail.booking.id,
  version: detail.booking.version,
  detail,
});

/** The allocation of the booking named by the route's `:id` (GET api/Schedule/allocation/{id}). */
export function useAllocation() {
  const api = useScheduleApi();
  const { id } = useParams();
  const bookingId = Number(id);
  const valid = Number.isInteger(bookingId) && bookingId > 0;
  const loaded = useRecord<LoadedAllocation>(valid ? bookingId : -1, async (key) => {
    const answer = await api.allocation(key);
    return { result: answer.result, data: answer.data ? loadedAllocation(answer.data) : undefined };
  });
  return { api, bookingId, ...loaded };
}
