// `npm run bench`: measures what the portal ships and how fast the first signed-in screen appears, and
// writes docs/performance.md. Not a test: numbers are recorded, not asserted (except duplicates, reported).
// `npm run bench -- --only po-import`: only the purchase order import and export bench, whose section of
// docs/performance.md it replaces; `--only booking-search` likewise the booking search at 1,000,000 bookings
// (PostgreSQL only), `--only schedule` the availability calendar and ranked QC list at that scale, `--only
// report-pdf` the PDF report of 40 photos and 100 defects, `--only federation-cost` the federated build against
// a monolith of the same sources (scripts/bench-federation.mjs), `--only bundles` the build's sizes, the shared
// libraries, the remote entries and the first signed-in screen.
// BENCH_DATABASE_URL=postgres://... adds PostgreSQL to the server benches and those two to the full run.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureDependencies, log, root } from './lib/run.mjs';
import { APPS, buildApps } from './lib/build-apps.mjs';
import { signInAsAdmin } from './lib/bench-sign-in.mjs';
import { drawnAt, FIRST_SCREEN, FIRST_TITLE, stampFirstScreen } from './lib/first-screen.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'));

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
    const sum = (ext, key) =>
      Object.entries(stats.files)
        .filter(([file]) => file.endsWith(ext))
        .reduce((total, [, f]) => total + f[key], 0);
    return {
      app: name,
      js: sum('.js', 'bytes'),
      jsGzip: sum('.js', 'gzip'),
      css: sum('.css', 'bytes'),
      cssGzip: sum('.css', 'gzip'),
      stats,
      remoteEntry: app === 'host' ? null : servedSize(path.join(root, app, 'dist/remoteEntry.js')),
      federationRuntime:
        app === 'host' ? null : servedSize(path.join(root, app, 'dist/federation-runtime.js')),
    };
  });
}

/** A file as the server sends it: bytes, and gzip at level 9 like the .gz the build writes beside it. */
function servedSize(file) {
  if (!fs.existsSync(file)) return null;
  const buffer = fs.readFileSync(file);
  return { bytes: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length };
}

// Each remote's remoteEntry.js without the federation runtime, which the page provides once
// (experiments.externalRuntime, docs/decisions.md). Before: the build of 2026-11-26 in which every entry
// carried its own copy of the runtime, same measure (gzip level 9).
const REMOTE_ENTRY_GOAL = 10_000;
const REMOTE_ENTRY_BEFORE = {
  inspection: 28466,
  audit: 28462,
  finance: 28485,
  hr: 28483,
  masterdata: 28489,
  tcf: 28454,
  lab: 28460,
};
function remoteEntriesSection(sizes) {
  const remotes = sizes.filter((s) => s.remoteEntry);
  const over = remotes.filter((s) => s.remoteEntry.gzip > REMOTE_ENTRY_GOAL).map((s) => s.app);
  const bytes = (n) => `${n.toLocaleString('en')} B`;
  const runtime = remotes.find((s) => s.federationRuntime)?.federationRuntime;
  return [
    '## Remote entries',
    '',
    `Each remote's \`remoteEntry.js\` as served, gzip level 9 (the \`.gz\` the build writes beside it). Goal: <= ${bytes(REMOTE_ENTRY_GOAL)} gzip each. Before = every entry with its own copy of the federation runtime (build of 2026-11-26); after = this build, where the page provides the runtime once.`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.platform()} ${os.release()}, Node ${process.version}.`,
    '',
    '| remote | bytes | gzip | gzip before | goal met |',
    '|---|---|---|---|---|',
    ...remotes.map(
      (s) =>
        `| ${s.app} | ${bytes(s.remoteEntry.bytes)} | ${bytes(s.remoteEntry.gzip)} | ${REMOTE_ENTRY_BEFORE[s.app] ? bytes(REMOTE_ENTRY_BEFORE[s.app]) : 'n/a'} | ${s.remoteEntry.gzip <= REMOTE_ENTRY_GOAL ? 'yes' : '**no**'} |`,
    ),
    '',
    `- Seven entries: ${bytes(remotes.reduce((t, s) => t + s.remoteEntry.gzip, 0))} gzip together, before ${bytes(Object.values(REMOTE_ENTRY_BEFORE).reduce((t, n) => t + n, 0))}.`,
    runtime
      ? `- The runtime itself: in the host's main bundle in the portal, in embed.js on an integrator's page; a remote's standalone page loads \`federation-runtime.js\` (${bytes(runtime.bytes)}, ${bytes(runtime.gzip)} gzip) once.`
      : "- federation-runtime.js (the standalone pages' runtime) was not found in the builds.",
    over.length ? `- **Over the goal: ${over.join(', ')}.**` : '- Every remote entry meets the goal.',
  ];
}

