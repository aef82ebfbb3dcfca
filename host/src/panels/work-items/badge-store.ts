import { create } from 'zustand';
import { browserTimeZone, workItemsApi } from './panel-api';

export interface BadgeState {
  /** Open tasks in every visible category. */
  openTasks: number;
  /** Notifications raised since the user last opened the notifications panel. */
  unseen: number;
  /** Bumped when tasks changed elsewhere (a live event): an open tasks panel reloads. */
  taskVersion: number;
  notificationVersion: number;
  refreshTasks(): Promise<void>;
  refreshNotifications(): Promise<void>;
  clearUnseen(): void;
  /** A task or notification arrived live (or the live channel came back): badges and open panels reload. */
  tasksChanged(): void;
  notificationsChanged(): void;
  reset(): void;
}

// Each refresh takes a ticket so an answer that arrives after a newer request (or a reset) is dropped.
let taskTicket = 0;
let notificationTicket = 0;

export const useBadgeStore = create<BadgeState>()((set, get) => ({
  openTasks: 0,
  unseen: 0,
  taskVersion: 0,
  notificationVersion: 0,
  async refreshTasks() {
    const ticket = ++taskTicket;
    try {
      const counts = await workItemsApi().taskCount({
        taskType: null,
        isDone: false,
        timeZone: browserTimeZone(),
      });
      if (ticket === taskTicket) set({ openTasks: counts.totalCount });
    } catch (error) {
      console.error('Task count failed', error);
    }
  },
  async refreshNotifications() {
    const ticket = ++notificationTicket;
    try {
      const counts = await workItemsApi().notificationCount({
        notificationType: null,
        isRead: null,
        timeZone: browserTimeZone(),
      });
      if (ticket === notificationTicket) set({ unseen: counts.unseenCount });
    } catch (error) {
      console.error('Notification count failed', error);
    }
  },
  clearUnseen() {
    notificationTicket++;
    set({ unseen: 0 });
  },
  tasksChanged() {
    set((state) => ({ taskVersion: state.taskVersion + 1 }));
    void get().refreshTasks();
  },
  notificationsChanged() {
    set((state) => ({ notificationVersion: state.notificationVersion + 1 }));
    void get().refreshNotifications();
  },
  reset() {
    taskTicket++;
    notificationTicket++;
    set({ openTasks: 0, unseen: 0 });
  },
}));
