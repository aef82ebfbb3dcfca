/** @databases postgres */
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callers, requester } from './work-items.test-support';

let t: TestApp;
let as: ReturnType<typeof callers>;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  as = callers(t.app);
  call = requester(t.app);
});
afterAll(() => t.close());

const ROUTES: [InjectOptions['method'], string, object | undefined][] = [
  ['POST', '/api/user/tasklist', { skip: 0 }],
  ['GET', '/api/user/tasks', undefined],
  ['POST', '/api/user/taskcount', {}],
  ['GET', '/api/user/donetask/1', undefined],
  ['GET', '/api/user/alldonetask', undefined],
  ['POST', '/api/user/notifications', { skip: 0 }],
  ['GET', '/api/user/readnotif/1', undefined],
  ['GET', '/api/user/readallnotif', undefined],
  ['POST', '/api/user/readnotifcount', {}],
  ['PUT', '/api/user/notifications/last-seen', undefined],
];

describe('access', () => {
  it.each(ROUTES)('%s %s answers 401 without a token', async (method, url, payload) => {
    expect((await call(null, null, method, url, payload)).statusCode).toBe(401);
  });

  it.each(ROUTES)(
    '%s %s answers 403 for an entity the user may not work in',
    async (method, url, payload) => {
      const response = await call(await as('cs'), 2, method, url, payload);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(ROUTES)('%s %s answers 400 without the entityId header', async (method, url, payload) => {
    const response = await call(await as('cs'), null, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'headers.entityId' }] });
  });

  it.each(ROUTES)('%s %s answers 200 for a signed-in user in their entity', async (method, url, payload) => {
    expect((await call(await as('cs'), 1, method, url, payload)).statusCode).toBe(200);
  });

  it('accepts the spec paths in any letter case', async () => {
    const cs = await as('cs');
    expect((await call(cs, 1, 'POST', '/api/User/TaskList', { skip: 0 })).statusCode).toBe(200);
    expect((await call(cs, 1, 'GET', '/api/User/ReadAllNotif')).statusCode).toBe(200);
  });

  it('has no test endpoint unless test mode is on', async () => {
    const response = await call(null, null, 'POST', '/api/test/work-items', {
      kind: 'task',
      loginName: 'cs',
      entityId: 1,
      type: 5,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('input validation', () => {
  it.each([
    ['/api/user/tasklist', { skip: -1 }, 'skip'],
    ['/api/user/tasklist', { skip: 100_001 }, 'skip'],
    ['/api/user/tasklist', { skip: 1.5 }, 'skip'],
    ['/api/user/tasklist', { skip: 'abc' }, 'skip'],
    ['/api/user/tasklist', { skip: 0, taskType: 0 }, 'taskType'],
    ['/api/user/tasklist', { skip: 0, taskType: 5 }, 'taskType'],
    ['/api/user/tasklist', { skip: 0, taskType: 'Leave' }, 'taskType'],
    ['/api/user/tasklist', { skip: 0, isDone: 'maybe' }, 'isDone'],
    ['/api/user/tasklist', { skip: 0, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['/api/user/tasklist', { skip: 0, timeZone: '' }, 'timeZone'],
    ['/api/user/tasklist', { skip: 0, timeZone: 'x'.repeat(65) }, 'timeZone'],
    ['/api/user/taskcount', { taskType: 9 }, 'taskType'],
    ['/api/user/taskcount', { timeZone: 'Europe/Pariss' }, 'timeZone'],
    ['/api/user/notifications', { skip: -5 }, 'skip'],
    ['/api/user/notifications', { skip: 0, notificationType: 7 }, 'notificationType'],
    ['/api/user/notifications', { skip: 0, isRead: 'yes' }, 'isRead'],
    ['/api/user/notifications', { skip: 0, timeZone: 'Nowhere' }, 'timeZone'],
    ['/api/user/readnotifcount', { notificationType: -1 }, 'notificationType'],
    ['/api/user/readnotifcount', { timeZone: 'UTC+25' }, 'timeZone'],
  ])('POST %s %j answers 400 naming %s', async (url, payload, field) => {
    const response = await call(await as('cs'), 1, 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ field })] });
  });

  it.each([
    '/api/user/tasklist',
    '/api/user/taskcount',
    '/api/user/notifications',
    '/api/user/readnotifcount',
  ])('POST %s answers 400 for a body that is not an object', async (url) => {
    const cs = await as('cs');
    for (const payload of [[1, 2], 'text'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers: {
              authorization: `Bearer ${cs.token}`,
              entityId: '1',
              'content-type': 'application/json',
            },
            payload: JSON.stringify(payload),
          })
        ).statusCode,
      ).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${cs.token}`, entityId: '1', 'content-type': 'application/json' },
      payload: '{"skip":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it.each(['donetask', 'readnotif'])(
    'GET /api/user/%s/{id} answers 400 for an id that is not one',
    async (path) => {
      const cs = await as('cs');
      for (const id of ['abc', '0', '-3', '2147483648', '1.5'])
        expect((await call(cs, 1, 'GET', `/api/user/${path}/${id}`)).statusCode).toBe(400);
    },
  );

  it('accepts a valid zone and a null one', async () => {
    const cs = await as('cs');
    for (const timeZone of ['Europe/Paris', 'America/Argentina/Buenos_Aires', null])
      expect((await call(cs, 1, 'POST', '/api/user/taskcount', { timeZone })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every route under its tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const documented = ROUTES.map(([method, url]) => [
      method!.toString().toLowerCase(),
      url.replace(/\/1$/, '/{id}'),
    ]);
    for (const [method, path] of documented)
      expect([path, doc.paths[path!]?.[method!]?.tags]).toEqual([path, ['Tasks and notifications']]);
    expect(doc.paths['/api/test/work-items']).toBeUndefined();
  });
});