async function startServer(dataDir) {
  const child = spawn(path.join(root, 'server/node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
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
    const areas = [
      '/1/inspsummary/booking-summary',
      '/1/auditdashboard/dashboard',
      '/1/quotations/quotation-summary',
      '/1/staffsearch/staff-summary',
      '/1/cussearch/customer-summary',
      '/1/tcfdashboardnew/tcf-dashboard-new',
      '/1/labdashboard',
    ];
    await setup.close();
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    adminPage.on('response', (response) => loaded.add(response.url()));
    await signInAsAdmin(adminPage, BASE);
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
      .filter(
        ([library, byApp]) =>
          Object.keys(byApp).length > 1 &&
          !library.startsWith('@module-federation') &&
          library !== '.federation',
      )
      .map(([library, byApp]) => {
        const amounts = Object.values(byApp).sort((a, b) => b - a);
        return { library, apps: Object.keys(byApp), bytes: amounts.slice(1).reduce((a, b) => a + b, 0) };
      });

    // What a visit to every area costs in remote entries (the federation runtime itself comes once, from the host).
    const remoteEntries = [...loaded]
      .map(fileOf)
      .filter(({ app, file }) => app !== 'host' && file === 'remoteEntry.js')
      .map(({ app }) => statsByApp[app].files['remoteEntry.js']);
    const runtimeShipped = {
      bytes: remoteEntries.reduce((total, entry) => total + entry.bytes, 0),
      gzip: remoteEntries.reduce((total, entry) => total + entry.gzip, 0),
      remotes: remoteEntries.length,
    };

    /** Opens the first screen in a new tab; returns the time and what went over the wire (encoded bytes). */
    async function firstScreen(context) {
      const timed = await context.newPage();
      const requests = [];
      timed.on('requestfinished', (request) => requests.push(request));
      await timed.goto(`${BASE}${FIRST_SCREEN}`);
      const elapsed = await drawnAt(timed);
      let transferred = 0;
      for (const request of requests) {
        const sizes = await request.sizes().catch(() => null);
        transferred += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
      }
      await timed.close();
      return { elapsed, requests: requests.length, transferred };
    }
    const cold = [];
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(stampFirstScreen, FIRST_TITLE);
      cold.push(await firstScreen(context));
      warm.push(await firstScreen(context));
      await context.close();
    }
    return { duplicated, runtimeShipped, cold, warm, requests: loaded.size };
  } finally {
    await browser.close();
  }
}

