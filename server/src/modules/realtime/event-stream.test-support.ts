import type { WorkItemEvent } from '@portal/domain';

/** One parsed server-sent event. */
export interface ReceivedEvent {
  event: string;
  data: WorkItemEvent;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next event; rejects after `timeoutMs` or when the stream ends first. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  /** Comment lines seen so far (': heartbeat'...). */
  comments: string[];
  close(): void;
}

/** Reads GET /api/user/events the way the browser does: fetch, then the body as a stream. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());

  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(bytes, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('event: ')) name = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) queue.push({ event: name, data: JSON.parse(data.join('\n')) as WorkItemEvent });
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    done = true;
    wake();
  })();

  const wait = (timeoutMs: number, ready: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          resolve();
        } else if (done) {
          clearTimeout(timer);
          reject(new Error(`stream ended before ${what}`));
        } else waiters.push(check);
      };
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
      check();
    });

  return {
    status: response.status,
    headers: response.headers,
    comments,
    async next(timeoutMs = 2000) {
      await wait(timeoutMs, () => queue.length > 0, 'event');
      return queue.shift()!;
    },
    async ended(timeoutMs = 2000) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`stream still open after ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => (done ? (clearTimeout(timer), resolve()) : waiters.push(check));
        check();
      });
    },
    close: () => abort.abort(),
  };
}
