/** @databases postgres */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TaskType } from '@portal/domain';
import { REPO_ROOT } from '../../config';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { openEventStream, type EventStreamReader } from './event-stream.test-support';
import { withAdminClient } from '../../test/admin-client';

const url = process.env.DATABASE_URL;
// Two server processes can only share a PostgreSQL server: an embedded PGlite belongs to one process.
const describeOnPostgres = url ? describe : describe.skip;

jest.setTimeout(120_000);

interface Instance {
  process: ChildProcess;
  base: string;
  output: string[];
}

/** Starts `tsx server/src/main.ts` on a free port and resolves once it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(path.join(REPO_ROOT, 'server/node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, base: match[1]!, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output.join('')}`));
    });
  });
}

async function stop(instance: Instance | undefined): Promise<void> {
  const child = instance?.process;
  if (!child || child.exitCode != null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

describeOnPostgres('two server instances on one database (PostgreSQL only: skipped on PGlite)', () => {
  const database = `qp_realtime_${crypto.randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-two-instances-'));
  let a: Instance | undefined;
  let b: Instance | undefined;
  let stream: EventStreamReader | undefined;

  beforeAll(async () => {
    await withAdminClient(url!, (client) => client.query(`CREATE DATABASE ${database}`));
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: '1',
      PORTAL_TEST_ENDPOINTS: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    };
    // One after the other: the first migrates and seeds, the second finds everything in place.
    a = await startInstance(env);
    b = await startInstance(env);
  });

  afterAll(async () => {
    stream?.close();
    await Promise.all([stop(a), stop(b)]);
    await withAdminClient(url!, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a task raised through instance B reaches the browser connected to instance A within a second', async () => {
    const signIn = await fetch(`${a!.base}/api/User/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false }),
    });
    const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
    stream = await openEventStream(`${a!.base}/api/user/events`, {
      authorization: `Bearer ${token}`,
      entityId: '1',
    });
    expect(stream.status).toBe(200);

    const started = Date.now();
    const raised = await fetch(`${b!.base}/api/test/work-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'task',
        loginName: 'cs',
        entityId: 1,
        type: TaskType.ScheduleInspection,
        linkId: 42,
      }),
    });
    expect(raised.status).toBe(200);
    const { result, ...event } = (await raised.json()) as {
      result: number;
      kind: string;
      item: { id: number };
    };
    expect(result).toBe(1);

    const received = await stream.next(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(received.event).toBe('task');
    expect(received.data).toEqual(event);
    expect(received.data).toMatchObject({ userId: user.id, entityId: 1, item: { linkId: 42 } });
  });
});
