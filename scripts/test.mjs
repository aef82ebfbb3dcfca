// `npm test`: every suite, in order: type-check and lint, jest (PGlite), the server suite again on
// PostgreSQL when one is reachable, the production build, and the Playwright suites in Chromium. Exits
// non-zero on any failure and closes with one "N passed, N failed" line. Each stage's time is printed
// against its budget (docs/testing.md) and written to test-results/timings.json; a stage over budget is
// reported, never failed. `npm test -- --only server,e2e` runs some stages (STAGES below); `--changed`
// and `--area <name>` narrow each stage to what changed or to one area (scripts/lib/quick-loop.mjs).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { bin, ensureDependencies, log, root, run } from './lib/run.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { DEBIAN_PACKAGES, installInBackground } from './lib/debian-packages.mjs';
import { quickLoop, staticChecks } from './lib/quick-loop.mjs';
import databaseCoverage from '../tools/jest/database-coverage.cjs';
import failedTests from '../tools/test-report/failed-tests.cjs';
import slowestFiles from '../tools/test-report/slowest-files.cjs';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(root, 'test-results');
fs.mkdirSync(RESULTS, { recursive: true });
// The generated security suites write their counts here (server/src/test/api-callers.ts); a stale file
// from an earlier run must not show in this run's summary.
const GENERATED = path.join(RESULTS, 'generated');
fs.rmSync(GENERATED, { recursive: true, force: true });

/**
 * The stages, their budgets in seconds on a quiet 2-core machine (docs/testing.md), and the names
 * `--only` takes. `server` is the server suite alone on both databases; e2e brings the build it needs.
 */
const STAGES = {
  static: { budget: 40, title: 'Type-check (tsc), lint (eslint) and formatting (prettier)' },
  jest: { budget: 180, title: 'Unit, component and server tests (jest; server on PGlite)' },
  postgres: { budget: 150, title: 'Server tests on PostgreSQL' },
  compose: { budget: 30, title: 'docker-compose.yml accepted by `docker compose config`' },
  build: { budget: 120, title: 'Production build of the host and the remotes' },
  e2e: { budget: 300, title: 'End-to-end suites (Playwright in Chromium)' },
};
const ALIASES = { server: ['jest', 'postgres'], e2e: ['build', 'e2e'] };
const TOTAL_BUDGET = 900;

function selectedStages(argv) {
  const at = argv.indexOf('--only');
  const inline = argv.find((arg) => arg.startsWith('--only='));
  const list = inline ? inline.slice('--only='.length) : at >= 0 ? argv[at + 1] : null;
  if (list == null) return { stages: new Set(Object.keys(STAGES)), serverOnly: false };
  const names = list.split(',').filter(Boolean);
  const unknown = names.filter((name) => !STAGES[name] && !ALIASES[name]);
  if (unknown.length || !names.length) {
    console.error(`--only takes ${[...Object.keys(STAGES), 'server'].join(', ')} (comma-separated)`);
    process.exit(2);
  }
  return {
    stages: new Set(names.flatMap((name) => ALIASES[name] ?? [name])),
    // `server` alone narrows the PGlite jest stage to the server project.
    serverOnly: names.includes('server') && !names.includes('jest'),
  };
}

const { stages, serverOnly } = selectedStages(process.argv.slice(2));
const quick = quickLoop(process.argv.slice(2), root);
const runStarted = Date.now();
const outcomes = [];
let passed = 0;
let failed = 0;
let skipped = 0;

async function step(id, action) {
  if (!stages.has(id)) return;
  const { title: name, budget } = STAGES[id];
  log(name);
  const started = Date.now();
  let result;
  try {
    result = await action();
  } catch (error) {
    console.error(error);
    result = { ok: false };
  }
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  outcomes.push({
    id,
    name,
    ok: result.ok,
    seconds,
    budget,
    note: result.note ?? '',
    failures: result.failures ?? [],
    slowest: result.slowest,
  });
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

/**
 * The migrated and demo-seeded PGlite database the jest and browser stages both start from, built once
 * for the run (server/src/test/db-snapshot.ts), beside the static checks (startSharedSnapshot below);
 * removed when the run ends.
 */
let sharedSnapshot = null;
function demoDatabaseSnapshot() {
  sharedSnapshot ??= new Promise((resolve, reject) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-run-'));
    process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
    let stdout = '';
    const child = spawn(
      path.join(root, 'server/node_modules/.bin/tsx'),
      ['server/src/test/db-snapshot-cli.ts', 'pglite', folder],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ PORTAL_TEST_PGLITE_SNAPSHOT: stdout.trim() })
        : reject(new Error('Could not build the demo database snapshot')),
    );
  });
  return sharedSnapshot;
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
    failures: failedTests.jestFailures(report, root),
    slowest: slowestFiles.jestSlowest(report, root),
  };
}

