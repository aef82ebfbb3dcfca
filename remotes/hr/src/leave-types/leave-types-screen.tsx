import { useIntl } from 'react-intl';
import { Permissions, type LeaveTypeDetail } from '@portal/domain';
import { SummaryPage, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { LeaveAllocations } from './leave-allocations';
import { useHrLeaveTypeApi } from './leave-type-api';
import { LEAVE_TYPE_PATHS } from './leave-type-paths';

/**
 * Leave types (HR): the entity's types with their days per year, then the allocations of a chosen year,
 * where a staff member may get days of their own. A type is opened to change it; none is ever deleted.
 */
export function LeaveTypesScreen() {
  const api = useHrLeaveTypeApi();
  const link = useEntityLink();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yesNo = (value: boolean) => t(value ? 'hr.leaveTypes.yes' : 'hr.leaveTypes.no');
  const days = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const columns: SummaryColumn<LeaveTypeDetail>[] = [
    { key: 'name', titleId: 'hr.leaveTypes.field.name', sortable: true },
    { key: 'code', titleId: 'hr.leaveTypes.field.code', sortable: true },
    {
      key: 'yearlyDays',
      titleId: 'hr.leaveTypes.field.yearlyDays',
      sortable: true,
      className: 'text-right',
      render: (row) => days(row.yearlyDays),
    },
    { key: 'isPaid', titleId: 'hr.leaveTypes.field.isPaid', render: (row) => yesNo(row.isPaid) },
    { key: 'isActive', titleId: 'hr.leaveTypes.field.isActive', render: (row) => yesNo(row.isActive) },
    {
      key: 'requestCount',
      titleId: 'hr.leaveTypes.field.requestCount',
      sortable: true,
      className: 'text-right',
      defaultVisible: false,
    },
  ];
  return (
    <>
      <SummaryPage<LeaveTypeDetail>
        titleId="hr.leaveTypes.title"
        screenKey="leave-types"
        resource={api.leaveType}
        columns={columns}
        defaultSort={{ field: 'name', direction: 'asc' }}
        permissions={{ create: Permissions.LeaveSummary.ManageTypes }}
        rowLink={(row) => link(`${LEAVE_TYPE_PATHS.edit}/${row.id}`)}
        newLink={link(LEAVE_TYPE_PATHS.edit)}
      />
      <LeaveAllocations api={api} />
    </>
  );
}
