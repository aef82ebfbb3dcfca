import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import './styles.css';

/** The inspection area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'inspection',
  routes: [
    {
      path: 'inspsummary/booking-summary',
      permission: Permissions.InspectionSummary.View,
      titleId: 'inspection.bookingSummary.title',
      component: titledScreen('inspection.bookingSummary.title', 'inspsummary'),
    },
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
      component: titledScreen('inspection.qcDashboard.title', 'qcdashboard'),
    },
    {
      path: 'managementdashboard/dashboard',
      permission: Permissions.ManagementDashboard.View,
      titleId: 'inspection.managementDashboard.title',
      component: titledScreen('inspection.managementDashboard.title', 'managementdashboard'),
    },
  ],
  messages: { en, fr },
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
