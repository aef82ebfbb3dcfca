import { EventEmitter } from 'node:events';
import type { WorkItemEvent } from '@portal/domain';

/**
 * How a raised task or notification reaches the open browsers of its user. `publish` is called after the
 * raising transaction has committed; every server instance's subscribers receive the event (the
 * PostgreSQL implementation fans out through LISTEN/NOTIFY), so a browser connected to another instance
 * hears it too.
 */
export interface RealtimeBus {
  publish(event: WorkItemEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: (event: WorkItemEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process only: the bus of a single server instance, and of tests that need no fan-out. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open browser
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
