import { Permissions, REPORT_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { EmailConfigEdit } from './email-config-edit';
import { EmailConfigSummary } from './email-config-summary';

/** Email > email configuration: the rules that write the report and certificate mails (read only without Edit). */
export const emailConfigRoutes: RemoteRoute[] = [
  {
    path: PATHS.emailConfigSummary,
    permission: Permissions.EmailConfigSummary.View,
    titleId: 'masterdata.emailConfig.summary.title',
    component: EmailConfigSummary,
  },
  {
    path: `${PATHS.emailConfigEdit}/:id?`,
    permission: Permissions.EmailConfigSummary.View,
    titleId: 'masterdata.emailConfig.edit.title',
    component: EmailConfigEdit,
  },
];
