import {
  ALL_NOTIFICATION_TYPES,
  ALL_TASK_TYPES,
  isCategoryVisible,
  NotificationType,
  notificationCategory,
  notificationLink,
  taskCategory,
  taskLink,
  TaskType,
  type NotificationItem,
  type TaskItem,
  type UserType,
  type WorkItemCategory,
} from '@portal/domain';
import { dateTypeOf, type DayBoundaries } from './work-item-dates';
import type { NotificationRow } from './notifications.repository';
import type { TaskRow } from './tasks.repository';

/**
 * The task types a user of this type may see, limited to one category when asked. Uncategorised types
 * (accounting synchronisation failures) only appear when no category is asked: they belong to "All".
 */
export function visibleTaskTypes(userType: UserType, category?: WorkItemCategory | null): TaskType[] {
  return ALL_TASK_TYPES.filter((type) => {
    const own = taskCategory(type);
    return isCategoryVisible(userType, own) && (category == null || own === category);
  });
}

export function visibleNotificationTypes(
  userType: UserType,
  category?: WorkItemCategory | null,
): NotificationType[] {
  return ALL_NOTIFICATION_TYPES.filter((type) => {
    const own = notificationCategory(type);
    return isCategoryVisible(userType, own) && (category == null || own === category);
  });
}

/** The enum's own name is the label the browser keys its messages on; unknown numbers keep their digits. */
const labelOf = (names: Record<number, string>, type: number) => names[type] ?? String(type);

export function toTaskItem(row: TaskRow, userType: UserType, boundaries: DayBoundaries): TaskItem {
  return {
    id: row.id,
    isDone: row.isDone,
    type: row.type as TaskType,
    typeLable: labelOf(TaskType, row.type),
    linkId: row.linkId,
    parentId: row.parentId,
    staffName: row.staffName,
    createdOn: row.createdAt.toISOString(),
    link: taskLink(row.type as TaskType, row.linkId, row.parentId, userType),
    dateType: dateTypeOf(row.createdAt, boundaries),
  };
}

export function toNotificationItem(
  row: NotificationRow,
  userType: UserType,
  boundaries: DayBoundaries,
): NotificationItem {
  return {
    id: row.id,
    isRead: row.isRead,
    type: row.type as NotificationType,
    typeLabel: labelOf(NotificationType, row.type),
    linkId: row.linkId,
    message: row.message,
    createdOn: row.createdAt.toISOString(),
    link: notificationLink(row.type as NotificationType, row.linkId, userType),
    dateType: dateTypeOf(row.createdAt, boundaries),
  };
}
