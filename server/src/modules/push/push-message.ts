import type { WorkItemEvent } from '@portal/domain';

/** What the service worker shows: `showNotification(title, { body })` and opens `url` on click. */
export interface PushMessage {
  title: string;
  body: string;
  /** Route of the item in the portal (/{entityId}/...), absent when the item opens nothing. */
  url?: string;
  kind: WorkItemEvent['kind'];
  id: number;
  entityId: number;
}

export const PUSH_TITLE = 'Quality Portal';

/**
 * English only: the server does not know which language the browser shows, and the text of an item lives
 * in the front-end's translations. The page itself, when open, shows the translated toast.
 */
export function pushMessage(event: WorkItemEvent): PushMessage {
  const message: PushMessage = {
    title: PUSH_TITLE,
    body: event.kind === 'task' ? 'New task' : 'New notification',
    kind: event.kind,
    id: event.item.id,
    entityId: event.entityId,
  };
  if (event.item.link) message.url = `/${event.entityId}/${event.item.link}`;
  return message;
}
