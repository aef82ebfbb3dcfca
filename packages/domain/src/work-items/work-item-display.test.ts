import { ALL_NOTIFICATION_TYPES, ALL_TASK_TYPES } from './work-item-categories';
import {
  formatWorkItemTime,
  notificationDisplay,
  relativeWorkItemAge,
  taskDisplay,
} from './work-item-display';
import { NotificationType, TaskType, type NotificationItem, type TaskItem } from './work-item-types';

function task(type: TaskType, overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    id: 1,
    isDone: false,
    type,
    typeLable: TaskType[type] ?? 'Unknown',
    linkId: 42,
    parentId: null,
    staffName: 'Ada Lovelace',
    createdOn: '2026-03-04T05:06:00Z',
    link: 'somewhere/42',
    dateType: 'Today',
    ...overrides,
  };
}

function notification(type: NotificationType, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    isRead: false,
    type,
    typeLabel: NotificationType[type] ?? 'Unknown',
    linkId: 42,
    message: null,
    createdOn: '2026-03-04T05:06:00Z',
    link: 'somewhere/42',
    dateType: 'Today',
    ...overrides,
  };
}

describe('taskDisplay', () => {
  it.each(ALL_TASK_TYPES.map((type) => [TaskType[type], type]))(
    'gives %s its own message, an icon and the server link',
    (name, type) => {
      const display = taskDisplay(task(type, { staffName: null }));
      expect(display.messageId).toBe(`workItems.task.${name}`);
      expect(display.icon).toMatch(/^[a-z]+$/);
      expect(display.link).toBe('somewhere/42');
      expect(display.text).toBeNull();
    },
  );

  it('words a ScheduleInspection naming a QC as the conflict with that QC leave', () => {
    const display = taskDisplay(task(TaskType.ScheduleInspection, { staffName: 'Wang Jun' }));
    expect(display.messageId).toBe('workItems.task.ScheduleInspectionConflict');
    expect(display.values).toMatchObject({ name: 'Wang Jun', id: '42' });
    expect(taskDisplay(task(TaskType.ScheduleInspection, { staffName: ' ' })).messageId).toBe(
      'workItems.task.ScheduleInspection',
    );
  });

  it('names the requester of a leave', () => {
    expect(taskDisplay(task(TaskType.LeaveToApprove)).values).toMatchObject({
      name: 'Ada Lovelace',
      id: '42',
    });
  });

  it('uses icons by category', () => {
    expect(taskDisplay(task(TaskType.LeaveToApprove)).icon).toBe('leave');
    expect(taskDisplay(task(TaskType.ExpenseToPay)).icon).toBe('expense');
    expect(taskDisplay(task(TaskType.InspectionVerified)).icon).toBe('booking');
    expect(taskDisplay(task(TaskType.QuotationPending)).icon).toBe('quotation');
    expect(taskDisplay(task(TaskType.UpdateProductToFB)).icon).toBe('sync');
  });

  it('fills a missing name or record with a dash rather than nothing', () => {
    const display = taskDisplay(task(TaskType.ExpenseToCheck, { staffName: '  ', linkId: null, link: null }));
    expect(display.values).toMatchObject({ name: '—', id: '—' });
    expect(display.link).toBeNull();
  });

  it('falls back to a generic message for a type this build does not know', () => {
    const display = taskDisplay(task(99 as TaskType, { typeLable: 'NewKind' }));
    expect(display.messageId).toBe('workItems.task.unknown');
    expect(display.values.label).toBe('NewKind');
    expect(display.icon).toBe('alert');
  });
});

describe('notificationDisplay', () => {
  it.each(
    ALL_NOTIFICATION_TYPES.filter((t) => t !== NotificationType.FastReportGenerationFailed).map((type) => [
      NotificationType[type],
      type,
    ]),
  )('gives %s its own message, an icon and the server link', (name, type) => {
    const display = notificationDisplay(notification(type));
    expect(display.messageId).toBe(`workItems.notification.${name}`);
    expect(display.icon).toMatch(/^[a-z]+$/);
    expect(display.link).toBe('somewhere/42');
    expect(display.text).toBeNull();
  });

  it("shows the server's message for a failed report, with no link", () => {
    const display = notificationDisplay(
      notification(NotificationType.FastReportGenerationFailed, {
        message: 'Report 7 failed: template missing',
        link: 'should/not/show',
      }),
    );
    expect(display.text).toBe('Report 7 failed: template missing');
    expect(display.link).toBeNull();
    expect(display.icon).toBe('alert');
  });

  it('uses the fixed text for a failed report without a message', () => {
    const display = notificationDisplay(notification(NotificationType.FastReportGenerationFailed));
    expect(display.text).toBeNull();
    expect(display.messageId).toBe('workItems.notification.FastReportGenerationFailed');
  });

  it('marks cancellations, splits and reschedules with their own icons', () => {
    expect(notificationDisplay(notification(NotificationType.InspectionCancelled)).icon).toBe('cancel');
    expect(notificationDisplay(notification(NotificationType.QuotationCancelled)).icon).toBe('cancel');
    expect(notificationDisplay(notification(NotificationType.InspectionSplit)).icon).toBe('split');
    expect(notificationDisplay(notification(NotificationType.InspectionRescheduled)).icon).toBe('schedule');
    expect(notificationDisplay(notification(NotificationType.LeaveRejected)).icon).toBe('leave');
    expect(notificationDisplay(notification(NotificationType.ExpensePaid)).icon).toBe('expense');
    expect(notificationDisplay(notification(NotificationType.BookingQuantityChange)).icon).toBe('booking');
  });

  it('falls back to a generic message for a type this build does not know', () => {
    expect(notificationDisplay(notification(99 as NotificationType)).messageId).toBe(
      'workItems.notification.unknown',
    );
  });
});

describe('times', () => {
  it('formats dd/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2026, 0, 5, 7, 3);
    expect(formatWorkItemTime(local.toISOString())).toBe('05/01/2026 07:03');
    expect(formatWorkItemTime('not a date')).toBe('');
  });

  it('gives a relative age under a day only', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(relativeWorkItemAge('2026-03-04T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeWorkItemAge('2026-03-04T11:15:00Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(relativeWorkItemAge('2026-03-04T02:00:00Z', now)).toEqual({ value: -10, unit: 'hour' });
    expect(relativeWorkItemAge('2026-03-03T11:00:00Z', now)).toBeNull();
    expect(relativeWorkItemAge('2026-03-04T13:00:00Z', now)).toBeNull();
  });
});
