import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import {
  NotificationType,
  TaskListResult,
  TaskType,
  type CurrentUser,
  type DateType,
  type NotificationItem,
  type TaskItem,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { renderAt } from '../test/render';
import { panelMessages } from './messages';

export function aTask(id: number, dateType: DateType = 'Today', overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    id,
    isDone: false,
    type: TaskType.InspectionVerified,
    typeLable: 'InspectionVerified',
    linkId: 1000 + id,
    parentId: null,
    staffName: null,
    createdOn: '2026-01-01T08:00:00Z',
    link: `inspedit/edit-booking/${1000 + id}`,
    dateType,
    ...overrides,
  };
}

export function aNotification(
  id: number,
  dateType: DateType = 'Today',
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  return {
    id,
    isRead: false,
    type: NotificationType.InspectionConfirmed,
    typeLabel: 'InspectionConfirmed',
    linkId: 2000 + id,
    message: null,
    createdOn: '2026-01-01T08:00:00Z',
    link: `inspedit/edit-booking/${2000 + id}`,
    dateType,
    ...overrides,
  };
}

export const page = <T,>(data: T[]) => ({ result: TaskListResult.Success, data });
export const counts = (today = 0, yesterday = 0, older = 0) => ({
  todayCount: today,
  yesterdayCount: yesterday,
  olderCount: older,
  totalCount: today + yesterday + older,
  unseenCount: 0,
});

export function signInAs(user: Partial<CurrentUser> = {}, entityId = 1) {
  useAuthStore.setState({ token: 't', user: aCurrentUser(user), entityId });
}

/** Renders with the panels' English texts, at an entity route. */
export function renderPanel(element: ReactElement) {
  return renderAt('/1/somewhere', '/1/somewhere', element, panelMessages.en);
}

/** A controllable IntersectionObserver: `intersect()` tells every observer its target came into view. */
export function installIntersectionObserver() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    intersect: () =>
      act(() => {
        for (const callback of [...callbacks])
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}
