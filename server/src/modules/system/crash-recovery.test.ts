/** @databases both */
// First: the module shims and the data a real server starts on.
import { serverDataFromSnapshot, type ServerData } from '../../test/server-data';
import crypto from 'node:crypto';
import path from 'node:path';
import { signInOverHttp } from '../../test/http-client';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../test/server-process';
import { halfWrittenRecords, missingAcknowledgedWrites } from './crash-checks.test-support';
import {
  prepareWorkload,
  streamWrites,
  type StreamOutcome,
  type Workload,
} from './crash-workload.test-support';

/**
 * The real server (server/src/main.ts, a process of its own) takes a stream of concurrent writes over
 * HTTP, is killed with SIGKILL at the 30th acknowledged one while others are on their way, and starts
 * again on the same data: on PGlite a data folder, on PostgreSQL (DATABASE_URL) a database. Nothing a
 * user was told is saved may be lost, and nothing may be half-saved. docs/testing.md.
 */
jest.setTimeout(120_000);
/** Server starts and a stream of writes: about 25 s on a quiet machine, several times that on a busy one. */
const SETUP_TIMEOUT_MS = 240_000;

const KILL_AFTER = 30;
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`a server killed in the middle of a stream of writes (${kind})`, () => {
  const tag = `crash-${crypto.randomBytes(3).toString('hex')}`;
  let data: ServerData;
  let killed: ServerProcess;
  let restarted: ServerProcess | undefined;
  let workload: Workload;
  let stream: StreamOutcome;

  beforeAll(async () => {
    data = await serverDataFromSnapshot('qp-crash-');
    killed = await startServerProcess(data.env);
    workload = await prepareWorkload(killed.base, tag);
    stream = await streamWrites(killed.base, workload, {
      stopAfter: KILL_AFTER,
      onStop: () => killed.child.kill('SIGKILL'),
      timeoutMs: 60_000,
    });
    await killed.exited;
    restarted = await startServerProcess(data.env);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await stopServerProcess(killed);
    await stopServerProcess(restarted);
    await data?.dispose();
  });

  it('was killed after 30 acknowledged writes of every kind, with more still in flight', () => {
    expect(killed.child.signalCode).toBe('SIGKILL');
    expect(stream.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(stream.inFlightAtKill).toBeGreaterThan(0);
    expect(new Set(stream.acked.map((ack) => ack.kind))).toEqual(
      new Set(['leave', 'customer', 'claim', 'receipt', 'staffFile']),
    );
  });

  it('starts again on the same data as it was left, and answers from its database', async () => {
    // On PGlite the folder is opened as the kill left it (WAL replayed on start, nothing removed first).
    const health = await fetch(`${restarted!.base}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
    await expect(signInOverHttp(restarted!.base, 'admin')).resolves.toMatchObject({ login: 'admin' });
  });

  it('still has every acknowledged write, with what was sent', async () => {
    // The tokens from before the kill: their sessions were acknowledged writes too.
    expect(await missingAcknowledgedWrites(restarted!.base, workload.users, stream.acked)).toEqual([]);
  });

  it('holds no half-written record, acknowledged or cut off by the kill', async () => {
    await stopServerProcess(restarted); // a PGlite folder belongs to one process at a time
    const database = await data.open();
    try {
      const files = path.join(data.dataDir, 'files');
      expect(await halfWrittenRecords(database.db, files, tag, stream.acked)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
