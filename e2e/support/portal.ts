// Starts the portal as it is deployed: the API server (serving the host) on one port and each remote from
// its own origin, so a test can stop one remote and start it again. Each Playwright worker runs a portal
// of its own (fixtures.ts) on ports of its own, its data folder a copy of the run's migrated and
// demo-seeded database snapshot: workers never see each other's data or stopped remotes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSnapshotCli, SNAPSHOT_ENV } from '../../server/src/test/db-snapshot-key';

export const ROOT = path.resolve(__dirname, '../..');
/** The worker's slot (0, 1...), kept by a worker that replaces a failed one; ten ports a slot. */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4300) + 10 * SLOT;
export const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'] as const;
export type RemoteName = (typeof REMOTES)[number];
export const remotePort = (name: RemoteName) => PORTAL_PORT + 1 + REMOTES.indexOf(name);
export const BASE_URL = `http://127.0.0.1:${PORTAL_PORT}`;
/** A foreign page embedding an area (embed.spec.ts): its origin is on the portal's ALLOWED_ORIGINS. */
export const EMBED_PAGE_ORIGIN = `http://127.0.0.1:${PORTAL_PORT + 8}`;
/** A foreign page whose origin the portal does not list. */
export const STRANGER_PAGE_ORIGIN = `http://127.0.0.1:${PORTAL_PORT + 9}`;
const RESULTS = path.join(ROOT, 'test-results');
const STATE_FILE = path.join(RESULTS, `e2e-portal-${SLOT}.json`);

type State = { dataDir: string; pids: Record<string, number> };

function readState(): State {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as State;
}

function writeState(state: State) {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function spawnDetached(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  logName?: string,
): ChildProcess {
  const logFile = logName ? fs.openSync(path.join(RESULTS, `${logName}.log`), 'a') : 'ignore';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  child.unref();
  return child;
}

/** This worker's portal data folder: its remotes.json, and releases/ which the server serves at /releases/. */
export function portalDataDir(): string {
  return readState().dataDir;
}

export async function startRemote(name: RemoteName): Promise<void> {
  const child = spawnDetached(process.execPath, [
    path.join(ROOT, 'scripts/serve-static.mjs'),
    path.join(ROOT, 'remotes', name, 'dist'),
    String(remotePort(name)),
  ]);
  const state = readState();
  state.pids[name] = child.pid!;
  writeState(state);
  await waitFor(`http://127.0.0.1:${remotePort(name)}/mf-manifest.json`);
}

/** Starts the remote unless this suite already runs it. */
export async function ensureRemote(name: RemoteName): Promise<void> {
  if (!readState().pids[name]) await startRemote(name);
}

export function stopRemote(name: RemoteName): void {
  const state = readState();
  const pid = state.pids[name];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  delete state.pids[name];
  writeState(state);
}

/** Starts this worker's portal on a copy of the snapshot the global set-up named (SNAPSHOT_ENV.pglite). */
export async function startPortal(): Promise<void> {
  stopPortal(); // what a killed worker of this slot left running
  fs.mkdirSync(RESULTS, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const remotesJson = path.join(dataDir, 'remotes.json');
  const areas = JSON.parse(fs.readFileSync(path.join(ROOT, 'host/public/remotes.json'), 'utf8')) as {
    name: RemoteName;
    areas: string[];
  }[];
  fs.writeFileSync(
    remotesJson,
    JSON.stringify(
      areas.map((r) => ({ ...r, entry: `http://127.0.0.1:${remotePort(r.name)}/mf-manifest.json` })),
    ),
  );
  const snapshot = process.env[SNAPSHOT_ENV.pglite];
  if (!snapshot) throw new Error(`${SNAPSHOT_ENV.pglite} is not set: the global set-up builds it`);
  // The server's data folder as a copy of the snapshot: it starts without migrating or seeding.
  runSnapshotCli(['restore', snapshot, path.join(dataDir, 'pgdata')]);
  writeState({ dataDir, pids: {} });
  const server = spawnDetached(
    path.join(ROOT, 'server/node_modules/.bin/tsx'),
    [path.join(ROOT, 'server/src/main.ts')],
    {
      PORT: String(PORTAL_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REMOTES_JSON: remotesJson,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Lets suites raise tasks and notifications (POST /api/test/work-items).
      PORTAL_TEST_ENDPOINTS: '1',
      ALLOWED_ORIGINS: EMBED_PAGE_ORIGIN,
      // The suites sign in far more often from 127.0.0.1 than any person would (docs/server.md, rate limits).
      RATE_LIMITS: 'off',
    },
    `e2e-server-${SLOT}`,
  );
  writeState({ dataDir, pids: { server: server.pid! } });
  // One after another: each start records its pid in the state file.
  for (const name of REMOTES) await startRemote(name);
  await waitFor(`${BASE_URL}/api/health`, 120_000);
}

export function stopPortal(stateFile = STATE_FILE): void {
  if (!fs.existsSync(stateFile)) return;
  const { pids, dataDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State;
  for (const pid of Object.values(pids)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
}

/** Every worker's portal, for the run's set-up and teardown (a crashed run leaves them behind). */
export function stopAllPortals(): void {
  if (!fs.existsSync(RESULTS)) return;
  for (const file of fs.readdirSync(RESULTS).filter((name) => /^e2e-portal-\d+\.json$/.test(name)))
    stopPortal(path.join(RESULTS, file));
}
