/** @databases postgres */
// First: test-app installs the shims the app's modules need under jest.
import { createTestApp, json, type TestApp, buildTestApp } from '../../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TaskItem, WorkItemEvent, WorkItemListResponse } from '@portal/domain';
import { loadConfig } from '../../config';
import { callers, requester } from './work-items.test-support';

let t: TestApp;
let testMode: FastifyInstance;
let heard: WorkItemEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The same database and secret, with test mode on.
  testMode = await buildTestApp({
    db: t.database.db,
    config: { ...t.config, testEndpoints: true },
  });
  await testMode.ready();
  testMode.realtime.subscribe((event) => heard.push(event));
});
afterAll(async () => {
  await testMode.close();
  await t.close();
});

const raise = (payload: object) => testMode.inject({ method: 'POST', url: '/api/test/work-items', payload });

describe('POST /api/test/work-items (PORTAL_TEST_ENDPOINTS=1)', () => {
  it('is absent from an app without test mode', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/work-items',
      payload: { kind: 'task', loginName: 'cs', entityId: 1, type: 5 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('raises a task by login name without a token, publishes it, and the owner lists it', async () => {
    heard = [];
    const response = await raise({ kind: 'task', loginName: 'Inspector', entityId: 1, type: 6, linkId: 4 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as WorkItemEvent & { result: number };
    expect(body).toMatchObject({
      result: 1,
      kind: 'task',
      entityId: 1,
      item: { typeLable: 'InspectionConfirmed' },
    });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toEqual({ kind: body.kind, userId: body.userId, entityId: 1, item: body.item });
    const inspector = await callers(testMode)('inspector');
    const list = json<WorkItemListResponse<TaskItem>>(
      await requester(testMode)(inspector, 1, 'POST', '/api/user/tasklist', { skip: 0 }),
    );
    expect(list.data.map((item) => item.id)).toContain(body.item.id);
  });

  it('raises a back-dated notification by user id with its message', async () => {
    const cs = await callers(testMode)('cs');
    const response = await raise({
      kind: 'notification',
      userId: cs.id,
      entityId: 1,
      type: 26,
      message: 'Report failed',
      createdAt: '2020-01-02T03:04:05.000Z',
    });
    expect(response.json()).toMatchObject({
      kind: 'notification',
      item: {
        typeLabel: 'FastReportGenerationFailed',
        message: 'Report failed',
        createdOn: '2020-01-02T03:04:05.000Z',
        dateType: 'Older',
        link: null,
      },
    });
  });

  it.each([
    [{ kind: 'task', entityId: 1, type: 5 }, 'userId'],
    [{ kind: 'task', loginName: 'nobody', entityId: 1, type: 5 }, 'loginName'],
    [{ kind: 'task', loginName: 'cs', entityId: 2, type: 5 }, 'entityId'],
    [{ kind: 'task', loginName: 'cs', entityId: 1, type: 19 }, 'type'],
    [{ kind: 'notification', loginName: 'cs', entityId: 1, type: 99 }, 'type'],
    [{ kind: 'task', loginName: 'customer', entityId: 1, type: 1 }, 'type'],
    [{ kind: 'alert', loginName: 'cs', entityId: 1, type: 1 }, 'kind'],
    [{ kind: 'task', loginName: 'cs', entityId: 1, type: 5, createdAt: 'yesterday' }, 'createdAt'],
  ])('answers 400 for %j naming %s', async (payload, field) => {
    const response = await raise(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ field })] });
  });
});

describe('PORTAL_TEST_ENDPOINTS', () => {
  it('turns test mode on only when it is exactly 1', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-mode-'));
    try {
      const mode = (value?: string) =>
        loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', PORTAL_TEST_ENDPOINTS: value }).testEndpoints;
      expect([mode(), mode('0'), mode('true'), mode('1')]).toEqual([false, false, false, true]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
