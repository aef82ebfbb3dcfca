import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { titledRoutes } from '../titled-routes';

/** The user account screens under `/:entity/` (the Admin right type lands on the summary). */
export const accountRoutes: RemoteRoute[] = titledRoutes([
  [HR_ROUTES.userAccountSummary, Permissions.UserAccountSummary.View, 'hr.account.summary.title'],
  [HR_ROUTES.emailOutbox, Permissions.EmailOutbox.View, 'hr.account.outbox.title'],
]);
