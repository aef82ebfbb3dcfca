import { createSseParser, type SseMessage } from './sse-parser';

function parse(...chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const feed = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) feed(chunk);
  return messages;
}

describe('createSseParser', () => {
  it('parses named events with JSON data', () => {
    expect(parse('event: task\ndata: {"id":1}\n\nevent: notification\ndata: {"id":2}\n\n')).toEqual([
      { event: 'task', data: '{"id":1}', id: null },
      { event: 'notification', data: '{"id":2}', id: null },
    ]);
  });

  it('ignores comment heartbeats and events without data', () => {
    expect(parse(': ping\n\n: ping\n\nevent: task\n\nevent: task\ndata: x\n\n')).toEqual([
      { event: 'task', data: 'x', id: null },
    ]);
  });

  it('assembles an event split across chunks anywhere, even inside \\r\\n', () => {
    expect(parse('eve', 'nt: task\r', '\ndata: {"a"', ':1}\r\n', '\r\n')).toEqual([
      { event: 'task', data: '{"a":1}', id: null },
    ]);
  });

  it('joins several data lines, defaults the event name and keeps the id', () => {
    expect(parse('id: 7\ndata: one\ndata:two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('accepts \\r line endings (a final \\r is settled by the next chunk, e.g. a heartbeat)', () => {
    expect(parse('event: task\rdata: 1\r')).toEqual([]);
    expect(parse('event: task\rdata: 1\r\r', ': ping\r')).toEqual([{ event: 'task', data: '1', id: null }]);
  });

  it('does not carry the event name over to the next event', () => {
    expect(parse('event: task\ndata: 1\n\ndata: 2\n\n').map((m) => m.event)).toEqual(['task', 'message']);
  });
});
