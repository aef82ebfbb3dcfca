/**
 * The server app of one jest worker. Jest gives every test file a module registry of its own, so an app
 * built inside a test file is loaded and built again for the next file (about 1.5 s each, docs/testing.md).
 * This module is loaded by Node's own require instead (workerAppHost() in test-app.ts, through tsx), so it lives as long as
 * the worker: the app is built once, and each test file lends it that file's own database for its run.
 *
 * The app reaches the lent database through `db`, a stand-in that forwards every call to it. Its files
 * folder (uploads, photos, PDFs) is one folder for the worker's life, emptied whenever a loan ends.
 * Nothing else of the app outlives a file but compiled schemas and the process-wide caches a real server
 * keeps too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { createDatabase, type Database, type Db } from '../db/client';
import { createLocalBus, type RealtimeBus } from '../modules/realtime/realtime-bus';

/** What a test file lends: its in-memory PGlite, or the address of its PostgreSQL database. */
export type LentDatabase = { pglite: PGlite } | { url: string };

export interface WorkerApp {
  app: FastifyInstance;
  /**
   * The configuration it was built with: its JWT secret signs the tests' hand-made tokens, and `filesDir`
   * is the worker's files folder, empty at the start of every loan (each loan ends by emptying it).
   */
  config: AppConfig & { filesDir: string };
}

export interface WorkerAppHost {
  /** Builds the app with `config` on the first call; later calls get that same app and configuration. */
  app(config: AppConfig): Promise<WorkerApp>;
  /**
   * Points the app at a test file's database until `release`. A second loan within one file is a mistake;
   * a loan a file before left open (its set-up timed out before its close) is ended in its place.
   */
  lend(database: LentDatabase, owner: string, file: string): void;
  /** Ends the loan: the app answers nothing from that database any more. */
  release(owner: string): Promise<void>;
}

let lent: { database: Database; owner: string; file: string } | null = null;

function current(): Db {
  if (!lent) throw new Error('The worker app has no database: create it with createTestApp()');
  return lent.database.db;
}

// Methods are bound to the lent instance, so drizzle's own `this` is never the stand-in.
const forwardingDb = new Proxy({} as Db, {
  get(_target, key) {
    const target = current();
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  has: (_target, key) => Reflect.has(current(), key),
});

/**
 * The app's event bus, keeping its listeners: a file must not leave one listening, where it would hear
 * the next file's events. One left is stopped at the file's release, which then fails that file alone.
 */
const bus = createLocalBus();
const listening = new Set<() => void>();
const keepingBus: RealtimeBus = {
  publish: (event) => bus.publish(event),
  subscribe(listener) {
    const stopListening = bus.subscribe(listener);
    const stop = () => {
      listening.delete(stop);
      stopListening();
    };
    listening.add(stop);
    return stop;
  },
  close: () => bus.close(),
};

/** The files folder of the worker's app: made on its first build, removed when the worker exits. */
let filesDir: string | null = null;

function workerFilesDir(): string {
  if (!filesDir) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-worker-files-'));
    process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    filesDir = made;
  }
  return filesDir;
}

/** What one file stored is gone before the next file has the app. */
function emptyFilesDir(): void {
  if (!filesDir) return;
  for (const entry of fs.readdirSync(filesDir))
    fs.rmSync(path.join(filesDir, entry), { recursive: true, force: true });
}

let built: Promise<WorkerApp> | null = null;

export const host: WorkerAppHost = {
  app(config) {
    built ??= (async () => {
      const withFiles = { ...config, filesDir: workerFilesDir() };
      const app = await buildApp({
        db: forwardingDb,
        config: withFiles,
        logger: false,
        lazySchemas: true,
        realtime: keepingBus,
      });
      await app.ready();
      return { app, config: withFiles };
    })();
    // A build that failed (a plugin timing out on a loaded machine) fails its file, not the worker's next.
    built.catch(() => (built = null));
    return built;
  },
  lend(lendable, owner, file) {
    if (lent?.file === file)
      throw new Error(
        `The worker app is still lent to ${lent.owner}; ${owner} cannot have it before release`,
      );
    // jest runs one file at a time in a worker, so a loan of another file is one its file never ended.
    if (lent) void endLoan().closing.catch(() => undefined);
    // The app gets a drizzle instance of this module's own copy of drizzle and the schema, over the file's
    // connection: a PGlite instance is shared, PostgreSQL gets a pool of its own, closed on release.
    const database =
      'pglite' in lendable
        ? createDatabase({ pglite: lendable.pglite })
        : createDatabase({ databaseUrl: lendable.url });
    lent = { database, owner, file };
  },
  async release(owner) {
    if (lent?.owner !== owner) return;
    const { closing, listenersLeft } = endLoan();
    await closing;
    if (listenersLeft)
      throw new Error(
        `${owner} left ${listenersLeft} event listener(s) on the worker app: stop them in afterAll`,
      );
  },
};

/** Ends the current loan: the app forgets the database, and listeners left behind are stopped. */
function endLoan(): { closing: Promise<void>; listenersLeft: number } {
  const database = lent!.database;
  lent = null;
  emptyFilesDir();
  const left = [...listening];
  for (const stop of left) stop();
  // The PGlite instance belongs to the test file, which closes it; only a pool of ours is ended here.
  return {
    closing: database.kind === 'postgres' ? database.close() : Promise.resolve(),
    listenersLeft: left.length,
  };
}
