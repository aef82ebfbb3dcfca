import {
  FoundResult,
  TaskListResult,
  WORK_ITEM_PAGE_SIZE,
  type NotificationCounts,
  type NotificationFilter,
  type NotificationItem,
  type TaskFilter,
  type TaskItem,
  type WorkItemCounts,
  type WorkItemListResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { Principal } from '../user/principal.repository';
import { dayBoundaries, DEFAULT_TIME_ZONE } from './work-item-dates';
import { toNotificationItem, toTaskItem, visibleNotificationTypes, visibleTaskTypes } from './work-item-dto';
import { countNotifications, lastSeenAt, notificationItems, storeLastSeen } from './notifications.repository';
import { taskItems } from './tasks.repository';
import type { Owner, WorkItemScope } from './work-items.repository';

/**
 * The task and notification panels of the signed-in user. Every query is limited to the caller's own
 * items in the entity of the request and to the categories the caller's user type may see. The time zone
 * was validated by the route (see work-items.routes.ts).
 */

export type TaskCountFilter = Omit<TaskFilter, 'skip'>;
export type NotificationCountFilter = Omit<NotificationFilter, 'skip'>;

const ownerOf = (principal: Principal, entityId: number): Owner => ({ userId: principal.id, entityId });
const boundariesFor = (timeZone: string | null | undefined) => dayBoundaries(timeZone || DEFAULT_TIME_ZONE);

/**
 * NotFound only for an empty FIRST page: the browser empties its list on any other result, so a later
 * page that happens to be empty (everything already shown) is a success with no rows.
 */
function pageResult<T>(skip: number, data: T[]): WorkItemListResponse<T> {
  return {
    result: skip === 0 && data.length === 0 ? TaskListResult.NotFound : TaskListResult.Success,
    data,
  };
}

/** isDone absent or null lists the open tasks: done ones are only shown when asked for. */
const taskScope = (principal: Principal, entityId: number, filter: TaskCountFilter): WorkItemScope => ({
  ...ownerOf(principal, entityId),
  types: visibleTaskTypes(principal.userType, filter.taskType),
  handled: filter.isDone ?? false,
});

/** isRead absent or null lists read and unread notifications alike. */
const notificationScope = (
  principal: Principal,
  entityId: number,
  filter: NotificationCountFilter,
): WorkItemScope => ({
  ...ownerOf(principal, entityId),
  types: visibleNotificationTypes(principal.userType, filter.notificationType),
  handled: filter.isRead ?? null,
});

export async function taskPage(
  db: Db,
  principal: Principal,
  entityId: number,
  filter: TaskFilter,
): Promise<WorkItemListResponse<TaskItem>> {
  const boundaries = boundariesFor(filter.timeZone);
  const rows = await taskItems.list(db, taskScope(principal, entityId, filter), {
    skip: filter.skip,
    take: WORK_ITEM_PAGE_SIZE,
  });
  return pageResult(
    filter.skip,
    rows.map((row) => toTaskItem(row, principal.userType, boundaries)),
  );
}

export async function taskCounts(
  db: Db,
  principal: Principal,
  entityId: number,
  filter: TaskCountFilter,
): Promise<WorkItemCounts> {
  return taskItems.count(db, taskScope(principal, entityId, filter), boundariesFor(filter.timeZone));
}

export async function doneTask(db: Db, principal: Principal, entityId: number, id: number) {
  const found = await taskItems.mark(
    db,
    ownerOf(principal, entityId),
    visibleTaskTypes(principal.userType),
    id,
  );
  return { result: found ? FoundResult.Success : FoundResult.NotFound };
}

export async function doneAllTasks(db: Db, principal: Principal, entityId: number) {
  const count = await taskItems.markAll(
    db,
    ownerOf(principal, entityId),
    visibleTaskTypes(principal.userType),
  );
  return { result: FoundResult.Success, count };
}

export async function notificationPage(
  db: Db,
  principal: Principal,
  entityId: number,
  filter: NotificationFilter,
): Promise<WorkItemListResponse<NotificationItem>> {
  const boundaries = boundariesFor(filter.timeZone);
  const rows = await notificationItems.list(db, notificationScope(principal, entityId, filter), {
    skip: filter.skip,
    take: WORK_ITEM_PAGE_SIZE,
  });
  return pageResult(
    filter.skip,
    rows.map((row) => toNotificationItem(row, principal.userType, boundaries)),
  );
}

export async function notificationCounts(
  db: Db,
  principal: Principal,
  entityId: number,
  filter: NotificationCountFilter,
): Promise<NotificationCounts> {
  return countNotifications(
    db,
    notificationScope(principal, entityId, filter),
    boundariesFor(filter.timeZone),
    await lastSeenAt(db, ownerOf(principal, entityId)),
  );
}

export async function readNotification(db: Db, principal: Principal, entityId: number, id: number) {
  const found = await notificationItems.mark(
    db,
    ownerOf(principal, entityId),
    visibleNotificationTypes(principal.userType),
    id,
  );
  return { result: found ? FoundResult.Success : FoundResult.NotFound };
}

export async function readAllNotifications(db: Db, principal: Principal, entityId: number) {
  const count = await notificationItems.markAll(
    db,
    ownerOf(principal, entityId),
    visibleNotificationTypes(principal.userType),
  );
  return { result: FoundResult.Success, count };
}

export async function markNotificationsSeen(db: Db, principal: Principal, entityId: number) {
  await storeLastSeen(db, ownerOf(principal, entityId));
  return { result: FoundResult.Success };
}
