/**
 * The purchase order Excel import and the export of its lines at the import's limit (50,000 rows), through
 * a real server process (po-import-server.ts) over HTTP, as the screen does it: multipart upload, then the
 * job polled until done; then POST /api/PurchaseOrder/export of that customer's lines, read to the last
 * byte. Records the import's phases (as the polled job shows them), the server's memory (RSS and V8 heap
 * before, and their peak: sampled every 50 ms inside the server, RSS also from /proc by this process) and
 * the export's time and size. Prints a Markdown section for docs/performance.md. Run by scripts/bench.mjs
 * (`npm run bench -- --only po-import` runs it alone and replaces its section); directly:
 * `tsx server/src/bench/po-import.ts`. Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL
 * names one (a scratch schema, dropped after). BENCH_PO_DATABASES=pglite or postgres measures one of them;
 * BENCH_PO_CPU_PROF=<folder> writes the servers' CPU profiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  PO_IMPORT_COLUMNS,
  PO_IMPORT_HEADERS,
  PO_IMPORT_SHEET,
  type PoImportJob,
  type PoImportUploadResponse,
} from '@portal/domain';
import { writeXlsx, type XlsxCell } from '@portal/domain/src/xlsx';
import { REPO_ROOT } from '../config';
import { createDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { DEMO_COLOURS } from '../db/seed/demo-purchase-orders';
import type { MemorySample, ServerMessage } from './po-import-server';

const ORDERS = 5_000;
const LINES_PER_ORDER = 10;
/** Of each order's lines, this many name the customer's demo products; the others the bench's new ones. */
const EXISTING_PER_ORDER = 3;
const NEW_PRODUCTS = 500;
/** Northwind Retail Ltd, entity 1. */
const CUSTOMER_ID = 1;
const POLL_MS = 100;
const SAMPLE_MS = 50;
const GOALS = { importMs: 15_000, memoryGrowthBytes: 300e6, exportMs: 10_000 };

const TSX_LOADER = pathToFileURL(
  require.resolve('tsx', { paths: [path.join(REPO_ROOT, 'server')] }),
).toString();

/** Countries by name and by ISO alpha-2 or alpha-3 code, in any case. */
const COUNTRIES = [
  'France',
  'DE',
  'United Kingdom',
  'USA',
  'fr',
  'Germany',
  'GBR',
  'United States',
  'it',
  'Spain',
];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * 5,000 orders of 10 lines: 3 of the customer's demo products and 7 of 500 new references each, colours and
 * countries in turn, ETD as a real date cell on even lines and as dd/MM/yyyy text on odd ones.
 */
function buildWorkbook(existingReferences: readonly string[]): Buffer {
  const headers = PO_IMPORT_COLUMNS.map((column) => PO_IMPORT_HEADERS.en[column]);
  const firstEtd = Date.UTC(2027, 0, 4);
  function* rows(): Generator<XlsxCell[]> {
    for (let order = 0; order < ORDERS; order += 1) {
      for (let line = 0; line < LINES_PER_ORDER; line += 1) {
        const n = order * LINES_PER_ORDER + line;
        const existing = line < EXISTING_PER_ORDER;
        const newProduct = ((order * (LINES_PER_ORDER - EXISTING_PER_ORDER) + line) % NEW_PRODUCTS) + 1;
        const reference = existing
          ? existingReferences[(order + line) % existingReferences.length]!
          : `NR-BENCH-${pad(newProduct, 4)}`;
        const [colorCode, colorName] = DEMO_COLOURS[(order + line) % DEMO_COLOURS.length]!;
        const etd = new Date(firstEtd + (n % 365) * 86_400_000);
        yield [
          `BENCH-PO-${pad(order + 1, 5)}`,
          reference,
          existing ? 'Catalogue product' : `Bench product ${newProduct}`,
          existing || newProduct % 2 ? null : `2${pad(newProduct, 12)}`,
          colorCode,
          colorName,
          100 + ((n * 37) % 9_900),
          line % 2 ? etd : `${pad(etd.getUTCDate())}/${pad(etd.getUTCMonth() + 1)}/${etd.getUTCFullYear()}`,
          COUNTRIES[n % COUNTRIES.length]!,
        ];
      }
    }
  }
  return Buffer.from(writeXlsx({ sheetName: PO_IMPORT_SHEET, headers }, rows()));
}

interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Memory now, and its peak since the previous call (the server's samples; RSS also from /proc). */
  mark(): Promise<{ now: MemorySample; peak: MemorySample; stallMs: number }>;
  /** When the server's import jobs entered each phase since the previous call (epoch ms). */
  phases(): Promise<{ phase: string; at: number }[]>;
  stop(): Promise<void>;
}

/** VmRSS of a process, from /proc (Linux); null elsewhere. */
function procRss(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function startServer(env: Record<string, string>, profileDir: string | null): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      TSX_LOADER,
      'server/src/bench/po-import-server.ts',
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'listening') resolve(message.base);
    });
    void exited.then(() => reject(new Error('the bench server exited before listening')));
  });
  // RSS seen from outside, so a sample is taken even while the server's own thread is busy.
  let outsidePeak = 0;
  const sampler = setInterval(() => {
    outsidePeak = Math.max(outsidePeak, procRss(child.pid!) ?? 0);
  }, SAMPLE_MS);
  /** Sends `request`; resolves with the server's next message of type `type`. */
  const ask = <T extends ServerMessage['type']>(request: string, type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve) => {
      const onMessage = (message: ServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<ServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.send({ type: request });
    });
  return {
    child,
    base,
    async mark() {
      const message = await ask('mark', 'memory');
      const peak = { ...message.peak, rss: Math.max(message.peak.rss, outsidePeak) };
      outsidePeak = 0;
      return { now: message.now, peak, stallMs: message.stallMs };
    },
    phases: async () => (await ask('phases', 'phases')).phases,
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
}

interface Run {
  engine: string;
  loadAverage: number;
  uploadMs: number;
  /** When the job entered each phase (server's stamps), and when its status route read done, from the upload's start. */
  phaseAt: { reading: number; checking: number; writing: number; finished: number; done: number };
  job: PoImportJob;
  memory: { before: MemorySample; peak: MemorySample; stallMs: number };
  exportMs: number;
  exportBytes: number;
  exportRows: number;
  exportMemory: { before: MemorySample; peak: MemorySample; stallMs: number };
}

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

async function measure(
  engine: string,
  server: BenchServer,
  workbook: Buffer,
): Promise<Omit<Run, 'engine' | 'loadAverage'>> {
  const signIn = await fetch(`${server.base}/api/User/SignIn?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, entityid: '1', 'accept-encoding': 'gzip, deflate, br' };

  // Import: the ids first, then the file, as the screen sends them.
  const form = new FormData();
  form.append('customerId', String(CUSTOMER_ID));
  form.append(
    'file',
    new Blob([new Uint8Array(workbook)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    'bench-orders.xlsx',
  );
  const before = (await server.mark()).now;
  const started = process.hrtime.bigint();
  const startedAt = performance.timeOrigin + performance.now();
  const uploaded = await fetch(`${server.base}/api/PurchaseOrder/import?lang=en`, {
    method: 'POST',
    headers,
    body: form,
  });
  const answer = (await uploaded.json()) as PoImportUploadResponse;
  const uploadMs = since(started);
  if (!answer.hash) throw new Error(`${engine}: upload refused: ${JSON.stringify(answer)}`);
  let job: PoImportJob;
  let doneMs: number;
  for (;;) {
    const response = await fetch(`${server.base}/api/PurchaseOrder/import/${answer.hash}`, { headers });
    job = (await response.json()) as PoImportJob;
    doneMs = since(started);
    if (job.status !== 'running') break;
    if (doneMs > 10 * 60_000) throw new Error(`${engine}: the import still runs after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const stamps = await server.phases();
  const at = (phase: string) => {
    const stamp = stamps.find((item) => item.phase === phase);
    if (!stamp) throw new Error(`${engine}: the import never entered ${phase}`);
    return stamp.at - startedAt;
  };
  const phaseAt = {
    reading: at('reading'),
    checking: at('checking'),
    writing: at('writing'),
    finished: at('finished'),
    done: doneMs,
  };
  const afterImport = await server.mark();
  const memory = { before, peak: afterImport.peak, stallMs: afterImport.stallMs };
  if (job.status !== 'done')
    throw new Error(
      `${engine}: import ${job.status}: ${JSON.stringify({ ...job, errors: job.errors.slice(0, 5) })}`,
    );

  // Export: the summary's filter for that customer, every row.
  const exportBefore = (await server.mark()).now;
  const exportStarted = process.hrtime.bigint();
  const exported = await fetch(`${server.base}/api/PurchaseOrder/export?lang=en`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ customerIds: [CUSTOMER_ID], takeAll: true }),
  });
  if (exported.status !== 200) throw new Error(`${engine}: export HTTP ${exported.status}`);
  const bytes = new Uint8Array(await exported.arrayBuffer());
  const exportMs = since(exportStarted);
  const afterExport = await server.mark();
  const exportMemory = { before: exportBefore, peak: afterExport.peak, stallMs: afterExport.stallMs };
  const sheet = strFromU8(
    unzipSync(bytes, { filter: (file) => file.name === 'xl/worksheets/sheet1.xml' })[
      'xl/worksheets/sheet1.xml'
    ]!,
  );
  const exportRows = (sheet.match(/<row /g)?.length ?? 1) - 1;
  return { uploadMs, phaseAt, job, memory, exportMs, exportBytes: bytes.length, exportRows, exportMemory };
}

