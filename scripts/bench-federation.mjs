// The cost of federation (docs/performance.md): the same host and remotes, built once federated (as
// deployed) and once as a monolith (tools/monolith/create-monolith-config.cjs), served in the same run by the
// same API process on the same demo database, measured in headless Chromium:
// - cold: a new browser context (empty cache), a signed-in session in local storage, navigation to the
//   booking summary until its heading and table are drawn (the page's own clock);
// - area switch, warm: the build already in the HTTP cache, the booking summary open, a click on a service
//   in the side bar until that area's screen is drawn.
// - in the same run, what a page on another origin holding only docs/embedding.md's snippet loads to show
//   the hr leave summary, and each remote's remoteEntry.js gzip bytes.
// Prints a Markdown section on stdout (bench.mjs puts it in docs/performance.md); progress goes to stderr.
// Run alone: `npm run bench -- --only federation-cost`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureEmbeddedArea, remoteEntrySizes, serveEmbeddingPage } from './lib/bench-embed.mjs';
import { DEMO_PASSWORD, signInAsAdmin } from './lib/bench-sign-in.mjs';
import { drawnAt, FIRST_SCREEN, FIRST_TITLE, stampFirstScreen } from './lib/first-screen.mjs';
import { root } from './lib/run.mjs';

const FEDERATED_PORT = Number(process.env.BENCH_FEDERATION_PORT ?? 3410);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT ?? FEDERATED_PORT + 1);
const EMBED_PORT = Number(process.env.BENCH_EMBED_PORT ?? MONOLITH_PORT + 1);
// Cold runs of one build spread over 300 ms and more on a 2-core machine (server and browser share it):
// 15 of each keep the medians' ratio from moving by more than a few hundredths between runs.
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];
const REMOTE_ENTRY_GOAL = 10_000;
// Side bar services, in order, from the booking summary: hr's area, then master data's.
const SWITCHES = [
  { service: 'Human resources', area: 'hr' },
  { service: 'Customer', area: 'masterdata' },
];
const RATIO_GOAL = 1.1;
const SWITCH_GOAL_MS = 300;
const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'));
const SCREENSHOTS = process.env.BENCH_SCREENSHOTS ? path.resolve(process.env.BENCH_SCREENSHOTS) : null;

const progress = (message) => process.stderr.write(`▸ ${message}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function startServers(dataDir, monolithDist) {
  const child = spawn(
    path.join(root, 'server/node_modules/.bin/tsx'),
    ['server/src/bench/federation-cost-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(FEDERATED_PORT),
        MONOLITH_PORT: String(MONOLITH_PORT),
        MONOLITH_DIST: monolithDist,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The embedding page's origin, allowed like an integrator's (docs/embedding.md).
        ALLOWED_ORIGINS: `http://127.0.0.1:${EMBED_PORT}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 600; i += 1) {
    try {
      const [a, b] = await Promise.all(
        [FEDERATED_PORT, MONOLITH_PORT].map((port) => fetch(`http://127.0.0.1:${port}/api/health`)),
      );
      if (a.ok && b.ok) return child;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the benchmark servers did not start');
}

/** In the page: from the next click until a screen of another heading is drawn in `area`'s path. */
function timeNextSwitch({ previousTitle, firstSegments }) {
  return new Promise((resolve) => {
    let clickedAt = null;
    document.addEventListener('click', () => (clickedAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    const drawn = () => {
      if (clickedAt === null) return false;
      const segment = window.location.pathname.split('/')[2] ?? '';
      if (!firstSegments.some((prefix) => segment.startsWith(prefix))) return false;
      const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
      // Drawn as the first screen is: its heading, its table (not the "Loading results" line), nothing busy.
      return (
        !!h1 &&
        h1.textContent !== previousTitle &&
        !!document.querySelector('table') &&
        !document.querySelector('[aria-busy="true"]')
      );
    };
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        resolve({
          ms: performance.now() - clickedAt,
          path: window.location.pathname,
          title: (document.querySelector('main h1') ?? document.querySelector('h1')).textContent,
        }),
      );
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

/** Which first path segments belong to an area, from the build's own remotes.json. */
async function areaPrefixes(base) {
  const remotes = await (await fetch(`${base}/remotes.json`)).json();
  return Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      remote.areas.map((area) => area.replace(/\*.*$/, '').replace(/^\*/, '')),
    ]),
  );
}

async function signedInStorage(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page, base);
  await page.waitForURL(`**${FIRST_SCREEN}`);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return storage;
}

/** A context holding the signed-in session in the origin's local storage, as the e2e suites enter the portal. */
function sessionState(base, storage) {
  return {
    cookies: [],
    origins: [
      { origin: base, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) },
    ],
  };
}

