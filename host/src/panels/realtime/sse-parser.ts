export interface SseMessage {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  id: string | null;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules the portal needs): feed it decoded chunks in any
 * split; it calls `onMessage` for each complete event. Comment lines (heartbeats) and unknown fields are
 * ignored, an event with no data is not dispatched.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // comment: heartbeat
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A lone \r at the end may be the first half of \r\n split across chunks: wait for more.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };
}
