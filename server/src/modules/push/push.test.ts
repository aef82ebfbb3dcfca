/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import {
  authHeaders,
  createTestDatabase,
  json,
  signInAs,
  testConfig,
  type TestDatabase,
  buildTestApp,
} from '../../test/test-app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema';
import { createLocalBus, type RealtimeBus } from '../realtime/realtime-bus';
import { taskEvent } from '../realtime/work-item-event.test-support';
import { createPushSender } from './push-sender';
import { browserKeys, decryptPush, startPushService } from './push.test-support';
import { createPushingBus } from './pushing-bus';
import { DEFAULT_VAPID_SUBJECT } from './vapid-keys';
import { until } from '../../test/until';

const vapid = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
const warnings: object[] = [];
const log = { info: () => undefined, warn: (object: object) => warnings.push(object) };

let database: TestDatabase;
let app: FastifyInstance;
let inner: RealtimeBus;
let bus: RealtimeBus;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const statusOf = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startPushService((path) => statusOf.get(path) ?? 201);
  inner = createLocalBus();
  bus = createPushingBus(inner, createPushSender({ db: database.db, vapid, log }));
  app = await buildTestApp({ db: database.db, config: { ...testConfig(), vapid }, realtime: bus });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await bus.close();
  await pushService.close();
  await database.dispose();
});

let endpointNumber = 0;
function newSubscription(origin = pushService.origin) {
  const keys = browserKeys();
  return {
    keys,
    body: { auth: keys.authBase64, p256Dh: keys.p256Dh, endPoint: `${origin}/push/${++endpointNumber}` },
  };
}

const post = (url: string, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url, headers: token ? authHeaders(token) : {}, payload });

const rowsOf = (endPoint: string) =>
  database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endPoint, endPoint));

