import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  PAGE_SIZES,
  Permissions,
  SCHEDULE_SCREEN_PATHS as PATHS,
  type ScheduleRow,
  type ScheduleSearchRequest,
  type SearchRequest,
} from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, usePermission } from '@portal/screen-kit';
import { useScheduleApi } from '../../shared/api/use-schedule-api';
import { useOfficeLookups } from '../../shared/screen-parts/use-office-lookups';
import { scheduleColumns } from './schedule-columns';
import {
  SCHEDULE_FILTER_DEFAULTS,
  ScheduleFilterFields,
  type ScheduleState,
  type ScheduleSummaryFilters,
} from './schedule-filters';

const P = Permissions.ScheduleSummary;
const SUMMARY_TAKE_MAX = Math.max(...PAGE_SIZES);

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

type SummaryAnswer = { result: number; rows: ScheduleRow[]; total: number };

/**
 * One search of the kit in pages the summary takes: the export asks for up to a thousand rows at once,
 * the summary answers at most the largest page size.
 */
export async function searchInPages(
  summary: (request: SearchRequest) => Promise<SummaryAnswer>,
  request: SearchRequest,
) {
  const rows: ScheduleRow[] = [];
  let answer: SummaryAnswer;
  do {
    const take = Math.min(request.take - rows.length, SUMMARY_TAKE_MAX);
    answer = await summary({ ...request, skip: request.skip + rows.length, take });
    rows.push(...(answer.rows ?? []));
    if ((answer.rows ?? []).length < take) break;
  } while (rows.length < request.take);
  return { result: answer.result, data: rows, total: answer.total ?? 0 };
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
  const lookups = useOfficeLookups(api);
  const { id } = useParams();
  const focusId = Number.isInteger(Number(id)) && Number(id) > 0 ? Number(id) : null;

  // The summary answers { rows, total }: the kit reads { data, total }.
  const resource = useMemo(
    () => ({
      search: (request: SearchRequest) =>
        searchInPages((page) => api.summary(toScheduleRequest(page, focusId)), request),
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