async function coldFirstScreen(browser, base, storage) {
  const context = await browser.newContext({
    storageState: sessionState(base, storage),
    viewport: { width: 1400, height: 900 },
  });
  try {
    await context.addInitScript(stampFirstScreen, FIRST_TITLE);
    const page = await context.newPage();
    await page.goto(`${base}${FIRST_SCREEN}`);
    return await drawnAt(page);
  } finally {
    await context.close();
  }
}

async function openFirstScreen(page, base) {
  await page.goto(`${base}${FIRST_SCREEN}`);
  await page.getByRole('heading', { name: FIRST_TITLE }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // The side bar starts hidden for staff users; whether it is open may be remembered by the context.
  if (!(await page.getByTestId('side-nav').count()))
    await page.getByRole('button', { name: 'Side bar' }).click();
  await page.getByTestId('side-nav').waitFor();
}

/** One warm run: the cache filled by a first pass through the same screens, then the timed switches. */
async function warmSwitches(browser, base, storage, prefixes, label, run) {
  const context = await browser.newContext({
    storageState: sessionState(base, storage),
    viewport: { width: 1400, height: 900 },
  });
  try {
    const results = [];
    for (const timed of [false, true]) {
      const page = await context.newPage();
      await openFirstScreen(page, base);
      if (timed && SCREENSHOTS && run === 0)
        await page.screenshot({ path: path.join(SCREENSHOTS, `${label}-first.png`) });
      let previousTitle = FIRST_TITLE;
      for (const { service, area } of SWITCHES) {
        const done = page.evaluate(timeNextSwitch, { previousTitle, firstSegments: prefixes[area] });
        await page.getByTestId('side-nav').getByRole('button', { name: service, exact: true }).click();
        const result = await done;
        previousTitle = result.title;
        if (timed) results.push({ ...result, area });
        if (timed && SCREENSHOTS && run === 0)
          await page.screenshot({ path: path.join(SCREENSHOTS, `${label}-${area}.png`) });
      }
      await page.close();
    }
    return results;
  } finally {
    await context.close();
  }
}

/** The cold and warm runs of both builds (kept on `builds`); resolves to the embedded area's measurement. */
async function measure(chromium, builds) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const build of builds) {
      build.storage = await signedInStorage(browser, build.base);
      build.prefixes = await areaPrefixes(build.base);
      build.cold = [];
      build.switches = [];
    }
    // Alternating the builds run by run, so a slower moment of the machine does not fall on one of them.
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        build.cold.push(await coldFirstScreen(browser, build.base, build.storage));
        build.switches.push(
          await warmSwitches(browser, build.base, build.storage, build.prefixes, build.label, run),
        );
      }
      progress(`run ${run + 1}/${RUNS}`);
    }
    progress('Showing the hr leave summary embedded in a page of another origin');
    const stopPage = await serveEmbeddingPage(EMBED_PORT, builds[0].base);
    try {
      return await measureEmbeddedArea(browser, `http://127.0.0.1:${EMBED_PORT}/`, {
        login: 'hr',
        password: DEMO_PASSWORD,
      });
    } finally {
      await stopPage();
    }
  } finally {
    await browser.close();
  }
}

