import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { HR_ROUTES, Permissions, type LeaveRow, type SearchRequest } from '@portal/domain';
import {
  FormDate,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { useHrLeaveApi, type HrLeaveApi } from './leave-api';
import { LeaveStatusBadge } from './leave-status';
import { leaveStatusOptions, leaveTypeOptions, shownDay, shownDays } from './leave-values';
import { useLeaveLookups } from './use-leave-lookups';

type Filters = {
  statuses: number[];
  leaveTypeIds: number[];
  staffIds: number[];
  fromDate: string | null;
  toDate: string | null;
  year: number | null;
};
const FILTER_DEFAULTS: Filters = {
  statuses: [],
  leaveTypeIds: [],
  staffIds: [],
  fromDate: null,
  toDate: null,
  year: null,
};

/** This year, the next one and the five before: leave older than that is rarely looked up. */
const yearOptions = () => {
  const now = new Date().getFullYear();
  return Array.from({ length: 7 }, (_, index) => now + 1 - index).map((year) => ({
    value: year,
    label: String(year),
  }));
};

function LeaveFilters({
  api,
  lookups,
  showStaff,
}: {
  api: HrLeaveApi;
  lookups: ReturnType<typeof useLeaveLookups>;
  showStaff: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useFormikContext<Filters>();
  return (
    <>
      <Select<number>
        multiple
        name="statuses"
        label={t('hr.leave.filter.statuses')}
        options={leaveStatusOptions(intl)}
        value={form.values.statuses}
        onChange={(ids) => void form.setFieldValue('statuses', ids)}
      />
      <Select<number>
        multiple
        name="leaveTypeIds"
        label={t('hr.leave.filter.leaveTypes')}
        options={leaveTypeOptions(lookups.leaveTypes, null)}
        value={form.values.leaveTypeIds}
        onChange={(ids) => void form.setFieldValue('leaveTypeIds', ids)}
      />
      {showStaff ? (
        <Select<number>
          multiple
          name="staffIds"
          label={t('hr.leave.filter.staff')}
          dataSource={api.staffDataSource}
          value={form.values.staffIds}
          onChange={(ids) => void form.setFieldValue('staffIds', ids)}
        />
      ) : null}
      <FormDate name="fromDate" label={t('hr.leave.filter.fromDate')} />
      <FormDate name="toDate" label={t('hr.leave.filter.toDate')} />
      <Select<number>
        name="year"
        label={t('hr.leave.filter.year')}
        options={yearOptions()}
        searchable={false}
        value={form.values.year}
        onChange={(year) => void form.setFieldValue('year', year)}
      />
    </>
  );
}

/** The columns of the summary and of the list to approve. */
export function leaveColumns(intl: IntlShape, withStatus = true): SummaryColumn<LeaveRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'staffName', titleId: 'hr.leave.field.staff', sortable: true },
    { key: 'employeeNo', titleId: 'hr.leave.field.employeeNo', sortable: true, defaultVisible: false },
    { key: 'leaveTypeName', titleId: 'hr.leave.field.leaveType', sortable: true },
    {
      key: 'startDate',
      titleId: 'hr.leave.field.startDate',
      sortable: true,
      render: (row) => shownDay(intl, row.startDate, row.startDayType),
      exportValue: (row) => shownDay(intl, row.startDate, row.startDayType),
    },
    {
      key: 'endDate',
      titleId: 'hr.leave.field.endDate',
      sortable: true,
      render: (row) => shownDay(intl, row.endDate, row.endDayType),
      exportValue: (row) => shownDay(intl, row.endDate, row.endDayType),
    },
    {
      key: 'days',
      titleId: 'hr.leave.field.days',
      sortable: true,
      className: 'text-right',
      render: (row) => shownDays(intl, row.days),
      exportValue: (row) => row.days,
    },
    ...(withStatus
      ? [
          {
            key: 'status',
            titleId: 'hr.leave.field.status',
            sortable: true,
            render: (row: LeaveRow) => <LeaveStatusBadge status={row.status} />,
            exportValue: (row: LeaveRow) => t(`hr.leave.status.${row.status}`),
          },
        ]
      : []),
    { key: 'reason', titleId: 'hr.leave.field.reason', defaultVisible: false },
    {
      key: 'createdAt',
      titleId: 'hr.leave.field.createdAt',
      sortable: true,
      defaultVisible: false,
      render: (row) => intl.formatDate(row.createdAt),
      exportValue: (row) => intl.formatDate(row.createdAt),
    },
    { key: 'actedByName', titleId: 'hr.leave.field.actedBy', defaultVisible: false },
    { key: 'comment', titleId: 'hr.leave.field.comment', defaultVisible: false },
  ];
}

/**
 * Leave summary: one's own requests, one's reports' (managers) or the whole entity's (HR), searched by
 * status, type, staff, dates and year, exported to Excel by those who may.
 */
export function LeaveSummary() {
  const api = useHrLeaveApi();
  const lookups = useLeaveLookups(api);
  const link = useEntityLink();
  const intl = useIntl();
  const resource = useMemo(
    () => ({ search: (request: SearchRequest) => api.leave.search(request), export: api.leave.export }),
    [api],
  );
  return (
    <SummaryPage<LeaveRow, Filters>
      titleId="hr.leave.summary.title"
      screenKey="leave-summary"
      resource={resource}
      columns={leaveColumns(intl)}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => (
        <LeaveFilters api={api} lookups={lookups} showStaff={lookups.viewAll || lookups.isManager} />
      )}
      defaultSort={{ field: 'startDate', direction: 'desc' }}
      permissions={{ ...summaryPermissions(Permissions.LeaveSummary), create: Permissions.LeaveRequest.View }}
      rowLink={(row) => link(`${HR_ROUTES.leaveRequest}/${row.id}`)}
      newLink={link(HR_ROUTES.leaveRequest)}
      exportName="leave"
    />
  );
}
