/** @jest-environment node */
import { TaskType, type WorkItemEvent } from '@portal/domain';
import { startRealtime } from './realtime-client';

const event: WorkItemEvent = {
  kind: 'task',
  userId: 3,
  entityId: 1,
  item: {
    id: 9,
    isDone: false,
    type: TaskType.InspectionVerified,
    typeLable: 'InspectionVerified',
    linkId: 1042,
    parentId: null,
    staffName: null,
    createdOn: '2026-01-01T00:00:00Z',
    link: 'inspedit/edit-booking/1042',
    dateType: 'Today',
  },
};

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Resolves once the condition holds (checked every few milliseconds): no guess of how long a busy machine takes. */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('startRealtime', () => {
  it('sends the headers, delivers task events and reconnects after the stream ends', async () => {
    const data = JSON.stringify(event);
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(
        streamOf([': hello\n\n', `event: task\ndata: ${data.slice(0, 10)}`, `${data.slice(10)}\n\n`]),
      )
      .mockResolvedValueOnce(streamOf(['event: other\ndata: {}\n\n']))
      .mockImplementation(() => new Promise(() => undefined));
    const onEvent = jest.fn();
    const onOpen = jest.fn();
    const stop = startRealtime({
      url: '/api/user/events',
      headers: () => ({ Authorization: 'Bearer t', entityId: '1' }),
      onEvent,
      onOpen,
      fetch,
      backoff: () => 0,
    });
    await until(() => fetch.mock.calls.length >= 3);
    stop();
    expect(fetch.mock.calls[0][1].headers).toMatchObject({ Authorization: 'Bearer t', entityId: '1' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event);
    expect(onOpen.mock.calls).toEqual([[false], [true]]);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('retries after a failed connection and stops for good on 401', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 401 }));
    const onRefused = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startRealtime({ url: '/e', headers: () => ({}), onEvent: jest.fn(), onRefused, fetch, backoff: () => 0 });
    await until(() => onRefused.mock.calls.length > 0);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onRefused).toHaveBeenCalledWith(401);
    warn.mockRestore();
  });

  it('stops reconnecting once stopped', async () => {
    const fetch = jest.fn().mockImplementation(() => Promise.resolve(streamOf([])));
    const stop = startRealtime({
      url: '/e',
      headers: () => ({}),
      onEvent: jest.fn(),
      fetch,
      backoff: () => 50,
    });
    await until(() => fetch.mock.calls.length >= 1);
    stop();
    const calls = fetch.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
