import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { HR_ROUTES, LeaveStatus, type LeaveRow, type SearchRequest } from '@portal/domain';
import { SummaryPage, useEntityLink } from '@portal/screen-kit';
import { useHrLeaveApi } from './leave-api';
import { leaveColumns } from './leave-summary';

/**
 * Leave to approve: the pending requests the signed-in user is the approver of (their reports', or as HR
 * those of staff without a reachable manager), oldest start first. A row opens the request to decide.
 */
export function LeavePending() {
  const api = useHrLeaveApi();
  const link = useEntityLink();
  const intl = useIntl();
  const resource = useMemo(
    () => ({
      search: (request: SearchRequest) =>
        api.leave.search({ ...request, toApprove: true, statuses: [LeaveStatus.Pending] }),
    }),
    [api],
  );
  return (
    <SummaryPage<LeaveRow>
      titleId="hr.leave.pending.title"
      screenKey="leave-pending"
      resource={resource}
      columns={leaveColumns(intl, false)}
      defaultSort={{ field: 'startDate', direction: 'asc' }}
      rowLink={(row) => link(`${HR_ROUTES.leaveRequest}/${row.id}`)}
    />
  );
}
