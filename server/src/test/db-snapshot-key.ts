/**
 * Names and keys of the test runs' demo database snapshots (db-snapshot.ts builds them), with Node built-ins
 * only: jest's global setup and the browser suites' set-up load this without the database stack.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteVersion } from '../db/pglite-version';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

/** Environment variables through which a run hands its snapshots to the test files. */
export const SNAPSHOT_ENV = {
  /** Path of the PGlite dump (`<folder>/demo-<key>.tar`). */
  pglite: 'PORTAL_TEST_PGLITE_SNAPSHOT',
  /** Name of the PostgreSQL template database (`qp_<run>_template`). */
  postgresTemplate: 'PORTAL_TEST_PG_TEMPLATE',
} as const;

/**
 * What the demo database is made of: the migrations, the schema and seed code, the helpers and domain
 * rules the seed calls, the seed options the snapshot passes (db-snapshot.ts), and the PGlite build. (Today's date shapes it too, which is why no run loads
 * another run's snapshot: each builds its own in a folder of its own.)
 */
const CONTENT_SOURCES = [
  'server/drizzle',
  'server/src/db',
  'server/src/lib',
  'server/src/test/db-snapshot.ts',
  'packages/domain/src',
];
const SEED_MODULE_FILE = /^(demo-|seed-).*\.ts$/;

const notATest = (name: string) => !/\.test\.tsx?$/.test(name);

function hashTree(hash: crypto.Hash, target: string, accept: (name: string) => boolean = notATest) {
  if (!fs.existsSync(target)) return;
  if (fs.statSync(target).isFile()) {
    hash.update(path.relative(REPO_ROOT, target)).update(fs.readFileSync(target));
    return;
  }
  for (const entry of fs.readdirSync(target).sort()) {
    const full = path.join(target, entry);
    if (fs.statSync(full).isDirectory() || accept(entry)) hashTree(hash, full, accept);
  }
}

export { pgliteVersion };

export function snapshotKey(): string {
  const hash = crypto.createHash('sha256');
  for (const source of CONTENT_SOURCES) hashTree(hash, path.join(REPO_ROOT, source));
  hashTree(hash, path.join(SERVER_ROOT, 'src/modules'), (name) => SEED_MODULE_FILE.test(name));
  hash.update(`pglite ${pgliteVersion()}`);
  return hash.digest('hex').slice(0, 16);
}

export function pgliteSnapshotFile(folder: string): string {
  return path.join(folder, `demo-${snapshotKey()}.tar`);
}

/** A fresh id for this run's PostgreSQL databases: `qp_<run>_template` and one `qp_<run>_<file>` per file. */
export function postgresRunPrefix(): string {
  return `qp_${crypto.randomBytes(4).toString('hex')}_`;
}

/** Runs db-snapshot-cli.ts with tsx (the server's own runtime, outside any test sandbox); its stdout. */
export function runSnapshotCli(args: string[]): string {
  const result = spawnSync(
    path.join(SERVER_ROOT, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'db-snapshot-cli.ts'), ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`db-snapshot-cli ${args[0]} failed (exit ${result.status})`);
  return result.stdout.trim();
}

/**
 * This run's PGlite snapshot: the one named in the environment when its key is today's code's (`npm test`
 * builds one for all its stages), else a new one in a temp folder, which `folder` names for the caller to
 * delete. Sets the environment variable, so test workers started afterwards inherit it. The key is checked
 * here, once per run, not by every test file.
 */
export function ensurePgliteSnapshot(): { file: string; folder: string | null } {
  const given = process.env[SNAPSHOT_ENV.pglite];
  if (given && fs.existsSync(given) && path.basename(given) === path.basename(pgliteSnapshotFile('.'))) {
    return { file: given, folder: null };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-db-'));
  const file = runSnapshotCli(['pglite', folder]);
  process.env[SNAPSHOT_ENV.pglite] = file;
  return { file, folder };
}
