import { Permissions } from '@portal/domain';
import { SHELL_CONTRACT_INSTANCE_ID, titledScreen, type RemoteModule } from '@portal/shell-contract';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import './styles.css';

/** The lab area's screens under `/:entity/`. Screens still only titled are listed in docs/screens.md. */
export const remoteModule: RemoteModule = {
  id: 'lab',
  routes: [
    {
      path: 'labdashboard',
      permission: Permissions.LabDashboard.View,
      titleId: 'lab.labDashboard.title',
      component: titledScreen('lab.labDashboard.title', 'labdashboard'),
    },
  ],
  messages: { en, fr },
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