/** Whether PostgreSQL answers at POSTGRES_URL; asked once, by the first stage that needs to know. */
let postgresAnswer = null;
function postgresReachable() {
  const { hostname, port } = new URL(POSTGRES_URL);
  postgresAnswer ??= new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return postgresAnswer;
}

/** Whether the docker compose v2 plugin answers; asked once, and only when the compose stage runs. */
let composePlugin = null;
function hasComposePlugin() {
  composePlugin ??= spawnSync('docker', ['compose', 'version']).status === 0;
  return composePlugin;
}

/** `docker compose`, or Compose 1.29 from Debian (same file format) where the v2 plugin is missing. */
async function composeCommand() {
  if (hasComposePlugin()) return ['docker', 'compose'];
  return (await debian.ready('docker-compose')) ? [DEBIAN_PACKAGES['docker-compose']] : null;
}

await ensureDependencies();

const shareSnapshot = quick.kind === 'all' || (stages.has('e2e') && quick.e2e);
/**
 * Starts the snapshot the jest and browser stages share. With the static stage it starts on the core the
 * first check to finish leaves idle: started beside all three, it only slowed them (static 55 s and the
 * snapshot 8.5 s one after the other, 65-66 s side by side). A failure is reported by the stage that
 * awaits it.
 */
function startSharedSnapshot() {
  if (shareSnapshot && (stages.has('jest') || stages.has('e2e'))) demoDatabaseSnapshot().catch(() => {});
}
if (!stages.has('static')) startSharedSnapshot();
// The packages the selected stages lack, installed while the cores do the rest: mostly network and disk.
const debian = installInBackground(
  [
    ...(stages.has('jest') && !serverOnly ? ['nginx'] : []),
    ...(stages.has('compose') && quick.compose && !hasComposePlugin() ? ['docker-compose'] : []),
    ...(stages.has('e2e') && quick.e2e ? ['chromium', 'poppler-utils'] : []),
  ],
  path.join(RESULTS, 'apt-get.log'),
);

// tsc on one core while eslint and then prettier use the other: each is single-threaded. Three checks.
await step('static', async () => {
  const checks = staticChecks(quick.staticFiles);
  const lintThenFormat = async () => [
    checks.eslint ? await run(bin('eslint'), checks.eslint) : 0,
    checks.prettier ? await run(bin('prettier'), checks.prettier) : 0,
  ];
  const [types, [lint, format]] = await Promise.all([
    run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']).finally(startSharedSnapshot),
    lintThenFormat().finally(startSharedSnapshot),
  ]);
  const failedChecks = [types, lint, format].filter((code) => code !== 0).length;
  return { ok: failedChecks === 0, passed: 3 - failedChecks, failed: failedChecks };
});
await step('jest', async () => {
  // The remotes' nginx is tested in Debian's (tools/deploy/nginx-remote-cors.test.cjs); that test fails,
  // saying why, where nginx is missing and cannot be installed.
  if (!serverOnly && !(await debian.ready('nginx')))
    console.log('nginx is missing and cannot be installed here: the remotes’ nginx test will fail.');
  // Without a PostgreSQL to run them on, the files declared for it run here, on PGlite
  // (tools/jest/database-coverage.cjs): every server test still runs on one database.
  const noPostgres = !(await postgresReachable());
  // A narrowed run builds the database snapshot only for the browser suites to share; the server
  // project's global set-up builds one when some server test is selected.
  return jest(
    'jest',
    {
      DATABASE_URL: '',
      [databaseCoverage.NO_POSTGRES_ENV]: noPostgres ? '1' : '',
      ...(shareSnapshot ? await demoDatabaseSnapshot() : {}),
      ...(serverOnly ? { JEST_PROJECTS: 'server' } : {}),
      ...(!serverOnly && quick.jestProjects ? { JEST_PROJECTS: quick.jestProjects.join(',') } : {}),
    },
    quick.jestArgs,
  );
});
await step('postgres', async () => {
  if (!quick.postgres) return { ok: true, passed: 0, note: 'no server tests in this area' };
  if (!(await postgresReachable())) {
    console.log(
      `PostgreSQL is not reachable at ${POSTGRES_URL}: skipped (the jest stage runs its files on PGlite).`,
    );
    return { ok: true, skipped: 1, note: 'skipped: no PostgreSQL' };
  }
  return jest('jest-postgres', { DATABASE_URL: POSTGRES_URL, JEST_PROJECTS: 'server' }, quick.jestArgs);
});
await step('compose', async () => {
  if (!quick.compose) return { ok: true, passed: 0, note: 'docker-compose.yml not selected' };
  const compose = await composeCommand();
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
const noSpecs = { ok: true, passed: 0, note: 'no browser suite selected' };
await step('build', async () => (quick.e2e ? { ok: (await buildApps()).length === 0 } : noSpecs));
await step('e2e', async () => {
  if (!quick.e2e) return noSpecs;
  const chromium = (await debian.ready('chromium')) ? DEBIAN_PACKAGES.chromium : null;
  if (!chromium) {
    console.log('Chromium is missing and cannot be installed here: end-to-end suites skipped.');
    return { ok: true, skipped: 1, note: 'skipped: no Chromium' };
  }
  // The report suite reads the downloaded PDF with pdftotext and renders its first page with pdftoppm.
  const pdftotext = DEBIAN_PACKAGES['poppler-utils'];
  if (!(await debian.ready('poppler-utils')))
    console.log('pdftotext (poppler-utils) is missing and cannot be installed here.');
  const outputFile = path.join(RESULTS, 'e2e.json');
  fs.rmSync(outputFile, { force: true });
  const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...quick.e2e.args], {
    env: {
      CHROMIUM_PATH: chromium,
      ...(fs.existsSync(pdftotext) ? { PDFTOTEXT_PATH: pdftotext } : {}),
      DATABASE_URL: '',
      ...(await demoDatabaseSnapshot()),
    },
  });
  const report = readJson(outputFile);
  const stats = report?.stats;
  if (!stats) return { ok: false };
  return {
    ok: code === 0 && stats.unexpected === 0,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
    failures: failedTests.playwrightFailures(report),
    slowest: slowestFiles.playwrightSlowest(report, root),
  };
});