/** One database: a fresh demo database, its server, the measurement, everything removed after. */
async function runOn(url: string | null, workbookFor: (references: string[]) => Buffer): Promise<Run> {
  const engine = url ? 'PostgreSQL' : 'PGlite';
  const schema = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : null;
  const dataDir = url ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-po-bench-'));
  const admin = url ? createDatabase({ databaseUrl: url }) : null;
  if (admin) await admin.db.execute(sql.raw(`create schema ${schema}`));
  const profileDir = process.env.BENCH_PO_CPU_PROF
    ? path.resolve(process.env.BENCH_PO_CPU_PROF, engine.toLowerCase())
    : null;
  let server: BenchServer | null = null;
  try {
    server = await startServer(
      url
        ? { BENCH_DATABASE_URL: url, BENCH_SCHEMA: schema! }
        : { BENCH_DATABASE_URL: '', BENCH_DATA_DIR: dataDir! },
      profileDir,
    );
    const references = await northwindReferences(server.base);
    const loadAverage = os.loadavg()[0]!;
    return { engine, loadAverage, ...(await measure(engine, server, workbookFor(references))) };
  } finally {
    await server?.stop();
    if (admin) {
      await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await admin.close();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The customer's product references as the demo seed made them, through the product search. */
async function northwindReferences(base: string): Promise<string[]> {
  const signIn = await fetch(`${base}/api/User/SignIn?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${base}/api/CustomerProduct/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, entityid: '1', 'content-type': 'application/json' },
    body: JSON.stringify({ customerIds: [CUSTOMER_ID], take: 100 }),
  });
  const body = (await response.json()) as { data?: { productReference: string }[] };
  const references = (body.data ?? []).map((row) => row.productReference).sort();
  if (references.length < EXISTING_PER_ORDER)
    throw new Error(`Northwind's demo products not found: ${JSON.stringify(body).slice(0, 300)}`);
  return references;
}

function main(): Promise<void> {
  return (async () => {
    const startLoad = os.loadavg()[0]!;
    const wanted = (process.env.BENCH_PO_DATABASES ?? 'pglite,postgres').split(',');
    const urls = [
      ...(wanted.includes('pglite') ? [null] : []),
      ...(wanted.includes('postgres') && process.env.BENCH_DATABASE_URL
        ? [process.env.BENCH_DATABASE_URL]
        : []),
    ];
    let workbook: Buffer | null = null;
    let workbookReferences = '';
    let workbookMs = 0;
    const workbookFor = (references: string[]) => {
      if (workbook) {
        if (references.join() !== workbookReferences)
          throw new Error('the demo products differ between the databases');
        return workbook;
      }
      const started = process.hrtime.bigint();
      workbook = buildWorkbook(references);
      workbookMs = since(started);
      workbookReferences = references.join();
      process.stderr.write(
        `po-import bench: workbook of ${ORDERS * LINES_PER_ORDER} rows, ${mib(workbook.length)} (built in ${(workbookMs / 1000).toFixed(1)} s)\n`,
      );
      return workbook;
    };
    const runs: Run[] = [];
    for (const url of urls) {
      runs.push(await runOn(url, workbookFor));
      process.stderr.write(`po-import bench: ${JSON.stringify(summary(runs.at(-1)!))}\n`);
    }
    console.log(section(runs, workbook!.length, workbookReferences.split(','), startLoad).join('\n'));
  })();
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en');

function summary(run: Run) {
  return {
    engine: run.engine,
    uploadMs: Math.round(run.uploadMs),
    phaseAt: Object.fromEntries(Object.entries(run.phaseAt).map(([key, value]) => [key, Math.round(value)])),
    rssGrowthMB: Math.round((run.memory.peak.rss - run.memory.before.rss) / 1e6),
    heapGrowthMB: Math.round((run.memory.peak.heapUsed - run.memory.before.heapUsed) / 1e6),
    importStallMs: Math.round(run.memory.stallMs),
    exportStallMs: Math.round(run.exportMemory.stallMs),
    exportMs: Math.round(run.exportMs),
    exportBytes: run.exportBytes,
    exportRows: run.exportRows,
    loadAverage: run.loadAverage,
  };
}

function section(runs: Run[], workbookBytes: number, references: string[], startLoad: number): string[] {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const growth = (memory: Run['memory'], key: keyof MemorySample) =>
    `${mb(memory.before[key])} → ${mb(memory.peak[key])} (+${mb(memory.peak[key] - memory.before[key])})`;
  const goalLines = runs
    .filter((run) => run.engine === 'PostgreSQL')
    .flatMap((run) => {
      const memoryGrowth = run.memory.peak.rss - run.memory.before.rss;
      const met = (ok: boolean) => (ok ? '**met**' : '**missed**');
      return [
        `- Import of 50,000 rows ≤ ${seconds(GOALS.importMs)}: ${seconds(run.phaseAt.done)}, ${met(run.phaseAt.done <= GOALS.importMs)}.`,
        `- Server memory growth (RSS) during the import ≤ ${mb(GOALS.memoryGrowthBytes)}: +${mb(memoryGrowth)}, ${met(memoryGrowth <= GOALS.memoryGrowthBytes)}.`,
        `- Export of the 50,000 lines ≤ ${seconds(GOALS.exportMs)}: ${seconds(run.exportMs)}, ${met(run.exportMs <= GOALS.exportMs)}.`,
      ];
    });
  return [
    '## Purchase order import and export at 50,000 lines',
    '',
    `Measured by server/src/bench/po-import.ts on ${new Date().toISOString()}; ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
    '',
    `Workbook (built once, the template's sheet and English headers, written by the portal's own xlsx writer): ${n(ORDERS * LINES_PER_ORDER)} rows, ${n(ORDERS)} POs × ${LINES_PER_ORDER} lines for Northwind Retail Ltd; each PO has ${EXISTING_PER_ORDER} lines on the customer's demo products (${references.join(', ')}) and ${LINES_PER_ORDER - EXISTING_PER_ORDER} on ${NEW_PRODUCTS} new references; ETD as date cells and as dd/MM/yyyy text; countries by name and by ISO code. **${mib(workbookBytes)}**.`,
    '',
    `Each database fresh (demo seed; PostgreSQL in a scratch schema) behind a server process of its own (po-import-server.ts), called over HTTP on 127.0.0.1 as user cs. Import total: from the upload request until the job's status route (polled every ${POLL_MS} ms) reads done. Phases as the job enters them, stamped in the server: reading (inflation check and sheet read, from the job's start), checking (the customer's PO numbers, countries, the row checks), writing (the transaction, until the job's result is stored). Memory: the server's RSS and V8 heap in use just before the upload, and their highest value until the job was done, sampled every ${SAMPLE_MS} ms in the server (RSS also from /proc by the bench, since no sample is taken in the server while its event loop is held: the heap's peak may be missed then). Export: POST /api/PurchaseOrder/export with the customer filter and takeAll (the 50,000 imported lines and the customer's demo ones), until its last byte.`,
    '',
    '| database | upload answered | reading | checking | writing | import total | RSS before → peak | heap before → peak | export | export size |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((run) =>
      [
        '',
        run.engine,
        seconds(run.uploadMs),
        seconds(run.phaseAt.checking - run.phaseAt.reading),
        seconds(run.phaseAt.writing - run.phaseAt.checking),
        seconds(run.phaseAt.finished - run.phaseAt.writing),
        `**${seconds(run.phaseAt.done)}**`,
        growth(run.memory, 'rss'),
        growth(run.memory, 'heapUsed'),
        `**${seconds(run.exportMs)}** (${n(run.exportRows)} rows)`,
        mib(run.exportBytes),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    ...runs.map(
      (run) =>
        `${run.engine}: job result ${n(run.job.purchaseOrderCount)} POs, ${n(run.job.lineCount)} lines, ${n(run.job.productCount)} new products; longest time the server's event loop was held (no other request answered meanwhile): ${seconds(run.memory.stallMs)} during the import, ${seconds(run.exportMemory.stallMs)} during the export; server memory during the export ${growth(run.exportMemory, 'rss')} RSS, ${growth(run.exportMemory, 'heapUsed')} heap.`,
    ),
    '',
    ...(goalLines.length ? ['Goals (PostgreSQL, this 2-core machine):', '', ...goalLines, ''] : []),
    `Load average (1 min) on ${os.cpus().length} cores: ${startLoad.toFixed(1)} when the bench started, ${runs.map((run) => `${run.loadAverage.toFixed(1)} when the ${run.engine} measurement started`).join(', ')} (the bench's own server start, seed included, adds about 1).${startLoad >= 1 ? ' The machine was not idle when the bench started (other work, or a run just before): times may be longer than on a quiet one.' : ''}`,
    '',
    ...CHANGES,
  ];
}

/**
 * What the first runs of this bench led to (2026-11-26): the record of the changes, with the figures of
 * the bench's runs before and after them (the code before: commit 7bb2f5e). Printed with every section.
 */
const CHANGES = [
  '### Changes made after the first runs (2026-11-26)',
  '',
  'The first runs, on a machine shared with other work (load average 10 to 12 on 2 cores), missed the import and the export goals on PostgreSQL: import 17.1 and 18.7 s, export 18.0 and 24.3 s (memory growth +94 and +175 MB, met). CPU profiles of the server (`BENCH_PO_CPU_PROF=<folder>`) and the phase stamps showed where the time went:',
  '',
  "1. **Import, write phase: building the INSERT statements.** The lines went in as multi-row VALUES lists, 1,000 lines × 7 parameters per statement; drizzle-orm's building of those statements took 4.6 s of the write phase's 7.2 s of server CPU on PostgreSQL (2.1 s of 6.4 s on PGlite, whose database works in the same thread). Now each batch is one `insert ... select ... from unnest(...)` with one array parameter per column (`import/import-writer.ts`): same rows in the same order, same constraints. Server CPU in the write phase: 7.2 s → 0.8 s on PostgreSQL, 6.4 s → 3.7 s on PGlite (the rest is the database's own work).",
  "2. **Export: OFFSET paging.** Each of the 51 batches ran the 7-table join again and sorted every line before its OFFSET (about 0.1 s a batch on PostgreSQL at the end, more under load); the server process itself was idle 12.8 s of 15.4 s, waiting for the database. Now the purchase order repository lists the ids in the export's order once (one sorted query over ids) and the kit reads each batch of 1,000 by its ids, sorted the same way (`ExportIds` in `kit/resource-export.ts`; resources without it keep OFFSET paging). The sheet is the same: compared inside the zip for seven sorts (ties, case variants and empty values included) on both databases.",
  "3. **Planner statistics on PGlite.** PGlite runs no autovacuum, so it never analyzes a table by itself. Without statistics the planner took the customer's 5,006 orders for one row and started each batch by ids from them: 591 ms a batch instead of 24 ms, an export by ids of 50,000 lines in 36 to 176 s depending on the sort (OFFSET: 13 to 22 s). The import now analyzes the order tables once written, and the export by ids analyzes them first when the lines were never analyzed (`po-statistics.ts`). Every other table of an embedded database is still planned without statistics: an ANALYZE at start or after bulk writes would be the general fix.",
  '4. **The event loop on PGlite.** PGlite answers a query within the same turn of the event loop, so the embedded server answered no other request for the whole export (23.1 s before, 3.2 s after change 2). Streamed exports now give the loop a turn between batches: held at most 0.4 s (the sorted id query). The import still holds it from the checks to the end of the write transaction (2.5 to 3.9 s in the runs after the changes, 7.1 s before).',
  '',
  'Before and after, the same bench on the same machine, runs of the old code (4) and of the new (6) interleaved, load average 1.6 to 3.0 when each measurement started; medians:',
  '',
  '| database | import total | write phase | export | RSS growth during the import |',
  '|---|---|---|---|---|',
  '| PostgreSQL | 6.5 s → 3.7 s | 4.3 s → 1.6 s | 11.6 s → 2.2 s | +168 MB → +71 MB |',
  '| PGlite | 8.8 s → 5.0 s | 5.4 s → 2.6 s | 17.2 s → 3.2 s | +177 MB → +92 MB |',
  '',
  'What is left of the import is mostly the reading (exceljs streaming reader and its XML parser, about 1.7 s of CPU for 50,000 rows) and, on PGlite, the database itself.',
  '',
];

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
