import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Permissions, REPORT_SCREEN_PATHS as PATHS, type ReportRow } from '@portal/domain';
import { SummaryPage, useEntityLink } from '@portal/screen-kit';
import { useReportScreensApi } from '../../shared/api/report-screens-api';
import { reportColumns } from './report-columns';
import { REPORT_FILTER_DEFAULTS, ReportFilterFields, type ReportSummaryFilters } from './report-filters';

const P = Permissions.InspectionReport;

/**
 * reportsummary: every report the user may read (the server narrows customers, suppliers and factories to
 * their own, inspectors to their allocations), searched by booking number and filters; a row opens the
 * report. Late rows stand out.
 */
export function ReportSummary() {
  const api = useReportScreensApi();
  const intl = useIntl();
  const link = useEntityLink();
  const columns = useMemo(() => reportColumns(intl), [intl]);
  return (
    <SummaryPage<ReportRow, ReportSummaryFilters>
      titleId="inspection.reportScreens.summary.title"
      screenKey="report-summary"
      resource={api.reports}
      columns={columns}
      filterDefaults={REPORT_FILTER_DEFAULTS}
      renderFilters={() => <ReportFilterFields api={api} />}
      defaultSort={{ field: 'inspectionDateFrom', direction: 'desc' }}
      permissions={{ export: P.Export, saveFilter: P.SaveFilter, displayColumns: P.DisplayColumns }}
      rowLink={(row) => link(`${PATHS.report}/${row.bookingId}`)}
      rowClassName={(row) => (row.late ? 'bg-red-50/40' : undefined)}
      exportName="reports"
    />
  );
}
