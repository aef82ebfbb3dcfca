import { CUSTOMER_REGISTRATION_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { RegistrationDetail } from './registration-detail';
import { RegistrationSummary } from './registration-summary';

/** Customer > Registrations: the self-registrations waiting for a decision, and one registration. */
export const registrationRoutes: RemoteRoute[] = [
  {
    path: CUSTOMER_REGISTRATION_ROUTES.summary,
    permission: Permissions.CustomerRegistration.View,
    titleId: 'masterdata.registration.summary.title',
    component: RegistrationSummary,
  },
  {
    path: `${CUSTOMER_REGISTRATION_ROUTES.detail}/:id`,
    permission: Permissions.CustomerRegistration.View,
    titleId: 'masterdata.registration.detail.title',
    component: RegistrationDetail,
  },
];
