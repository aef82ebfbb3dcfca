import { useAuthStore } from '@portal/shell-contract';
import { HelpPanel } from './help/help-panel';
import { NotificationsPanel } from './notifications-panel';
import { TasksPanel } from './tasks-panel';
import { UserPanel } from './user/user-panel';

/** The header's right-hand panels: notifications, tasks, help and the user panel with the photo. */
export function HeaderPanels() {
  const signedIn = useAuthStore((state) => state.token != null && state.user != null);
  if (!signedIn) return null;
  return (
    <div className="flex items-center gap-1" data-testid="header-panels">
      <NotificationsPanel />
      <TasksPanel />
      <HelpPanel />
      <UserPanel />
    </div>
  );
}
