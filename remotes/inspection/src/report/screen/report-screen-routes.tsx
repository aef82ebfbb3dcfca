import { Permissions, REPORT_SCREEN_PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { ReportPage } from './report-page';

/**
 * The report of a booking, by booking id: filled, reviewed or read as the server allows the caller. It keeps
 * the report and the waiting changes on the device, so it opens (and reloads) offline.
 */
export const reportScreenRoutes: RemoteRoute[] = [
  {
    path: `${REPORT_SCREEN_PATHS.report}/:id`,
    permission: Permissions.InspectionReport.View,
    titleId: 'inspection.report.screen.title',
    availableOffline: true,
    component: ReportPage,
  },
];
