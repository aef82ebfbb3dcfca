import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { customerRoutes } from './customer/customer-routes';
import { registrationRoutes } from './customer-registration/registration-routes';
import { customerRecordRoutes } from './customer-records/customer-records-routes';
import { productRoutes } from './product-routes';
import { geographyRoutes } from './geography/geography-routes';
import { customerConfigRoutes } from './customer-config/customer-config-routes';
import { emailConfigRoutes } from './email-config/email-config-routes';
import { EMAIL_CONFIG_MESSAGES } from './email-config/email-config-messages';
import { ruleLabels } from './geography/rule-labels';
import { rightsRoutes } from './rights/rights-routes';
import { supplierRoutes } from './supplier/supplier-routes';
import { en, enRuleLabels } from './i18n/en';
import { fr, frRuleLabels } from './i18n/fr';
import './styles.css';

/** The masterdata area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'masterdata',
  routes: [
    ...customerRoutes,
    ...supplierRoutes,
    {
      path: 'datamanagement/dmsummary',
      permission: Permissions.DataManagement.View,
      titleId: 'masterdata.dataManagement.title',
      component: titledScreen('masterdata.dataManagement.title', 'datamanagement'),
    },
    ...geographyRoutes,
    ...productRoutes,
    ...customerRecordRoutes,
    ...registrationRoutes,
    ...rightsRoutes,
    ...customerConfigRoutes,
    ...emailConfigRoutes,
  ],
  messages: {
    en: { ...en, ...enRuleLabels, ...ruleLabels(en), ...EMAIL_CONFIG_MESSAGES.en },
    fr: { ...fr, ...frRuleLabels, ...ruleLabels(fr), ...EMAIL_CONFIG_MESSAGES.fr },
  },
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