describe('GET /api/user/push/public-key', () => {
  it('offers the VAPID public key to a signed-in user, nothing to others', async () => {
    const { token } = await signInAs(app, 'customer');
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/push/public-key',
      headers: authHeaders(token),
    });
    expect(json(response)).toEqual({ publicKey: vapid.publicKey });
    expect((await app.inject({ method: 'GET', url: '/api/user/push/public-key' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/subscribe/{userId} and /api/user/unsubscribe/{userId}', () => {
  it('stores the subscription of the signed-in user only', async () => {
    const cs = await signInAs(app, 'cs');
    const hr = await signInAs(app, 'hr');
    const { body } = newSubscription();
    expect((await post(`/api/user/subscribe/${cs.user.id}`, null, body)).statusCode).toBe(401);
    expect((await post(`/api/user/subscribe/${hr.user.id}`, cs.token, body)).statusCode).toBe(403);
    expect(await rowsOf(body.endPoint)).toHaveLength(0);

    const response = await post(`/api/user/subscribe/${cs.user.id}`, cs.token, body);
    expect(json(response)).toEqual({ result: 1 });
    expect(await rowsOf(body.endPoint)).toMatchObject([
      { userId: cs.user.id, p256Dh: body.p256Dh, auth: body.auth },
    ]);
  });

  it('refuses endpoints that are not https (plain http only on this machine) and malformed keys', async () => {
    const { token, user } = await signInAs(app, 'cs');
    const { body } = newSubscription();
    const field = async (payload: object) => {
      const response = await post(`/api/user/subscribe/${user.id}`, token, payload);
      expect(response.statusCode).toBe(400);
      return (json<{ errors: { field: string }[] }>(response).errors ?? []).map((error) => error.field);
    };
    expect(await field({ ...body, endPoint: 'http://push.example.com/abc' })).toEqual(['endPoint']);
    expect(await field({ ...body, endPoint: 'ftp://push.example.com/abc' })).toEqual(['endPoint']);
    expect(await field({ ...body, endPoint: 'not a url at all' })).toEqual(['endPoint']);
    expect(await field({ ...body, endPoint: `https://push.example.com/${'a'.repeat(2100)}` })).toEqual([
      'endPoint',
    ]);
    expect(await field({ ...body, p256Dh: Buffer.alloc(65, 7).toString('base64url') })).toEqual(['p256Dh']);
    expect(await field({ ...body, auth: Buffer.alloc(20).toString('base64url') })).toEqual(['auth']);
    expect(await field({ auth: body.auth, p256Dh: body.p256Dh })).toEqual(['endPoint']);
    const https = { ...body, endPoint: 'https://fcm.googleapis.com/fcm/send/abc-123' };
    expect(json(await post(`/api/user/subscribe/${user.id}`, token, https))).toEqual({ result: 1 });
  });

  it("moves an endpoint to the user who subscribed it last; unsubscribe removes only one's own", async () => {
    const cs = await signInAs(app, 'cs');
    const inspector = await signInAs(app, 'inspector');
    const { body } = newSubscription();
    await post(`/api/user/subscribe/${cs.user.id}`, cs.token, body);
    const again = { ...body, auth: browserKeys().authBase64 };
    await post(`/api/user/subscribe/${inspector.user.id}`, inspector.token, again);
    expect(await rowsOf(body.endPoint)).toMatchObject([{ userId: inspector.user.id, auth: again.auth }]);

    expect(json(await post(`/api/user/unsubscribe/${cs.user.id}`, cs.token, body))).toEqual({ result: 1 });
    expect(await rowsOf(body.endPoint)).toHaveLength(1); // not cs's any more
    expect((await post(`/api/user/unsubscribe/${cs.user.id}`, inspector.token, body)).statusCode).toBe(403);
    expect(json(await post(`/api/user/unsubscribe/${inspector.user.id}`, inspector.token, body))).toEqual({
      result: 1,
    });
    expect(await rowsOf(body.endPoint)).toHaveLength(0);
  });
});

describe('push delivery', () => {
  it('sends each published event, encrypted and VAPID-signed, to the subscriptions of its user', async () => {
    const manager = await signInAs(app, 'manager');
    const { keys, body } = newSubscription();
    await post(`/api/user/subscribe/${manager.user.id}`, manager.token, body);
    const path = new URL(body.endPoint).pathname;
    const mine = () => pushService.received.filter((push) => push.path === path);

    await bus.publish(taskEvent(manager.user.id + 1000, 1)); // someone else
    const event = taskEvent(manager.user.id, 1);
    await bus.publish(event);
    await until(() => mine().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine()).toHaveLength(1);

    const [push] = mine();
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const authorization = push!.headers.authorization ?? '';
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
    expect(match?.[2]).toBe(vapid.publicKey);
    const claims = JSON.parse(Buffer.from(match![1]!.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ aud: pushService.origin, sub: DEFAULT_VAPID_SUBJECT });

    expect(JSON.parse(decryptPush(push!.body, keys))).toEqual({
      title: 'Quality Portal',
      body: 'New task',
      url: '/1/schedule/schedule-summary/77',
      kind: 'task',
      id: event.item.id,
      entityId: 1,
    });
  });

  it('pushes only from the publishing instance: an event heard from another instance is not pushed again', async () => {
    const auditor = await signInAs(app, 'auditor');
    const { body } = newSubscription();
    await post(`/api/user/subscribe/${auditor.user.id}`, auditor.token, body);
    const path = new URL(body.endPoint).pathname;
    await inner.publish(taskEvent(auditor.user.id, 1)); // what the listening side of a bus delivers
    await bus.publish(taskEvent(auditor.user.id, 1));
    await until(() => pushService.received.some((push) => push.path === path));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pushService.received.filter((push) => push.path === path)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410, 404), keeps it on other failures', async () => {
    const tcf = await signInAs(app, 'tcfuser');
    const gone = newSubscription().body;
    const missing = newSubscription().body;
    const failing = newSubscription().body;
    statusOf.set(new URL(gone.endPoint).pathname, 410);
    statusOf.set(new URL(missing.endPoint).pathname, 404);
    statusOf.set(new URL(failing.endPoint).pathname, 500);
    for (const body of [gone, missing, failing])
      await post(`/api/user/subscribe/${tcf.user.id}`, tcf.token, body);

    warnings.length = 0;
    await expect(bus.publish(taskEvent(tcf.user.id, 1))).resolves.toBeUndefined();
    await until(
      async () => (await rowsOf(gone.endPoint)).length === 0 && (await rowsOf(missing.endPoint)).length === 0,
    );
    await until(() => warnings.length > 0);
    expect(await rowsOf(failing.endPoint)).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ status: 500 })]);
  });

  it('never fails the publisher when a push service cannot be reached', async () => {
    const labuser = await signInAs(app, 'labuser');
    const { body } = newSubscription('http://127.0.0.1:9'); // nothing listens on the discard port
    await post(`/api/user/subscribe/${labuser.user.id}`, labuser.token, body);
    warnings.length = 0;
    await expect(bus.publish(taskEvent(labuser.user.id, 1))).resolves.toBeUndefined();
    await until(() => warnings.length > 0);
    expect(warnings[0]).toMatchObject({ reason: expect.any(String) });
    expect(await rowsOf(body.endPoint)).toHaveLength(1);
  });
});
