import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { TRAVEL_RATES_MESSAGES } from './travel-rates/i18n';
import { travelRatesRoutes } from './travel-rates/travel-rates-routes';
import './styles.css';

/** The finance area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'finance',
  routes: [
    {
      path: 'quotations/quotation-summary',
      permission: Permissions.QuotationSummary.View,
      titleId: 'finance.quotationSummary.title',
      component: titledScreen('finance.quotationSummary.title', 'quotations'),
    },
    {
      path: 'finance',
      permission: Permissions.FinanceDashboard.View,
      titleId: 'finance.financeDashboard.title',
      component: titledScreen('finance.financeDashboard.title', 'finance'),
    },
    ...travelRatesRoutes,
  ],
  messages: { en: { ...en, ...TRAVEL_RATES_MESSAGES.en }, fr: { ...fr, ...TRAVEL_RATES_MESSAGES.fr } },
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
