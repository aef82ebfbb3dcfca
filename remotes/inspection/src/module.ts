import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { bookingRoutes } from './booking/booking-routes';
import { bookingEditRoutes } from './booking/edit-routes';
import { BOOKING_EDIT_MESSAGES } from './booking/edit/i18n';
import { BOOKING_SCREEN_MESSAGES } from './booking/i18n';
import { CERTIFICATE_MESSAGES } from './certificate/certificate-messages';
import { certificateRoutes } from './certificate/certificate-routes';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { PURCHASE_ORDER_RULE_LABELS } from './purchase-order/messages';
import { purchaseOrderRoutes } from './purchase-order/purchase-order-routes';
import { REPORT_SCREENS_MESSAGES } from './report/report-screens-messages';
import { reportScreensRoutes } from './report/report-screens-routes';
import { REPORT_SCREEN_MESSAGES } from './report/screen/report-screen-messages';
import { reportScreenRoutes } from './report/screen/report-screen-routes';
import { SCHEDULE_SCREEN_MESSAGES } from './schedule/i18n';
import { QcDashboardPage } from './schedule/qc-dashboard/qc-dashboard-page';
import { scheduleRoutes } from './schedule/schedule-routes';
import './styles.css';

/** The inspection area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'inspection',
  routes: [
    ...bookingRoutes,
    ...bookingEditRoutes,
    ...scheduleRoutes,
    {
      path: 'cusdashboard',
      permission: Permissions.CustomerDashboard.View,
      titleId: 'inspection.customerDashboard.title',
      component: titledScreen('inspection.customerDashboard.title', 'cusdashboard'),
    },
    {
      path: 'supdashboard/dashboard',
      permission: Permissions.SupplierDashboard.View,
      titleId: 'inspection.supplierDashboard.title',
      component: titledScreen('inspection.supplierDashboard.title', 'supdashboard'),
    },
    {
      path: 'qcdashboard',
      permission: Permissions.QcDashboard.View,
      titleId: 'inspection.qcDashboard.title',
      component: QcDashboardPage,
    },
    {
      path: 'managementdashboard/dashboard',
      permission: Permissions.ManagementDashboard.View,
      titleId: 'inspection.managementDashboard.title',
      component: titledScreen('inspection.managementDashboard.title', 'managementdashboard'),
    },
    ...purchaseOrderRoutes,
    ...reportScreensRoutes,
    ...reportScreenRoutes,
    ...certificateRoutes,
  ],
  // The rule files' label keys sit beside the area's own texts (see purchase-order/messages.ts).
  messages: {
    en: {
      ...en,
      ...PURCHASE_ORDER_RULE_LABELS.en,
      ...BOOKING_SCREEN_MESSAGES.en,
      ...BOOKING_EDIT_MESSAGES.en,
      ...SCHEDULE_SCREEN_MESSAGES.en,
      ...REPORT_SCREEN_MESSAGES.en,
      ...REPORT_SCREENS_MESSAGES.en,
      ...CERTIFICATE_MESSAGES.en,
    },
    fr: {
      ...fr,
      ...PURCHASE_ORDER_RULE_LABELS.fr,
      ...BOOKING_SCREEN_MESSAGES.fr,
      ...BOOKING_EDIT_MESSAGES.fr,
      ...SCHEDULE_SCREEN_MESSAGES.fr,
      ...REPORT_SCREEN_MESSAGES.fr,
      ...REPORT_SCREENS_MESSAGES.fr,
      ...CERTIFICATE_MESSAGES.fr,
    },
  },
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