const totalSeconds = Number(((Date.now() - runStarted) / 1000).toFixed(1));
const overBudget = (seconds, budget) => (seconds > budget ? ', over budget' : '');
console.log('\nSummary (time / budget on a quiet 2-core machine, docs/testing.md)');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? '✓' : '✗'} ${outcome.name}: ${outcome.seconds} s / ${outcome.budget} s` +
      `${overBudget(outcome.seconds, outcome.budget)}${outcome.note ? ` (${outcome.note})` : ''}`,
  );
  for (const failure of outcome.failures ?? []) console.log(`      ✗ ${failure}`);
}
// The whole run's budget speaks of every stage; a run of some stages only reports its time.
const everyStage = stages.size === Object.keys(STAGES).length;
console.log(
  `  Whole run, installs included: ${totalSeconds} s` +
    (everyStage ? ` / ${TOTAL_BUDGET} s${overBudget(totalSeconds, TOTAL_BUDGET)}` : ''),
);
if (quick.kind !== 'all') console.log(`  Selection: ${quick.label}`);
// Where each test stage's time went. Playwright's are test times summed per file, over both workers.
for (const outcome of outcomes.filter((outcome) => outcome.slowest?.length)) {
  console.log(`\nSlowest files: ${outcome.id}`);
  for (const line of slowestFiles.formatSlowest(outcome.slowest)) console.log(line);
}
// The access matrix, row ownership and bad-input runs: endpoints covered, requests made, failures.
const generated = fs.existsSync(GENERATED)
  ? fs
      .readdirSync(GENERATED)
      .map((file) => readJson(path.join(GENERATED, file)))
      .filter(Boolean)
  : [];
if (generated.length) {
  console.log('\nGenerated suites (from the OpenAPI document)');
  for (const suite of generated.sort((a, b) =>
    `${a.suite}${a.database}`.localeCompare(`${b.suite}${b.database}`),
  ))
    console.log(
      `  ${suite.failures ? '✗' : '✓'} ${suite.suite} on ${suite.database}: ${suite.endpoints} endpoints, ` +
        `${suite.requests} requests, ${suite.failures} failures`,
    );
}
fs.writeFileSync(
  path.join(RESULTS, 'timings.json'),
  `${JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      cores: os.availableParallelism(),
      totalSeconds,
      ...(everyStage ? { totalBudgetSeconds: TOTAL_BUDGET } : {}),
      ...(quick.kind !== 'all' ? { selection: quick.label } : {}),
      stages: outcomes.map(({ id, name, ok, seconds, budget, note, slowest }) => ({
        id,
        name,
        ok,
        seconds,
        budgetSeconds: budget,
        ...(note ? { note } : {}),
        ...(slowest ? { slowestFiles: slowest } : {}),
      })),
      tests: { passed, failed, skipped },
      generatedSuites: generated,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
