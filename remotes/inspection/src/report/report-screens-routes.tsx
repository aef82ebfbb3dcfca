import { Permissions, REPORT_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { SendEmailPage } from './send-email/send-email-page';
import { SendingTimePage } from './sending-time/sending-time-page';
import { ReportSummary } from './summary/report-summary';
import { ReportTemplateEdit } from './template/report-template-edit';
import { ReportTemplateSummary } from './template/report-template-summary';

/** The report summary, send-email, the sending time dashboard and the report templates (docs/reports.md). */
export const reportScreensRoutes: RemoteRoute[] = [
  {
    path: PATHS.summary,
    permission: Permissions.InspectionReport.View,
    titleId: 'inspection.reportScreens.summary.title',
    component: ReportSummary,
  },
  {
    // The ReportValidated notification's link: the validated report's booking.
    path: `${PATHS.sendEmail}/:id`,
    permission: Permissions.InspectionReport.Send,
    titleId: 'inspection.reportScreens.sendEmail.title',
    component: SendEmailPage,
  },
  {
    path: PATHS.sendingTime,
    permission: Permissions.ReportSendingTime.View,
    titleId: 'inspection.reportScreens.sendingTime.title',
    component: SendingTimePage,
  },
  {
    path: PATHS.templateSummary,
    permission: Permissions.ReportTemplateSummary.View,
    titleId: 'inspection.reportScreens.template.summary.title',
    component: ReportTemplateSummary,
  },
  {
    // Read only without ReportTemplateSummary.Edit.
    path: `${PATHS.templateEdit}/:id?`,
    permission: Permissions.ReportTemplateSummary.View,
    titleId: 'inspection.reportScreens.template.edit.title',
    component: ReportTemplateEdit,
  },
];
