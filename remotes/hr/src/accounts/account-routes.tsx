import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { AccountEdit } from './account-edit';
import { AccountSummary } from './account-summary';
import { EmailOutbox } from './email-outbox';
import { OutboxMessage } from './outbox-message';

/** The user account screens under `/:entity/` (the Admin right type lands on the summary). */
export const accountRoutes: RemoteRoute[] = [
  {
    path: HR_ROUTES.userAccountSummary,
    permission: Permissions.UserAccountSummary.View,
    titleId: 'hr.account.summary.title',
    component: AccountSummary,
  },
  {
    path: `${HR_ROUTES.userAccountEdit}/:id?`,
    permission: Permissions.UserAccountSummary.View,
    titleId: 'hr.account.edit.title',
    component: AccountEdit,
  },
  {
    path: HR_ROUTES.emailOutbox,
    permission: Permissions.EmailOutbox.View,
    titleId: 'hr.account.outbox.title',
    component: EmailOutbox,
  },
  {
    path: `${HR_ROUTES.emailOutbox}/:id`,
    permission: Permissions.EmailOutbox.View,
    titleId: 'hr.account.outbox.message.title',
    component: OutboxMessage,
  },
];
