import {
  markAllRead,
  markRead,
  notificationDisplay,
  type NotificationFilter,
  type NotificationItem,
} from '@portal/domain';
import { useBadgeStore } from './work-items/badge-store';
import { browserTimeZone, workItemsApi } from './work-items/panel-api';
import { WorkItemHeaderPanel, type WorkItemKind } from './work-items/work-item-header-panel';
import { BellIcon } from './work-items/work-item-icon';

/** The notifications: unread or read; the badge counts those raised since the panel was last opened. */
const notifications: WorkItemKind<NotificationItem, Omit<NotificationFilter, 'skip'>> = {
  testId: 'notifications-panel',
  trigger: <BellIcon />,
  messages: {
    title: 'panels.notifications.title',
    titleWithCount: 'panels.notifications.titleWithCount',
    pending: 'panels.notifications.unread',
    handled: 'panels.notifications.read',
    empty: 'panels.notifications.empty',
    emptyHandled: 'panels.notifications.emptyRead',
    bulkAction: 'panels.notifications.readAll',
  },
  badge: (state) => state.unseen,
  refresh: (state) => state.refreshNotifications,
  version: (state) => state.notificationVersion,
  seen() {
    useBadgeStore.getState().clearUnseen();
    workItemsApi()
      .notificationsSeen()
      .catch((error: unknown) => console.error('Saving the last-seen time failed', error));
  },
  source: {
    page: (skip, filter) => workItemsApi().notifications({ skip, ...filter }),
    counts: (filter) => workItemsApi().notificationCount(filter),
  },
  filter: (category, isRead) => ({ notificationType: category, isRead, timeZone: browserTimeZone() }),
  bulkAction: {
    offered: (items) => items.some((item) => !item.isRead),
    async run(list) {
      await workItemsApi().readAllNotifications();
      list.update(markAllRead);
      list.refreshCounts();
    },
    failure: 'Marking every notification read failed',
  },
  // Opening an unread notification reads it.
  row: (notification, { intl, list }) => ({
    testId: 'notification-item',
    display: notificationDisplay(notification),
    data: { 'data-read': notification.isRead },
    unread: !notification.isRead,
    unreadMark: intl.formatMessage({ id: 'panels.notifications.unreadMark' }),
    onOpen() {
      if (notification.isRead) return;
      list.update((items) => markRead(items, notification.id));
      workItemsApi()
        .readNotification(notification.id)
        .catch((error: unknown) => console.error('Marking the notification read failed', error));
    },
  }),
};

export function NotificationsPanel() {
  return <WorkItemHeaderPanel kind={notifications} />;
}
