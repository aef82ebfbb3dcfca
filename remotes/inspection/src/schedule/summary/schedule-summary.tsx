import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  Permissions,
  SCHEDULE_SCREEN_PATHS as PATHS,
  type ScheduleRow,
  type ScheduleSearchRequest,
  type SearchRequest,
} from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, usePermission } from '@portal/shell-contract';
import { useScheduleApi } from '../use-schedule-api';
import { scheduleColumns } from './schedule-columns';
import {
  SCHEDULE_FILTER_DEFAULTS,
  ScheduleFilterFields,
  type ScheduleState,
  type ScheduleSummaryFilters,
} from './schedule-filters';
import { useScheduleOffices } from './use-schedule-offices';

const P = Permissions.ScheduleSummary;

const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.length ? (value as number[]) : undefined;
const day = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The kit's search request as the schedule summary takes it: only its own fields, empty ones left out. */
export function toScheduleRequest(
  request: SearchRequest,
  focusBookingId: number | null,
): ScheduleSearchRequest {
  const body: ScheduleSearchRequest = {
    skip: request.skip,
    take: request.take,
    state: (request.state as ScheduleState | null) ?? 'waiting',
  };
  const text = typeof request.searchText === 'string' ? request.searchText.trim() : '';
  if (text) body.searchText = text;
  if (day(request.dateFrom)) body.dateFrom = day(request.dateFrom);
  if (day(request.dateTo)) body.dateTo = day(request.dateTo);
  if (ids(request.officeIds)) body.officeIds = ids(request.officeIds);
  if (ids(request.countryIds)) body.countryIds = ids(request.countryIds);
  if (ids(request.customerIds)) body.customerIds = ids(request.customerIds);
  if (focusBookingId) body.focusBookingId = focusBookingId;
  return body;
}

/**
 * Bookings waiting for inspectors and those already given some, for planners. The ScheduleInspection
 * task opens it on its booking (schedule-summary/{id}): the server lists that one first, here it stands out.
 */
export function ScheduleSummary() {
  const api = useScheduleApi();
  const intl = useIntl();
  const link = useEntityLink();
  const canAllocate = usePermission(P.Allocate);
  const lookups = useScheduleOffices(api);
  const { id } = useParams();
  const focusId = Number.isInteger(Number(id)) && Number(id) > 0 ? Number(id) : null;

  // The summary answers { rows, total }: the kit reads { data, total }.
  const resource = useMemo(
    () => ({
      search: async (request: SearchRequest) => {
        const answer = await api.summary(toScheduleRequest(request, focusId));
        return { result: answer.result, data: answer.rows ?? [], total: answer.total ?? 0 };
      },
    }),
    [api, focusId],
  );
  const allocation = useCallback((row: ScheduleRow) => link(`${PATHS.allocation}/${row.id}`), [link]);
  const columns = useMemo(
    () => scheduleColumns(intl, { focusId, allocateLink: canAllocate ? allocation : null }),
    [intl, focusId, canAllocate, allocation],
  );

  return (
    <SummaryPage<ScheduleRow, ScheduleSummaryFilters>
      titleId="inspection.schedule.summary.title"
      screenKey="schedule-summary"
      resource={resource}
      columns={columns}
      filterDefaults={SCHEDULE_FILTER_DEFAULTS}
      renderFilters={() => <ScheduleFilterFields api={api} lookups={lookups} />}
      permissions={summaryPermissions(P)}
      rowLink={allocation}
      rowClassName={(row) => (row.id === focusId ? '!bg-amber-50 font-medium' : undefined)}
      exportName="schedule"
    />
  );
}
