/**
 * The API server the purchase order import bench (po-import.ts) measures, as a process of its own: the demo
 * database (a scratch schema on PostgreSQL, a fresh data folder on PGlite), the whole app listening on a
 * free port, and its own memory sampled every SAMPLE_MS. Started with `node --import tsx` (one process,
 * so the bench reads the server's own RSS) and an IPC channel:
 * - it sends { type: 'listening', base } once it answers HTTP;
 * - { type: 'mark' } answers { type: 'memory', now, peak, stallMs } (RSS and V8 heap in use now, their
 *   highest samples since the previous mark, and the longest the event loop was held since then, when no
 *   request, timer or sample could run) and starts over;
 * - { type: 'phases' } answers { type: 'phases', phases }: when each import job of this process entered
 *   each phase (epoch ms). Stamped as the job sets its live progress, synchronously: a poll would miss them
 *   on PGlite, whose statements answer without giving the event loop a turn, so the server takes no
 *   request (and no timer runs) from the end of the reading until the write transaction is over.
 * BENCH_DATABASE_URL + BENCH_SCHEMA: PostgreSQL; otherwise BENCH_DATA_DIR for PGlite.
 */
import crypto from 'node:crypto';
import { buildApp } from '../app';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { liveJobs } from '../modules/purchase-order/import/import-job';

const SAMPLE_MS = 50;
const STALL_MS = 10;

export interface MemorySample {
  rss: number;
  heapUsed: number;
}

export type ServerMessage =
  | { type: 'listening'; base: string }
  | { type: 'memory'; now: MemorySample; peak: MemorySample; stallMs: number }
  | { type: 'phases'; phases: { phase: string; at: number }[] };

const epochMs = () => performance.timeOrigin + performance.now();

/**
 * Stamps every phase change of the jobs' live progress (runImport assigns to the object it registers), and
 * 'finished' when a job's entry is removed, once its result is stored.
 */
function stampPhases(): { phase: string; at: number }[] {
  const stamps: { phase: string; at: number }[] = [];
  const set = liveJobs.set.bind(liveJobs);
  liveJobs.set = (hash, progress) => {
    let phase = progress.phase;
    stamps.push({ phase: phase ?? '', at: epochMs() });
    Object.defineProperty(progress, 'phase', {
      enumerable: true,
      configurable: true,
      get: () => phase,
      set(value: typeof phase) {
        if (value !== phase) stamps.push({ phase: value ?? '', at: epochMs() });
        phase = value;
      },
    });
    return set(hash, progress);
  };
  // The job's entry goes once its result is stored.
  const remove = liveJobs.delete.bind(liveJobs);
  liveJobs.delete = (hash) => {
    stamps.push({ phase: 'finished', at: epochMs() });
    return remove(hash);
  };
  return stamps;
}

function sample(): MemorySample {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || null;
  const database = createDatabase({
    databaseUrl: url,
    dataDir: url ? null : process.env.BENCH_DATA_DIR,
    searchPath: url ? process.env.BENCH_SCHEMA : undefined,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true, adminPassword: null });
  const app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: crypto.randomBytes(32).toString('hex'),
      logLevel: 'silent',
      static: { hostDist: '/nonexistent', remotesRoot: '/nonexistent', remotesJson: null },
    },
    logger: false,
  });

  const stamps = stampPhases();
  let peak = sample();
  setInterval(() => {
    const now = sample();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, SAMPLE_MS).unref();
  // The longest gap between two turns of a STALL_MS timer (node's own delay monitor drops the first gap
  // after a reset, which can be the whole export on PGlite).
  let lastTurn = performance.now();
  let stallMs = 0;
  setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - lastTurn - STALL_MS);
    lastTurn = now;
  }, STALL_MS).unref();
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'phases') {
      process.send!({ type: 'phases', phases: stamps.splice(0) } satisfies ServerMessage);
      return;
    }
    if (message.type !== 'mark') return;
    const now = sample();
    const reply: ServerMessage = {
      type: 'memory',
      now,
      peak: { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) },
      stallMs: Math.max(stallMs, performance.now() - lastTurn - STALL_MS),
    };
    peak = now;
    stallMs = 0;
    process.send!(reply);
  });
  // The channel alone must not keep the process alive once the server has closed.
  process.channel?.unref();

  const shutdown = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('disconnect', () => void shutdown());

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ type: 'listening', base } satisfies ServerMessage);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
