import { SHELL_CONTRACT_INSTANCE_ID, type RemoteModule } from '@portal/shell-contract';
import { accountRoutes } from './accounts/account-routes';
import { expenseRoutes } from './expenses/expense-routes';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { holidayRoutes } from './holidays/holiday-routes';
import { leaveRoutes } from './leave/leave-routes';
import { leaveTypeRoutes } from './leave-types/leave-type-routes';
import { staffRoutes } from './staff/staff-routes';
import './styles.css';

/** The hr area's screens under `/:entity/`: staff and offices, leave and holidays, expenses, user accounts. */
export const remoteModule: RemoteModule = {
  id: 'hr',
  routes: [
    ...staffRoutes,
    ...leaveRoutes,
    ...holidayRoutes,
    ...leaveTypeRoutes,
    ...expenseRoutes,
    ...accountRoutes,
  ],
  messages: { en, fr },
  build: __PORTAL_BUILD__,
};

/** Lets the shell verify that this remote uses the shell's own shell-contract (one auth store). */
export const contractInstanceId = SHELL_CONTRACT_INSTANCE_ID;

export default remoteModule;
