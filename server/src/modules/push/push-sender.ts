import webpush from 'web-push';
import type { WorkItemEvent } from '@portal/domain';
import type { Db } from '../../db/client';
import type { BusLogger } from '../realtime/postgres-bus';
import { pushMessage } from './push-message';
import {
  deletePushSubscriptionById,
  listPushSubscriptions,
  type StoredPushSubscription,
} from './push-subscription.repository';
import type { VapidKeys } from './vapid-keys';

/** How long the push service keeps a message for a browser that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const REQUEST_TIMEOUT_MS = 10_000;

export interface PushSender {
  /** Never rejects: a push is a courtesy, a failure must not fail the workflow that raised the item. */
  send(event: WorkItemEvent): Promise<void>;
}

export interface PushSenderOptions {
  db: Db;
  vapid: VapidKeys;
  log: BusLogger;
}

/**
 * Encrypts and signs with web-push, then posts with fetch: web-push's own sendNotification always speaks
 * https, which would rule out a push service on this machine over http (allowed for loopback endpoints).
 * The request is the one web-push builds (aes128gcm body, `vapid t=..., k=...` Authorization, TTL).
 */
export function createPushSender({ db, vapid, log }: PushSenderOptions): PushSender {
  async function post(subscription: StoredPushSubscription, payload: string): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endPoint, keys: { p256dh: subscription.p256Dh, auth: subscription.auth } },
      payload,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value); // fetch sets it
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      // The browser unsubscribed or the subscription expired: it will never accept a push again.
      await deletePushSubscriptionById(db, subscription.id);
      log.info(
        { subscriptionId: subscription.id, status: response.status },
        'push: subscription gone, removed',
      );
      return;
    }
    if (!response.ok)
      log.warn(
        { subscriptionId: subscription.id, status: response.status },
        'push: refused by the push service',
      );
  }

  return {
    async send(event) {
      try {
        const subscriptions = await listPushSubscriptions(db, event.userId);
        if (!subscriptions.length) return;
        const payload = JSON.stringify(pushMessage(event));
        const results = await Promise.allSettled(
          subscriptions.map((subscription) => post(subscription, payload)),
        );
        results.forEach((result, index) => {
          if (result.status === 'rejected')
            log.warn(
              { subscriptionId: subscriptions[index]!.id, reason: String(result.reason) },
              'push: not delivered',
            );
        });
      } catch (error) {
        log.warn({ userId: event.userId, reason: String(error) }, 'push: not sent');
      }
    },
  };
}