function bytesOf(dir) {
  let js = 0;
  for (const file of fs.readdirSync(dir))
    if (file.endsWith('.js')) js += fs.statSync(path.join(dir, file)).size;
  return js;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

// Builds in a child whose output goes to stderr: stdout carries the Markdown section only.
// BENCH_NO_BUILD=1: measure the builds as they are (host/dist, remotes/*/dist, build-bench/monolith).
const monolithDist = path.join(root, 'build-bench/monolith');
if (process.env.BENCH_NO_BUILD !== '1') {
  progress('Building the federated apps (unchanged ones are skipped) and the monolith');
  const build = `const { buildApps } = await import('./scripts/lib/build-apps.mjs');
    const { buildMonolith } = await import('./scripts/lib/build-monolith.mjs');
    if ((await buildApps()).length) process.exit(1);
    await buildMonolith();`;
  const code = await new Promise((resolve) =>
    spawn(process.execPath, ['--input-type=module', '-e', build], { cwd: root, stdio: ['ignore', 2, 2] }).on(
      'exit',
      (exitCode) => resolve(exitCode ?? 1),
    ),
  );
  if (code !== 0) process.exit(1);
}
if (SCREENSHOTS) fs.mkdirSync(SCREENSHOTS, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-federation-'));
progress('Starting the API on the demo database, serving both builds');
const server = await startServers(dataDir, monolithDist);
const loadBefore = loadAverage();
const builds = [
  { label: 'federated', base: `http://127.0.0.1:${FEDERATED_PORT}` },
  { label: 'monolith', base: `http://127.0.0.1:${MONOLITH_PORT}` },
];
let embedded;
try {
  const { chromium } = await import('@playwright/test');
  progress(`Measuring (${RUNS} runs of each build)`);
  embedded = await measure(chromium, builds);
} finally {
  server.kill('SIGTERM');
}
fs.rmSync(dataDir, { recursive: true, force: true });

const [federated, monolith] = builds;
const ratio = median(federated.cold) / median(monolith.cold);
const switchRows = SWITCHES.flatMap(({ area }, index) =>
  builds.map((build) => {
    const times = build.switches.map((run) => Math.round(run[index].ms));
    const last = build.switches.at(-1)[index];
    const verdict = median(times) <= SWITCH_GOAL_MS ? 'met' : 'missed';
    return `| ${last.title} (${area}, ${last.path}) | ${build.label} | ${median(times)} ms | ${Math.min(...times)} ms | ${Math.max(...times)} ms | ${verdict} |`;
  }),
);
const coldRow = (build) =>
  `| ${build.label} | ${median(build.cold)} ms | ${Math.min(...build.cold)} ms | ${Math.max(...build.cold)} ms |`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const entries = remoteEntrySizes(REMOTES);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '## The cost of federation',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average (1, 5, 15 min) ${loadBefore} before, ${loadAverage()} after`,
  `- Builds: the federated production build (host + 7 remotes, ${(bytesOf(path.join(root, 'host/dist')) / 1024).toFixed(0)} KiB of JS in host/dist) and a monolith of the same sources (one webpack build without Module Federation, each remote's \`src/module.ts\` a lazy chunk, ${(bytesOf(monolithDist) / 1024).toFixed(0)} KiB of JS), made only by this benchmark; both served by one API process on the demo database (one origin each, the same static file serving, precompressed files)`,
  `- Method: headless Chromium, user admin (entity 1, Inspection), the session in local storage as the e2e suites enter; ${RUNS} runs per build, builds alternated; times on the page's own clock, to the animation frame after the screen is drawn`,
  ...(process.env.BENCH_NO_BUILD === '1'
    ? [
        '- BENCH_NO_BUILD=1: the builds measured as found in host/dist, remotes/*/dist and build-bench/monolith',
      ]
    : []),
  '',
  `### Cold: navigation to the first signed-in screen (${FIRST_SCREEN})`,
  '',
  'New browser context (empty cache) per run; from navigation start until the heading and the table are drawn with nothing busy.',
  '',
  '| build | median | min | max |',
  '|---|---|---|---|',
  coldRow(federated),
  coldRow(monolith),
  '',
  `Federated / monolith (medians): **${ratio.toFixed(2)}** (goal <= ${RATIO_GOAL.toFixed(2)}: ${ratio <= RATIO_GOAL ? 'met' : 'missed'}).`,
  '',
  '### Warm: area switch from a click in the side bar',
  '',
  `The build already in the HTTP cache (the same screens visited once in the context), the booking summary open in a new tab; from the click on a service in the side bar until that area's screen is drawn (its heading and its table, nothing busy). Goal: <= ${SWITCH_GOAL_MS} ms.`,
  '',
  '| to | build | median | min | max | goal |',
  '|---|---|---|---|---|---|',
  ...switchRows,
  '',
  '### Remote entries of the federated build measured',
  '',
  `Each remote's \`remoteEntry.js\` as served, its precompressed \`.gz\`. Goal: <= ${REMOTE_ENTRY_GOAL.toLocaleString('en')} B gzip each.`,
  '',
  '| remote | bytes | gzip | goal |',
  '|---|---|---|---|',
  ...entries.map(
    (e) =>
      `| ${e.name} | ${e.bytes.toLocaleString('en')} B | ${e.gzip.toLocaleString('en')} B | ${e.gzip <= REMOTE_ENTRY_GOAL ? 'met' : 'missed'} |`,
  ),
  '',
  '### JavaScript loaded to show one embedded area on a foreign page',
  '',
  `A page served from another origin (127.0.0.1:${EMBED_PORT}, allowed in ALLOWED_ORIGINS) holding only the snippet of docs/embedding.md; hr signs in inside the element; every script response until the leave summary shows, as transferred (compressed body and headers), in a new browser context.`,
  '',
  '| scripts | JavaScript as transferred | of which embed.js |',
  '|---|---|---|',
  `| ${embedded.scripts} | ${kib(embedded.bytes)} | ${kib(embedded.loaderBytes)} |`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
