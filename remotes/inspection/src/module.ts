import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { bookingRoutes } from './booking/booking-routes';
import { bookingEditRoutes } from './booking/edit-routes';
import { certificateRoutes } from './certificate/certificate-routes';
import { INSPECTION_MESSAGES } from './i18n/catalogue';
import { purchaseOrderRoutes } from './purchase-order/purchase-order-routes';
import { reportScreensRoutes } from './report/report-screens-routes';
import { reportScreenRoutes } from './report/screen/report-screen-routes';
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
  messages: INSPECTION_MESSAGES,
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
