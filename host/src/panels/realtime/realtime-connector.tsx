import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { notificationDisplay, taskDisplay, type WorkItemEvent } from '@portal/domain';
import { useAuthStore, useI18nStore } from '@portal/shell-contract';
import { showToast } from '@portal/ui';
import { afterFirstScreen } from '../../startup/after-first-screen';
import { initPush } from '../push/web-push';
import { useBadgeStore } from '../work-items/badge-store';
import { startRealtime } from './realtime-client';

/**
 * While a user is signed in with an entity: the live channel (a toast per new task or notification, then
 * the badges and open panels reload) and the web-push subscription. Restarts on a new token or entity and
 * stops on sign-out. Renders nothing.
 */
export function RealtimeConnector() {
  const token = useAuthStore((state) => state.token);
  const entityId = useAuthStore((state) => state.entityId);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const intl = useIntl();
  // The toast text is built at event time in the language of that moment, without restarting the channel.
  const intlRef = useRef(intl);
  intlRef.current = intl;

  useEffect(() => {
    if (!token || entityId == null) return;
    const onEvent = (event: WorkItemEvent) => {
      if (event.entityId !== entityId) return;
      const { formatMessage } = intlRef.current;
      const display = event.kind === 'task' ? taskDisplay(event.item) : notificationDisplay(event.item);
      showToast({
        kind: 'info',
        title: formatMessage({
          id: event.kind === 'task' ? 'panels.toast.newTask' : 'panels.toast.newNotification',
        }),
        message: display.text ?? formatMessage({ id: display.messageId }, display.values),
      });
      if (event.kind === 'task') useBadgeStore.getState().tasksChanged();
      else useBadgeStore.getState().notificationsChanged();
    };
    const stop = startRealtime({
      url: `/api/user/events?lang=${encodeURIComponent(useI18nStore.getState().lang)}`,
      headers: () => ({
        Authorization: `Bearer ${useAuthStore.getState().token ?? ''}`,
        entityId: String(entityId),
      }),
      onEvent,
      onOpen: (reconnected) => {
        if (!reconnected) return;
        // Anything raised while the channel was down came without an event.
        useBadgeStore.getState().tasksChanged();
        useBadgeStore.getState().notificationsChanged();
      },
    });
    return () => {
      stop();
      // Cleanups run before the next effects, so the badges of the next user or entity load after this.
      useBadgeStore.getState().reset();
    };
  }, [token, entityId]);

  useEffect(() => {
    if (!token || userId == null) return;
    // The subscription registers the service worker: not while the first screen is still loading.
    let stopped = false;
    void afterFirstScreen().then(() => {
      if (!stopped) void initPush(userId);
    });
    return () => {
      stopped = true;
    };
  }, [token, userId]);

  return null;
}