// Server benches that write a section of their own, each measured by one script: the purchase order import
// and export at 50,000 lines (embedded database, and PostgreSQL when BENCH_DATABASE_URL names one), and the
// booking search at 1,000,000 bookings (PostgreSQL only).
const SECTION_BENCHES = {
  'po-import': {
    heading: '## Purchase order import and export',
    script: 'server/src/bench/po-import.ts',
    what: 'the purchase order import and export at 50,000 lines',
  },
  'booking-search': {
    heading: '## Booking search at 1,000,000 bookings',
    script: 'server/src/bench/booking-search.ts',
    what: 'the booking search at 1,000,000 bookings on PostgreSQL',
    needsPostgres: true,
  },
  schedule: {
    heading: '## Scheduling at 1,000,000 bookings',
    script: 'server/src/bench/schedule-bench.ts',
    what: 'the availability calendar and the ranked QC list at 1,000,000 bookings on PostgreSQL',
    needsPostgres: true,
  },
  'report-pdf': {
    heading: '## PDF report generation',
    script: 'server/src/bench/report-pdf-bench.ts',
    what: 'the PDF report of 40 photos and 100 defects',
  },
  'report-summary': {
    heading: '## Report summary at 1,000,000 bookings',
    script: 'server/src/bench/report-summary-bench.ts',
    what: 'the report summary at 1,000,000 bookings on PostgreSQL',
    needsPostgres: true,
  },
  'federation-cost': {
    heading: '## The cost of federation',
    script: 'scripts/bench-federation.mjs',
    what: 'the federated build against a monolith of the same sources (first screen cold, area switch warm)',
  },
};
function benchSection(name) {
  return execFileSync(path.join(root, 'server/node_modules/.bin/tsx'), [SECTION_BENCHES[name].script], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 2 ** 20,
  });
}

