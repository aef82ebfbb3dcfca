/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import {
  authHeaders,
  createTestDatabase,
  signInAs,
  testConfig,
  type TestDatabase,
  buildTestApp,
} from '../../test/test-app';
import type { FastifyInstance } from 'fastify';
import { openEventStream, type EventStreamReader } from './event-stream.test-support';
import { createLocalBus, type RealtimeBus } from './realtime-bus';
import { notificationEvent, taskEvent } from './work-item-event.test-support';
import { until } from '../../test/until';

const HEARTBEAT_MS = 150;

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let bus: RealtimeBus;
let listening = 0;
const readers: EventStreamReader[] = [];

/** A local bus that counts its listeners, so the test sees the stream unsubscribe. */
function countingBus(): RealtimeBus {
  const inner = createLocalBus();
  return {
    ...inner,
    subscribe(listener) {
      listening++;
      const stop = inner.subscribe(listener);
      return () => {
        listening--;
        stop();
      };
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  bus = countingBus();
  app = await buildTestApp({
    db: database.db,
    config: { ...testConfig(), eventStreamHeartbeatMs: HEARTBEAT_MS },
    realtime: bus,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  readers.forEach((reader) => reader.close());
  await app.close();
  await database.dispose();
});

async function open(token: string | null, entityId?: number) {
  const reader = await openEventStream(`${base}/api/user/events`, {
    ...(token ? authHeaders(token, entityId) : {}),
    'accept-encoding': 'gzip, br',
  });
  readers.push(reader);
  return reader;
}

describe('GET /api/user/events', () => {
  it('answers 401 without a token and 400 without an entityId header', async () => {
    const anonymous = await fetch(`${base}/api/user/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Please sign in.' });
    const { token } = await signInAs(app, 'cs');
    const noEntity = await fetch(`${base}/api/user/events`, { headers: authHeaders(token) });
    expect(noEntity.status).toBe(400);
    const otherEntity = await fetch(`${base}/api/user/events`, { headers: authHeaders(token, 2) });
    expect(otherEntity.status).toBe(403); // cs works in entity 1 only
  });

  it("streams the caller's own events of the request's entity, uncompressed, and nothing else", async () => {
    const cs = await signInAs(app, 'cs');
    const hr = await signInAs(app, 'hr');
    const stream = await open(cs.token, 1);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');

    // Delivery is in publish order, so if the foreign events were let through they would come first.
    await bus.publish(taskEvent(hr.user.id, 1)); // another user
    await bus.publish(taskEvent(cs.user.id, 2)); // cs, but another entity
    const mine = taskEvent(cs.user.id, 1);
    await bus.publish(mine);
    const received = await stream.next();
    expect(received.event).toBe('task');
    expect(received.data).toEqual(mine);

    const notice = notificationEvent(cs.user.id, 1, 'Report generation failed: timeout');
    await bus.publish(notice);
    expect(await stream.next()).toEqual({ event: 'notification', data: notice });
  });

  it('keeps the connection alive with comment heartbeats', async () => {
    const { token } = await signInAs(app, 'inspector');
    const stream = await open(token, 1);
    await until(() => stream.comments.includes(': heartbeat'));
    expect(stream.comments[0]).toBe(': connected');
  });

  it('stops listening to the bus when the browser goes away', async () => {
    const before = listening;
    const { token } = await signInAs(app, 'auditor');
    const stream = await open(token, 1);
    await until(() => listening === before + 1);
    stream.close();
    await until(() => listening === before);
  });

  it('ends the stream at the next heartbeat after the session is signed out', async () => {
    const { token, user } = await signInAs(app, 'manager');
    const stream = await open(token, 1);
    const signOut = await app.inject({
      method: 'GET',
      url: `/api/User/SignOut/${user.id}`,
      headers: authHeaders(token),
    });
    expect(signOut.statusCode).toBe(200);
    await stream.ended(HEARTBEAT_MS * 10);
  });

  it('ends open streams when the server closes, so shutting down never hangs', async () => {
    const { token } = await signInAs(app, 'tcfuser');
    const stream = await open(token, 1);
    await app.close();
    await stream.ended();
    expect(listening).toBe(0);
  });
});
