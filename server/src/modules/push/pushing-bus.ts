import type { RealtimeBus } from '../realtime/realtime-bus';
import type { PushSender } from './push-sender';

/**
 * Web push goes out from the instance that publishes, exactly once per event: pushing from every
 * instance's subscription to the bus would notify a phone once per server instance.
 *
 * Pushes run in the background (a slow push service must not delay the request that raised the item);
 * close() waits for the ones under way.
 */
export function createPushingBus(inner: RealtimeBus, sender: PushSender): RealtimeBus {
  const pending = new Set<Promise<void>>();
  return {
    async publish(event) {
      const push = sender.send(event).finally(() => pending.delete(push));
      pending.add(push);
      await inner.publish(event);
    },
    subscribe: (listener) => inner.subscribe(listener),
    async close() {
      await Promise.allSettled([...pending]);
      await inner.close();
    },
  };
}
