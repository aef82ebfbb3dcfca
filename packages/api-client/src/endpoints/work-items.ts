import type { KyInstance } from 'ky';
import type {
  NotificationCounts,
  NotificationFilter,
  NotificationItem,
  TaskFilter,
  TaskItem,
  WorkItemCounts,
  WorkItemListResponse,
} from '@portal/domain';

type CountFilter<T> = Omit<T, 'skip'>;

/** Tasks and notifications of the header panels (spec section 7, "Push, tasks and notifications"). */
export function workItemEndpoints(client: KyInstance) {
  return {
    taskList: (filter: TaskFilter) =>
      client.post('api/user/tasklist', { json: filter }).json<WorkItemListResponse<TaskItem>>(),
    taskCount: (filter: CountFilter<TaskFilter>) =>
      client.post('api/user/taskcount', { json: filter }).json<WorkItemCounts>(),
    doneTask: (id: number) => client.get(`api/user/donetask/${id}`).json<{ result: number }>(),
    doneAllTasks: () => client.get('api/user/alldonetask').json<{ result: number; count: number }>(),
    notifications: (filter: NotificationFilter) =>
      client.post('api/user/notifications', { json: filter }).json<WorkItemListResponse<NotificationItem>>(),
    notificationCount: (filter: CountFilter<NotificationFilter>) =>
      client.post('api/user/readnotifcount', { json: filter }).json<NotificationCounts>(),
    readNotification: (id: number) => client.get(`api/user/readnotif/${id}`).json<{ result: number }>(),
    readAllNotifications: () => client.get('api/user/readallnotif').json<{ result: number; count: number }>(),
    /** Everything raised until now is seen: the unseen badge goes to 0. */
    notificationsSeen: async () => {
      await client.put('api/user/notifications/last-seen');
    },
  };
}

export type WorkItemEndpoints = ReturnType<typeof workItemEndpoints>;
