import {
  ALL_NOTIFICATION_TYPES,
  ALL_TASK_TYPES,
  notificationDisplay,
  taskDisplay,
  visibleCategories,
  UserType,
} from '@portal/domain';
import { aNotification, aTask } from './test-support';
import { panelMessages } from './messages';

describe('panel messages', () => {
  it('have a text for every task and notification type, and for unknown ones', () => {
    const ids = [
      ...ALL_TASK_TYPES.map((type) => taskDisplay(aTask(1, 'Today', { type })).messageId),
      ...ALL_NOTIFICATION_TYPES.map(
        (type) => notificationDisplay(aNotification(1, 'Today', { type })).messageId,
      ),
      'workItems.task.unknown',
      'workItems.notification.unknown',
    ];
    for (const id of ids) {
      expect([id, panelMessages.en[id]]).toEqual([id, expect.any(String)]);
      expect([id, panelMessages.fr[id]]).toEqual([id, expect.any(String)]);
    }
  });

  it('have a label for every category', () => {
    for (const category of visibleCategories(UserType.InternalUser))
      expect(panelMessages.en[`panels.category.${category}`]).toBeTruthy();
  });

  it('say the leave task exactly as the spec does', () => {
    expect(panelMessages.en['workItems.task.LeaveToApprove']).toBe(
      'Leave request pending - {name}, take action.',
    );
  });
});
