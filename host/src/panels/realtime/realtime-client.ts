import type { WorkItemEvent } from '@portal/domain';
import { createSseParser } from './sse-parser';

export interface RealtimeOptions {
  url: string;
  /** Read on every (re)connection, so a new token is used after it changed. */
  headers(): Record<string, string>;
  onEvent(event: WorkItemEvent): void;
  /** Connected; `reconnected` when it follows a drop (items raised meanwhile were missed: reload). */
  onOpen?(reconnected: boolean): void;
  /** The server refused the sign-in (401/403): retrying cannot help. */
  onRefused?(status: number): void;
  fetch?: typeof fetch;
  /** Delay before reconnection attempt n (0-based). */
  backoff?(attempt: number): number;
}

/** 1 s, 2 s, 4 s ... up to 30 s, with jitter so many browsers do not all come back at once. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function isWorkItemEvent(kind: string, value: unknown): value is WorkItemEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === kind &&
    typeof (value as { item?: unknown }).item === 'object'
  );
}

/**
 * The live channel of tasks and notifications: GET /api/user/events read as a stream with fetch (the bearer
 * token and entityId travel as headers, never in the URL as EventSource would need), reconnecting with
 * backoff whenever it drops. Returns the function that stops it.
 */
export function startRealtime(options: RealtimeOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const backoff = options.backoff ?? defaultBackoff;
  const controller = new AbortController();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });

  const feedFor = () =>
    createSseParser((message) => {
      if (message.event !== 'task' && message.event !== 'notification') return;
      try {
        const parsed: unknown = JSON.parse(message.data);
        if (isWorkItemEvent(message.event, parsed)) options.onEvent(parsed);
      } catch (error) {
        console.error('Unreadable live event', error);
      }
    });

  const run = async () => {
    let attempt = 0;
    let connectedBefore = false;
    while (!stopped) {
      try {
        const response = await doFetch(options.url, {
          headers: { Accept: 'text/event-stream', ...options.headers() },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) {
          options.onRefused?.(response.status);
          return;
        }
        if (!response.ok || !response.body) throw new Error(`live channel answered ${response.status}`);
        options.onOpen?.(connectedBefore);
        connectedBefore = true;
        attempt = 0;
        const feed = feedFor();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feed(value);
        }
      } catch (error) {
        if (stopped) return;
        console.warn('Live channel dropped', error);
      }
      if (stopped) return;
      await wait(backoff(attempt++));
    }
  };
  void run();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller.abort();
  };
}
