// `npm test`: every suite, in order: type-check, lint, jest (PGlite), the server suite again on PostgreSQL
// when one is reachable, the production build, and the Playwright suites in Chromium. Exits non-zero on
// any failure and closes with one "N passed, N failed" line.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { bin, ensureDependencies, log, root, run } from './lib/run.mjs';
import { buildApps } from './lib/build-apps.mjs';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(root, 'test-results');
fs.mkdirSync(RESULTS, { recursive: true });

const outcomes = [];
let passed = 0;
let failed = 0;
let skipped = 0;

async function step(name, action) {
  log(name);
  const started = Date.now();
  let result;
  try {
    result = await action();
  } catch (error) {
    console.error(error);
    result = { ok: false };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  outcomes.push({ name, ok: result.ok, seconds, note: result.note ?? '' });
  passed += result.passed ?? (result.ok && !result.skipped ? 1 : 0);
  failed += result.failed ?? (result.ok ? 0 : 1);
  skipped += result.skipped ?? 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jest(outputName, env = {}, extraArgs = []) {
  const outputFile = path.join(RESULTS, `${outputName}.json`);
  fs.rmSync(outputFile, { force: true });
  const code = await run(bin('jest'), ['--ci', '--json', `--outputFile=${outputFile}`, ...extraArgs], {
    env,
  });
  const report = readJson(outputFile);
  if (!report) return { ok: false };
  return {
    ok: code === 0 && report.numFailedTests === 0,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests,
  };
}

function postgresReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Installs a Debian package when `binary` is missing and the machine allows (root with apt-get). */
function aptInstall(packageName, binary) {
  if (fs.existsSync(binary)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) return false;
  log(`Installing ${packageName} from Debian (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', packageName], { stdio: 'inherit', env });
  return fs.existsSync(binary);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return aptInstall('chromium', chromium) ? chromium : null;
}

/** `docker compose`, or Compose 1.29 from Debian (same file format) where the v2 plugin is missing. */
function composeCommand() {
  if (spawnSync('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  return aptInstall('docker-compose', '/usr/bin/docker-compose') ? ['/usr/bin/docker-compose'] : null;
}

await ensureDependencies();

await step('Type-check (tsc --noEmit over the workspace)', async () => ({
  ok: (await run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) === 0,
}));
await step('Lint (eslint) and formatting (prettier)', async () => ({
  ok:
    (await run(bin('eslint'), ['.', '--max-warnings', '0'])) === 0 &&
    (await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])) === 0,
}));
await step('Unit, component and server tests (jest; server on PGlite)', () =>
  jest('jest', { DATABASE_URL: '' }),
);
await step('Server tests on PostgreSQL', async () => {
  if (!(await postgresReachable(POSTGRES_URL))) {
    console.log(`PostgreSQL is not reachable at ${POSTGRES_URL}: skipped.`);
    return { ok: true, skipped: 1, note: 'skipped: no PostgreSQL' };
  }
  return jest('jest-postgres', { DATABASE_URL: POSTGRES_URL, JEST_PROJECTS: 'server' });
});
await step('docker-compose.yml accepted by `docker compose config`', async () => {
  const compose = composeCommand();
  if (!compose) {
    console.log('Neither docker compose nor docker-compose is available here: skipped.');
    return { ok: true, skipped: 1, note: 'skipped: no compose' };
  }
  // With no variables set, as a first-time operator would run it.
  const env = { ...process.env };
  for (const name of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'ADMIN_PASSWORD', 'HOST_PORT']) delete env[name];
  const result = spawnSync(compose[0], [...compose.slice(1), 'config', '--quiet'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return { ok: result.status === 0 };
});
await step('Production build of the host and the remotes', async () => ({
  ok: (await buildApps()).length === 0,
}));
await step('End-to-end suites (Playwright in Chromium)', async () => {
  const chromium = ensureChromium();
  if (!chromium) {
    console.log('Chromium is missing and cannot be installed here: end-to-end suites skipped.');
    return { ok: true, skipped: 1, note: 'skipped: no Chromium' };
  }
  const outputFile = path.join(RESULTS, 'e2e.json');
  fs.rmSync(outputFile, { force: true });
  const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { CHROMIUM_PATH: chromium, DATABASE_URL: '' },
  });
  const stats = readJson(outputFile)?.stats;
  if (!stats) return { ok: false };
  return {
    ok: code === 0 && stats.unexpected === 0,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
  };
});

console.log('\nSummary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? '✓' : '✗'} ${outcome.name} (${outcome.seconds} s)${outcome.note ? ` ${outcome.note}` : ''}`,
  );
}
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
