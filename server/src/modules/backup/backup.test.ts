/** @databases pglite */
// First: the module shims and the data a real server starts on.
import { loadPglite, serverDataFromSnapshot, type ServerData } from '../../test/server-data';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { createDatabase } from '../../db/client';
import { pgliteOptions } from '../../db/pglite-options';
import { signInOverHttp } from '../../test/http-client';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../test/server-process';
import { halfWrittenRecords, missingAcknowledgedWrites } from '../system/crash-checks.test-support';
import {
  prepareWorkload,
  streamWrites,
  type StreamOutcome,
  type Workload,
} from '../system/crash-workload.test-support';
import { BACKUP_FILE_PATTERN } from './backup-paths';

/**
 * `npm run backup` asks a running server (a process of its own, on a copy of the run's snapshot) for a
 * backup while writes keep coming; `npm run restore` unpacks it into a fresh folder, and a server started
 * there signs users in and has everything acknowledged before the backup, whole. docs/deploy.md.
 */
jest.setTimeout(120_000);
/** Server starts and a stream of writes: about 25 s on a quiet machine, several times that on a busy one. */
const SETUP_TIMEOUT_MS = 300_000;
/** A backup or a restore of the demo database: seconds, a minute on a very busy machine. */
const SCRIPT_TIMEOUT_MS = 150_000;

// A PostgreSQL server has no data folder to back up: pg_dump does it (docs/deploy.md, "Backups").
const describeOnPglite = process.env.DATABASE_URL ? describe.skip : describe;

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `node scripts/<name>.mjs args`, as `npm run <name> -- args` runs it, in English. A process group of its
 * own: the script runs tsx, which runs the command as its child, and a timeout must end them all.
 */
function runScript(name: 'backup' | 'restore', args: string[]): Promise<ScriptRun> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', `${name}.mjs`), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LANG: 'C', LC_ALL: '', LC_MESSAGES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), SCRIPT_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ...out });
    });
  });
}

describeOnPglite('backup and restore of the embedded database (PGlite only; PostgreSQL: pg_dump)', () => {
  const tag = `backup-${crypto.randomBytes(3).toString('hex')}`;
  let scratch: string;
  let backups: string;
  let restored: string;
  let data: ServerData;
  let original: ServerProcess;
  let fromBackup: ServerProcess | undefined;
  let workload: Workload;
  let before: StreamOutcome;
  let during: StreamOutcome;
  let backup: ScriptRun;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-backup-test-'));
    backups = path.join(scratch, 'backups');
    restored = path.join(scratch, 'restored');
    data = await serverDataFromSnapshot('qp-backup-');
    original = await startServerProcess(data.env);
    workload = await prepareWorkload(original.base, tag);
    before = await streamWrites(original.base, workload, { stopAfter: 10, timeoutMs: 60_000 });
    const backupRun = runScript('backup', ['--data-dir', data.dataDir, '--out', backups]);
    // Paced, as users write: a stream at full speed would only measure how a saturated server backs up.
    during = await streamWrites(original.base, workload, {
      stopWhen: backupRun,
      pauseMs: 200,
      timeoutMs: SCRIPT_TIMEOUT_MS,
    });
    backup = await backupRun;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await stopServerProcess(original);
    await stopServerProcess(fromBackup);
    await data?.dispose();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  const backupFile = () => path.join(backups, fs.readdirSync(backups)[0]!);

  it('writes one timestamped file only its owner may read, while the server goes on taking writes', () => {
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(/^Backup written: .+ \(\d+\.\d MB in \d+\.\d s\)\.\n$/);
    expect(fs.readdirSync(backups)).toEqual([expect.stringMatching(BACKUP_FILE_PATTERN)]);
    expect(fs.statSync(backupFile()).mode & 0o777).toBe(0o600);
    expect(during.acked.length).toBeGreaterThan(0);
  });

  it('refuses to restore into a folder that holds something, and leaves it as it was', async () => {
    const content = fs.readdirSync(data.dataDir).sort();
    const refused = await runScript('restore', [backupFile(), '--data-dir', data.dataDir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not empty');
    expect(fs.readdirSync(data.dataDir).sort()).toEqual(content);
  });

  it('restores the database, the uploaded files and the secrets into a fresh folder', async () => {
    const restore = await runScript('restore', [backupFile(), '--data-dir', restored]);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain(`Restored into ${restored}`);
    expect(fs.readdirSync(restored).sort()).toEqual(['files', 'jwt-secret', 'pgdata', 'vapid-keys.json']);
    for (const secret of ['jwt-secret', 'vapid-keys.json'])
      expect(fs.readFileSync(path.join(restored, secret))).toEqual(
        fs.readFileSync(path.join(data.dataDir, secret)),
      );
  });

  it('starts a server on the restored folder, which signs users in and has every write made before', async () => {
    fromBackup = await startServerProcess({ DATA_DIR: restored, DATABASE_URL: '' });
    await expect(signInOverHttp(fromBackup.base, 'hr')).resolves.toMatchObject({ login: 'hr' });
    // Signed in before the backup: same token secret, same session, so the old tokens work.
    expect(await missingAcknowledgedWrites(fromBackup.base, workload.users, before.acked)).toEqual([]);
  });

  it('holds no half-written record, those written during the backup included', async () => {
    await stopServerProcess(fromBackup);
    const database = createDatabase({
      pglite: new (loadPglite())(pgliteOptions({ dataDir: path.join(restored, 'pgdata') })),
    });
    try {
      const files = path.join(restored, 'files');
      expect(await halfWrittenRecords(database.db, files, tag, before.acked)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
