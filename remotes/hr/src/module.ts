import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import './styles.css';

/** The hr area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'hr',
  routes: [
    {
      path: 'staffsearch/staff-summary',
      permission: Permissions.StaffSummary.View,
      titleId: 'hr.staffSummary.title',
      component: titledScreen('hr.staffSummary.title', 'staffsearch'),
    },
    {
      path: 'usersearch/user-account-summary',
      permission: Permissions.UserAccountSummary.View,
      titleId: 'hr.userAccountSummary.title',
      component: titledScreen('hr.userAccountSummary.title', 'usersearch'),
    },
  ],
  messages: { en, fr },
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
