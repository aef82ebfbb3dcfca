import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Client, Pool } from 'pg';
import type { WorkItemEvent } from '@portal/domain';
import type { RealtimeBus } from './realtime-bus';
import { parseWireMessage, toWireMessage } from './wire-message';

/** The NOTIFY channel every instance of one database listens on. */
export const WORK_ITEMS_CHANNEL = 'portal_work_items';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;

export interface BusLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface PostgresBusOptions {
  connectionString: string;
  /**
   * Channels belong to the database, not to a schema: instances sharing a database share the channel.
   * Tests that run side by side in one database pass their own.
   */
  channel?: string;
  log?: BusLogger;
  /** Delay before the first reconnection; doubles up to maxReconnectMs. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
}

const silent: BusLogger = { info: () => undefined, warn: () => undefined };

/**
 * Fan-out between server instances through LISTEN/NOTIFY, so no broker is needed. Each instance keeps one
 * dedicated connection LISTENing (a pooled one would be handed to other queries and lose the LISTEN).
 * `publish` delivers to this instance's own subscribers at once, then NOTIFYs the others; an instance
 * ignores the echo of its own notifications (they carry its origin id), so local delivery neither waits
 * for a round trip nor depends on the listening connection being up.
 *
 * Resolves once the first LISTEN is in place, so no event published after start-up is missed.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<RealtimeBus> {
  const channel = options.channel ?? WORK_ITEMS_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a valid channel name: ${channel}`);
  const log = options.log ?? silent;
  const minDelay = options.minReconnectMs ?? 500;
  const maxDelay = options.maxReconnectMs ?? 30_000;
  const origin = crypto.randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0); // one listener per open browser
  // Publishing goes through its own small pool: it must not queue behind, or die with, the listener.
  const publisher = new Pool({ connectionString: options.connectionString, max: 2 });
  publisher.on('error', () => undefined); // an idle pooled client's failure surfaces on the next query

  let listener: Client | null = null;
  let closed = false;
  let delay = minDelay;
  let retryTimer: NodeJS.Timeout | null = null;

  const deliver = (event: WorkItemEvent) => local.emit('event', event);

  const onNotification = (message: { channel: string; payload?: string }) => {
    if (message.channel !== channel || !message.payload) return;
    const parsed = parseWireMessage(message.payload);
    if (!parsed) return log.warn({ channel }, 'realtime: malformed notification ignored');
    if (parsed.origin !== origin) deliver(parsed.event);
  };

  async function listen(): Promise<void> {
    const client = new Client({ connectionString: options.connectionString });
    // Both fire when the server goes away; only the first one for the current client reconnects.
    const lost = (reason: string) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (!closed) {
        log.warn({ channel, reason, retryInMs: delay }, 'realtime: listening connection lost');
        scheduleReconnect();
      }
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    client.on('notification', onNotification);
    await client.connect();
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    delay = minDelay;
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const wait = delay;
    delay = Math.min(delay * 2, maxDelay);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen()
        .then(() => !closed && log.info({ channel }, 'realtime: listening again'))
        .catch((error: unknown) => {
          log.warn({ channel, reason: String(error), retryInMs: delay }, 'realtime: reconnection failed');
          scheduleReconnect();
        });
    }, wait);
    retryTimer.unref(); // a pending retry alone must not keep the process alive
  }

  try {
    await listen();
  } catch (error) {
    await publisher.end().catch(() => undefined);
    throw error;
  }

  return {
    async publish(event) {
      deliver(event);
      const payload = toWireMessage(origin, event);
      const bytes = Buffer.byteLength(payload, 'utf8');
      if (bytes > MAX_NOTIFY_BYTES) {
        // Only a huge free-text message could do this; the other instances' browsers still see the item
        // at their next list reload.
        log.warn(
          { channel, bytes, kind: event.kind, id: event.item.id },
          'realtime: event too large to NOTIFY',
        );
        return;
      }
      await publisher.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(listenerFn) {
      local.on('event', listenerFn);
      return () => local.off('event', listenerFn);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const client = listener;
      listener = null;
      local.removeAllListeners();
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
