// `npm run bench`: measures what the portal ships and how fast the first signed-in screen appears, and
// writes docs/performance.md. Not a test: numbers are recorded, not asserted (except duplicates, reported).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, log, root } from './lib/run.mjs';
import { APPS, buildApps } from './lib/build-apps.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FIRST_SCREEN = '/1/inspsummary/booking-summary';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function bundleSizes() {
  return APPS.map((app) => {
    const name = app.replace('remotes/', '');
    const stats = JSON.parse(fs.readFileSync(path.join(root, 'build-stats', `${name}.json`), 'utf8'));
    const sum = (ext, key) => Object.entries(stats.files).filter(([file]) => file.endsWith(ext)).reduce((total, [, f]) => total + f[key], 0);
    return { app: name, js: sum('.js', 'bytes'), jsGzip: sum('.js', 'gzip'), css: sum('.css', 'bytes'), cssGzip: sum('.css', 'gzip'), stats };
  });
}

async function startServer(dataDir) {
  const child = spawn(path.join(root, 'server/node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Which app and file a loaded URL is: /remotes/<name>/<file> or the host's /<file>. */
function fileOf(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? { app: remote[1], file: remote[2] } : { app: 'host', file: pathname.slice(1) };
}

async function measure(chromium, sizes) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // Sign in once through the UI and keep the storage (token, current user, entity) for the timed runs.
    const setup = await browser.newContext();
    const page = await setup.newPage();
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Login').fill('cs');
    await page.getByLabel('Password').fill('Portal#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${FIRST_SCREEN}`);
    const storageState = await setup.storageState();

    // Every area once, as admin, to see which library bytes arrive more than once.
    const loaded = new Set();
    const areas = ['/1/inspsummary/booking-summary', '/1/auditdashboard/dashboard', '/1/quotations/quotation-summary',
      '/1/staffsearch/staff-summary', '/1/cussearch/customer-summary', '/1/tcfdashboardnew/tcf-dashboard-new', '/1/labdashboard'];
    await setup.close();
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    adminPage.on('response', (response) => loaded.add(response.url()));
    await adminPage.goto(`${BASE}/login`);
    await adminPage.getByLabel('Login').fill('admin');
    await adminPage.getByLabel('Password').fill('Portal#2026');
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL('**/landing');
    await adminPage.getByLabel('Quality Portal Asia').check();
    await adminPage.getByLabel('Inspection').check();
    await adminPage.getByRole('button', { name: 'Continue' }).click();
    for (const area of areas) {
      await adminPage.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, area);
      await adminPage.getByRole('heading', { level: 1 }).waitFor();
    }
    await admin.close();
    const statsByApp = Object.fromEntries(sizes.map((size) => [size.app, size.stats]));
    const copies = {};
    for (const url of loaded) {
      const { app, file } = fileOf(url);
      const entry = statsByApp[app]?.files[file];
      if (!entry) continue;
      for (const [library, bytes] of Object.entries(entry.libraries)) {
        copies[library] ??= {};
        copies[library][app] = (copies[library][app] ?? 0) + bytes;
      }
    }
    const duplicated = Object.entries(copies)
      .filter(([library, byApp]) => Object.keys(byApp).length > 1 && !library.startsWith('@module-federation') && library !== '.federation')
      .map(([library, byApp]) => {
        const amounts = Object.values(byApp).sort((a, b) => b - a);
        return { library, apps: Object.keys(byApp), bytes: amounts.slice(1).reduce((a, b) => a + b, 0) };
      });
    const runtimeCopies = Object.entries(copies)
      .filter(([library]) => library.startsWith('@module-federation') || library === '.federation')
      .reduce((total, [, byApp]) => total + Object.values(byApp).sort((a, b) => b - a).slice(1).reduce((a, b) => a + b, 0), 0);

    async function firstScreen(context) {
      const timed = await context.newPage();
      const started = Date.now();
      await timed.goto(`${BASE}${FIRST_SCREEN}`);
      await timed.getByTestId('signed-in-context').waitFor();
      const elapsed = Date.now() - started;
      await timed.close();
      return elapsed;
    }
    const cold = [];
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ storageState });
      cold.push(await firstScreen(context));
      warm.push(await firstScreen(context));
      await context.close();
    }
    return { duplicated, runtimeCopies, cold, warm, requests: loaded.size };
  } finally {
    await browser.close();
  }
}

await ensureDependencies();
if ((await buildApps()).length) process.exit(1);
const sizes = bundleSizes();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
log('Starting the portal on the embedded database');
const server = await startServer(dataDir);
let result;
try {
  const { chromium } = await import('@playwright/test');
  log(`Measuring (${RUNS} runs, cold and warm cache)`);
  result = await measure(chromium, sizes);
} finally {
  server.kill('SIGTERM');
}
fs.rmSync(dataDir, { recursive: true, force: true });

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '# Performance',
  '',
  'Measured by `npm run bench` (scripts/bench.mjs); numbers are written by the script, not by hand.',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`,
  '- Portal: production build served by the API server on one origin, embedded PGlite database',
  '',
  '## Bytes shipped per app (whole build, all chunks)',
  '',
  '| app | JS | JS gzip | CSS | CSS gzip |',
  '|---|---|---|---|---|',
  ...sizes.map((s) => `| ${s.app} | ${kib(s.js)} | ${kib(s.jsGzip)} | ${kib(s.css)} | ${kib(s.cssGzip)} |`),
  '',
  'Each app also carries fallback copies of the shared libraries; the browser loads one copy of each (below).',
  '',
  '## Shared libraries loaded more than once',
  '',
  `Visiting all seven areas in one page (${result.requests} responses):`,
  '',
  result.duplicated.length
    ? result.duplicated.map((d) => `- ${d.library}: ${kib(d.bytes)} extra (from ${d.apps.join(', ')})`).join('\n')
    : '- **0 bytes**: every shared library (react, react-dom, react-router-dom, react-intl, zustand, formik, yup, @portal/*) arrived once.',
  `- The Module Federation runtime itself is part of each remote's entry: ${kib(result.runtimeCopies)} across the remotes (not a shared library).`,
  '',
  `## Time from navigation to the signed-in first screen (${FIRST_SCREEN}, user cs)`,
  '',
  `Median of ${RUNS} runs in headless Chromium, until the screen shows the signed-in context.`,
  '',
  '| cache | median | min | max |',
  '|---|---|---|---|',
  `| cold | ${median(result.cold)} ms | ${Math.min(...result.cold)} ms | ${Math.max(...result.cold)} ms |`,
  `| warm | ${median(result.warm)} ms | ${Math.min(...result.warm)} ms | ${Math.max(...result.warm)} ms |`,
  '',
];
fs.writeFileSync(path.join(root, 'docs/performance.md'), lines.join('\n'));
console.log(lines.join('\n'));
if (result.duplicated.length) process.exitCode = 1;