/** Puts `section` in docs/performance.md in place of the section whose heading `isHeading` finds (or at the end). */
function replaceSection(isHeading, section) {
  const file = path.join(root, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const start = doc.findIndex(isHeading);
  const next = start < 0 ? -1 : doc.findIndex((line, index) => index > start && line.startsWith('## '));
  const updated =
    start < 0
      ? [...doc, '', ...section]
      : [...doc.slice(0, start), ...section, ...(next < 0 ? [] : ['', ...doc.slice(next)])];
  fs.writeFileSync(file, `${updated.join('\n')}\n`);
  console.log(section.join('\n'));
}

await ensureDependencies();
// `npm run bench -- --only <bench>`: that bench alone, its section replaced in docs/performance.md.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// `--only remote-entries`: builds, then replaces the "Remote entries" section of docs/performance.md.
if (only === 'remote-entries') {
  if ((await buildApps()).length) process.exit(1);
  const section = remoteEntriesSection(bundleSizes());
  replaceSection((line) => line === section[0], section);
  process.exit(0);
}
if (only !== null && only !== 'bundles') {
  const bench = SECTION_BENCHES[only];
  if (!bench) {
    process.stderr.write(
      `--only knows bundles, remote-entries, ${Object.keys(SECTION_BENCHES).join(', ')}, not ${only}\n`,
    );
    process.exit(2);
  }
  if (bench.needsPostgres && !process.env.BENCH_DATABASE_URL) {
    process.stderr.write(`${only} runs on PostgreSQL: set BENCH_DATABASE_URL=postgres://...\n`);
    process.exit(2);
  }
  log(`Measuring ${bench.what}`);
  const section = benchSection(only).trimEnd().split('\n');
  replaceSection((line) => line.startsWith(bench.heading), section);
  process.exit(0);
}
/** Builds, serves the build and measures it in Chromium: what each app ships and the first signed-in screen. */
async function measureShipped() {
  if ((await buildApps()).length) process.exit(1);
  const sizes = bundleSizes();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  log('Starting the portal on the embedded database');
  const server = await startServer(dataDir);
  try {
    const { chromium } = await import('@playwright/test');
    log(`Measuring (${RUNS} runs, cold and warm cache)`);
    return { sizes, result: await measure(chromium, sizes) };
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
function timingRow(cache, runs) {
  const times = runs.map((run) => run.elapsed);
  return `| ${cache} | ${median(times)} ms | ${Math.min(...times)} ms | ${Math.max(...times)} ms | ${median(runs.map((run) => run.requests))} | ${kib(median(runs.map((run) => run.transferred)))} |`;
}

/** The sections measureShipped's numbers fill, each an array of lines starting with its heading. */
function shippedSections({ sizes, result }) {
  return [
    [
      '## Bytes shipped per app (whole build, all chunks)',
      '',
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}: the production build served by the API server on one origin, embedded PGlite database. The next three sections come from the same run.`,
      '',
      '| app | JS | JS gzip | CSS | CSS gzip |',
      '|---|---|---|---|---|',
      ...sizes.map(
        (s) => `| ${s.app} | ${kib(s.js)} | ${kib(s.jsGzip)} | ${kib(s.css)} | ${kib(s.cssGzip)} |`,
      ),
      '',
      'Each app also carries fallback copies of the shared libraries; the browser loads one copy of each (below).',
    ],
    [
      '## Shared libraries loaded more than once',
      '',
      `Visiting all seven areas in one page (${result.requests} responses):`,
      '',
      result.duplicated.length
        ? result.duplicated
            .map((d) => `- ${d.library}: ${kib(d.bytes)} of source extra (from ${d.apps.join(', ')})`)
            .join('\n')
        : '- **0 bytes**: every shared library (react, react-dom, react-router-dom, react-intl, zustand, formik, yup, @portal/*) arrived once.',
      `- The Module Federation runtime arrives once, in the host's bundle (remotes are built with \`externalRuntime\`); the ${result.runtimeShipped.remotes} remote entries loaded weigh ${kib(result.runtimeShipped.bytes)} (${kib(result.runtimeShipped.gzip)} gzip) together.`,
    ],
    remoteEntriesSection(sizes),
    [
      `## Time from navigation to the signed-in first screen (${FIRST_SCREEN}, user cs)`,
      '',
      `Median of ${RUNS} runs in headless Chromium, a new tab each: from navigation start (the page's own clock) to the frame in which the booking summary's heading and table are drawn with nothing busy (the mark of the cost of federation below). Warm = the same browser profile a second time.`,
      '',
      'Transferred = response bodies as sent (compressed) plus headers, for every request of that page load.',
      '',
      '| cache | median | min | max | requests | transferred |',
      '|---|---|---|---|---|---|',
      timingRow('cold', result.cold),
      timingRow('warm', result.warm),
    ],
  ];
}

const PREAMBLE = [
  '# Performance',
  '',
  'Measured by `npm run bench` (scripts/bench.mjs); numbers are written by the script, not by hand. Each bench replaces its own sections (`npm run bench -- --only <bench>` one of them, `--only bundles` the four below); a full run replaces them all, except the PostgreSQL sections when BENCH_DATABASE_URL is not set, which it keeps as they were.',
  '',
];

/** A section's lines and how its heading starts (a bench's heading may carry details after its name). */
const sectionOf = (text, heading) => {
  const lines = typeof text === 'string' ? text.trimEnd().split('\n') : text;
  return { heading: heading ?? lines[0], lines };
};

/** Puts each section in docs/performance.md in place of the one whose heading starts alike, under the preamble. */
function writeSections(sections) {
  const file = path.join(root, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8').split('\n');
  const firstSection = doc.findIndex((line) => line.startsWith('## '));
  fs.writeFileSync(file, [...PREAMBLE, ...(firstSection < 0 ? [] : doc.slice(firstSection))].join('\n'));
  for (const { heading, lines } of sections) replaceSection((line) => line.startsWith(heading), lines);
}

if (only === 'bundles') {
  const measured = await measureShipped();
  writeSections(shippedSections(measured).map((lines) => sectionOf(lines)));
  process.exit(measured.result.duplicated.length ? 1 : 0);
}

const measured = await measureShipped();
// The header panels' API at scale: on the embedded database always, on PostgreSQL when BENCH_DATABASE_URL names one.
function apiLatencySection(databaseUrl) {
  return execFileSync(path.join(root, 'server/node_modules/.bin/tsx'), ['server/src/bench/api-latency.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}
log('Measuring the header panels API at scale');
const sections = [...shippedSections(measured), apiLatencySection('')].map((lines) => sectionOf(lines));
if (process.env.BENCH_DATABASE_URL)
  sections.push(sectionOf(apiLatencySection(process.env.BENCH_DATABASE_URL)));
for (const name of Object.keys(SECTION_BENCHES)) {
  const bench = SECTION_BENCHES[name];
  if (bench.needsPostgres && !process.env.BENCH_DATABASE_URL) continue;
  log(`Measuring ${bench.what}`);
  sections.push(sectionOf(benchSection(name), bench.heading));
}
writeSections(sections);
if (measured.result.duplicated.length) process.exitCode = 1;
