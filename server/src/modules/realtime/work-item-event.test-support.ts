import { NotificationType, TaskType, type WorkItemEvent } from '@portal/domain';

let nextId = 1000;

/** A task event as the raise service would publish it (only the bus is under test here). */
export function taskEvent(userId: number, entityId: number, overrides: { id?: number } = {}): WorkItemEvent {
  const id = overrides.id ?? nextId++;
  return {
    kind: 'task',
    userId,
    entityId,
    item: {
      id,
      isDone: false,
      type: TaskType.ScheduleInspection,
      typeLable: 'ScheduleInspection',
      linkId: 77,
      parentId: null,
      staffName: null,
      createdOn: new Date().toISOString(),
      link: 'schedule/schedule-summary/77',
      dateType: 'Today',
    },
  };
}

export function notificationEvent(
  userId: number,
  entityId: number,
  message: string | null = null,
): WorkItemEvent {
  return {
    kind: 'notification',
    userId,
    entityId,
    item: {
      id: nextId++,
      isRead: false,
      type: NotificationType.FastReportGenerationFailed,
      typeLabel: 'FastReportGenerationFailed',
      linkId: null,
      message,
      createdOn: new Date().toISOString(),
      link: null,
      dateType: 'Today',
    },
  };
}
