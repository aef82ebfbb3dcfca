import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  markAllRead,
  markRead,
  notificationDisplay,
  type NotificationCounts,
  type NotificationFilter,
  type NotificationItem,
  type UserType,
  type WorkItemCategory,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { HeaderPanel } from '@portal/ui';
import { useBadgeStore } from './work-items/badge-store';
import { browserTimeZone, workItemsApi } from './work-items/panel-api';
import { useWorkItemList, type WorkItemListSource } from './work-items/use-work-item-list';
import { BellIcon, WorkItemIconBadge } from './work-items/work-item-icon';
import { WorkItemPanelLayout } from './work-items/work-item-panel-layout';
import { WorkItemTime } from './work-items/work-item-time';

type Filter = Omit<NotificationFilter, 'skip'>;

const source: WorkItemListSource<NotificationItem, Filter, NotificationCounts> = {
  page: (skip, filter) => workItemsApi().notifications({ skip, ...filter }),
  counts: (filter) => workItemsApi().notificationCount(filter),
};

function NotificationRow({
  notification,
  entityId,
  onOpen,
}: {
  notification: NotificationItem;
  entityId: number;
  onOpen(notification: NotificationItem): void;
}) {
  const intl = useIntl();
  const display = notificationDisplay(notification);
  const text = display.text ?? intl.formatMessage({ id: display.messageId }, display.values);
  const body = (
    <>
      <WorkItemIconBadge icon={display.icon} />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm break-words ${notification.isRead ? 'text-slate-600' : 'font-medium text-slate-900'}`}
        >
          {text}
        </span>
        <WorkItemTime createdOn={notification.createdOn} />
      </span>
      {!notification.isRead ? (
        <span
          className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-sky-600"
          title={intl.formatMessage({ id: 'panels.notifications.unreadMark' })}
        >
          <span className="sr-only">{intl.formatMessage({ id: 'panels.notifications.unreadMark' })}</span>
        </span>
      ) : null}
    </>
  );
  const className = 'flex items-start gap-3 px-4 py-2.5';
  return (
    <li
      data-testid="notification-item"
      data-id={notification.id}
      data-read={notification.isRead}
      className="hover:bg-slate-50"
    >
      {display.link ? (
        <Link to={`/${entityId}/${display.link}`} onClick={() => onOpen(notification)} className={className}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

export function NotificationsPanelBody({
  userType,
  entityId,
  close,
}: {
  userType: UserType;
  entityId: number;
  close(): void;
}) {
  const [category, setCategory] = useState<WorkItemCategory | null>(null);
  const [isRead, setIsRead] = useState(false);
  const version = useBadgeStore((state) => state.notificationVersion);
  const filter = useMemo<Filter>(
    () => ({ notificationType: category, isRead, timeZone: browserTimeZone() }),
    [category, isRead],
  );
  const list = useWorkItemList(source, filter, version);

  const readAll = async () => {
    try {
      await workItemsApi().readAllNotifications();
      list.update(markAllRead);
      list.refreshCounts();
    } catch (error) {
      console.error('Marking every notification read failed', error);
    }
  };

  const open = (notification: NotificationItem) => {
    if (!notification.isRead) {
      list.update((items) => markRead(items, notification.id));
      workItemsApi()
        .readNotification(notification.id)
        .catch((error: unknown) => console.error('Marking the notification read failed', error));
    }
    close();
  };

  return (
    <WorkItemPanelLayout
      titleId="panels.notifications.title"
      toggle={{
        falseId: 'panels.notifications.unread',
        trueId: 'panels.notifications.read',
        value: isRead,
        onChange: setIsRead,
      }}
      userType={userType}
      category={category}
      onCategoryChange={setCategory}
      bulkAction={
        list.items.some((item) => !item.isRead)
          ? { labelId: 'panels.notifications.readAll', onClick: readAll }
          : null
      }
      list={list}
      emptyTextId={isRead ? 'panels.notifications.emptyRead' : 'panels.notifications.empty'}
      renderItem={(notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          entityId={entityId}
          onOpen={open}
        />
      )}
    />
  );
}

export function NotificationsPanel() {
  const intl = useIntl();
  const user = useAuthStore((state) => state.user);
  const entityId = useAuthStore((state) => state.entityId);
  const unseen = useBadgeStore((state) => state.unseen);
  const version = useBadgeStore((state) => state.notificationVersion);
  const refresh = useBadgeStore((state) => state.refreshNotifications);
  const clearUnseen = useBadgeStore((state) => state.clearUnseen);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void refresh();
  }, [refresh, entityId, user?.id]);
  // Opening the panel is seeing everything raised so far, and so is a live arrival while it is open.
  useEffect(() => {
    if (!open) return;
    clearUnseen();
    workItemsApi()
      .notificationsSeen()
      .catch((error: unknown) => console.error('Saving the last-seen time failed', error));
  }, [open, version, clearUnseen]);
  if (!user || entityId == null) return null;
  return (
    <HeaderPanel
      label={intl.formatMessage({ id: 'panels.notifications.title' })}
      badgeLabel={(count) => intl.formatMessage({ id: 'panels.notifications.titleWithCount' }, { count })}
      trigger={<BellIcon />}
      badge={unseen}
      onOpenChange={setOpen}
      testId="notifications-panel"
    >
      {(close) => <NotificationsPanelBody userType={user.usertype} entityId={entityId} close={close} />}
    </HeaderPanel>
  );
}
