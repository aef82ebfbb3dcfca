// First: must be in place before the app (and @fastify/static) loads.
import { nativeRequire } from './esm-shims';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { SignInUser } from '@portal/domain';
import type { BuildAppOptions } from '../app';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  quoteIdentifier,
  withAdminClient,
} from './admin-client';
import { pgliteVersion, SNAPSHOT_ENV } from './db-snapshot-key';
import type { AppConfig, StaticConfig } from '../config';
import { createDatabase, type Database, type Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import type { SeedOptions } from '../db/seed/seed';
import { pgliteOptions } from '../db/pglite-options';
import type { LentDatabase, WorkerAppHost } from './worker-app-host';

/**
 * Isolated databases for tests. createTestDatabase() copies this run's demo snapshot (global-setup.ts):
 * an in-memory PGlite loaded from the dump, or with DATABASE_URL a database of its own made from the
 * template and dropped at the end. createTestDatabaseFromScratch() migrates and seeds an empty one, the
 * path a real first start takes; the seed's own tests keep it exercised.
 */
export interface TestDatabase extends Database {
  /** Closes the connections and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
  /** The same database as the worker's app reaches it (worker-app-host.ts). */
  lendable: LentDatabase;
}

// Copying the snapshot takes about half a second; building from nothing (migrations, the demo seed with
// scrypt) 4-5 s on a quiet 2-core machine, several times that on a busy one.
jest.setTimeout(120_000);

function loadPglite(): typeof import('@electric-sql/pglite').PGlite {
  // PGlite loads its WebAssembly with dynamic import(), which jest's CommonJS sandbox refuses without
  // --experimental-vm-modules; loaded by Node's own require it works (drizzle only needs an instance).
  return (nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite;
}

/** What every PGlite of a jest worker shares, kept on the worker's own global (it outlives test files). */
interface WorkerPgliteAssets {
  /** PGlite's WebAssembly, compiled once instead of for every instance (about 0.15 s of CPU each). */
  pgliteWasmModule: WebAssembly.Module;
  /** initdb's, which PGlite otherwise reads from disk for every instance, needed or not. */
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
  /** The run's snapshot, read from disk once. */
  snapshots: Map<string, Blob>;
}

function workerPgliteAssets(): WorkerPgliteAssets {
  const nodeGlobal = vm.runInThisContext('globalThis') as {
    portalPgliteAssets?: WorkerPgliteAssets;
    WebAssembly: typeof WebAssembly;
  };
  if (!nodeGlobal.portalPgliteAssets) {
    const dist = path.dirname(nativeRequire.resolve('@electric-sql/pglite'));
    const compile = (name: string) =>
      new nodeGlobal.WebAssembly.Module(fs.readFileSync(path.join(dist, name)));
    nodeGlobal.portalPgliteAssets = {
      pgliteWasmModule: compile('pglite.wasm'),
      initdbWasmModule: compile('initdb.wasm'),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
      snapshots: new Map(),
    };
  }
  return nodeGlobal.portalPgliteAssets;
}

/** A PGlite started from the data folder dumped in `file`, with this worker's shared assets. */
function pgliteFromDump(file: string): PGlite {
  const { snapshots, ...assets } = workerPgliteAssets();
  let dump = snapshots.get(file);
  if (!dump) snapshots.set(file, (dump = new Blob([fs.readFileSync(file)])));
  return new (loadPglite())(pgliteOptions({ loadDataDir: dump, ...assets }));
}

/**
 * An empty cluster costs an initdb of a few seconds, so the first file on the slow path keeps a dump of one
 * in the temp folder and the others start from it (keyed by the PGlite build).
 */
async function createEmptyPglite(): Promise<PGlite> {
  const PGlite = loadPglite();
  const snapshot = path.join(os.tmpdir(), `qp-test-pglite-empty-${pgliteVersion()}.tar.gz`);
  if (fs.existsSync(snapshot)) return pgliteFromDump(snapshot);
  const fresh = new PGlite(pgliteOptions());
  await fresh.waitReady; // dumping before start-up finishes never resolves
  const dump = await fresh.dumpDataDir('gzip');
  const partial = `${snapshot}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, snapshot); // atomic: a parallel worker never reads half a snapshot
  return fresh;
}

function snapshotFromRun(variable: string): string {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run server tests through jest's config (global-setup.ts builds it)`,
    );
  return value;
}

/** A database of its own, made by `fill` on PostgreSQL (DATABASE_URL) or on a PGlite from `pglite`. */
async function isolatedDatabase(
  pglite: () => Promise<PGlite>,
  fill: (url: string, name: string) => Promise<void>,
): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const instance = await pglite();
    const database = createDatabase({ pglite: instance });
    return { ...database, dispose: () => database.close(), lendable: { pglite: instance } };
  }
  const template = process.env[SNAPSHOT_ENV.postgresTemplate];
  // Named after the run's template, so the run's teardown finds what a crashed file left behind.
  const prefix = template ? template.replace(/template$/, '') : 'qp_scratch_';
  const name = `${prefix}${crypto.randomBytes(6).toString('hex')}`;
  await fill(url, name);
  const address = databaseUrl(url, name);
  const database = createDatabase({ databaseUrl: address });
  return {
    ...database,
    lendable: { url: address },
    dispose: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/** A copy of this run's migrated and demo-seeded database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  return isolatedDatabase(
    async () => {
      return pgliteFromDump(snapshotFromRun(SNAPSHOT_ENV.pglite));
    },
    (url, name) => createDatabaseFromTemplate(url, snapshotFromRun(SNAPSHOT_ENV.postgresTemplate), name),
  );
}

/** The slow path: an empty database, migrated, then seeded with `seed` unless it is false. */
export async function createTestDatabaseFromScratch(seed: SeedOptions | false): Promise<TestDatabase> {
  const database = await isolatedDatabase(createEmptyPglite, (url, name) =>
    withAdminClient(url, (client) => client.query(`create database ${quoteIdentifier(name)}`)).then(
      () => undefined,
    ),
  );
  // Loaded here only: most files copy the snapshot and never need the migrations or the seed's modules.
  const { migrateDatabase } = await import('../db/migrate');
  await migrateDatabase(database);
  if (seed) await (await import('../db/seed/seed')).seedDatabase(database.db, seed);
  return database;
}

/** A folder that does not exist: no front-end is served unless a test asks for one. */
const NO_BUILD: StaticConfig = {
  hostDist: path.join(os.tmpdir(), 'qp-no-build', 'host'),
  remotesRoot: path.join(os.tmpdir(), 'qp-no-build', 'remotes'),
  remotesJson: null,
};

export function testConfig(overrides: Partial<StaticConfig> = {}): AppConfig {
  return {
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    logLevel: 'silent',
    static: { ...NO_BUILD, ...overrides },
    // Suites sign in many times from one address; the limits' own tests turn them on with low numbers.
    rateLimits: false,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's configuration; `filesDir` is a files folder for this file alone. */
  config: AppConfig & { filesDir: string };
  close(): Promise<void>;
}

/**
 * buildApp as tests use it: silent, and each route's schemas compiled on its first call (a file calls a
 * few of ~360 routes; compiling all of them was most of building an app).
 */
export async function buildTestApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Loaded on demand: a file on the worker's app never loads the app's ~200 modules into its own registry.
  const { buildApp } = await import('../app');
  return buildApp({ logger: false, ...options, lazySchemas: true });
}

/**
 * Migrated, demo-seeded database plus the app on top. Without arguments the app is the jest worker's one,
 * built once per worker and lent this file's database (worker-app.ts); `extend` (test-only routes added
 * before ready) or configuration `overrides` build an app of the file's own.
 */
export async function createTestApp(
  extend?: (app: FastifyInstance) => void,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  // PORTAL_TEST_APP_PER_FILE=1 builds an app per file everywhere, as before the worker app (its bench).
  const perFile = process.env.PORTAL_TEST_APP_PER_FILE === '1';
  if (!extend && Object.keys(overrides).length === 0 && !perFile) return createTestAppOnWorkerApp();
  const database = await createTestDatabase();
  // A files folder of its own unless one is given, as the worker's app has.
  const filesDir = overrides.filesDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-files-'));
  const config = { ...testConfig(), ...overrides, filesDir };
  const app = await buildTestApp({ db: database.db, config });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      if (!overrides.filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The worker's app host, loaded by Node's own require once per jest worker and kept on its global. */
function workerAppHost(): WorkerAppHost {
  const nodeGlobal = vm.runInThisContext('globalThis') as { portalWorkerAppHost?: WorkerAppHost };
  if (!nodeGlobal.portalWorkerAppHost) {
    const tsx = nativeRequire('tsx/cjs/api') as typeof import('tsx/cjs/api');
    // The app loads every module up front, so the TypeScript hooks come off once it is loaded: left on,
    // they would also take the files jest itself loads in its main process (a run in band).
    const loader = tsx.register({ namespace: 'portal-worker-app' });
    try {
      const loaded = loader.require('./worker-app-host.ts', __filename) as { host: WorkerAppHost };
      nodeGlobal.portalWorkerAppHost = loaded.host;
    } finally {
      loader.unregister();
    }
  }
  return nodeGlobal.portalWorkerAppHost;
}

async function createTestAppOnWorkerApp(): Promise<TestApp> {
  const host = workerAppHost();
  const [database, worker] = await Promise.all([createTestDatabase(), host.app(testConfig())]);
  const file = expect.getState().testPath ?? 'a test file';
  const owner = `${file} ${crypto.randomBytes(4).toString('hex')}`;
  try {
    host.lend(database.lendable, owner, file);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    app: answeringInThisRealm(worker.app),
    database,
    config: worker.config,
    close: async () => {
      try {
        await host.release(owner);
      } finally {
        await database.dispose();
      }
    },
  };
}

/**
 * The worker's app as a test file sees it. Its responses' json() parses in the file's own realm (jest runs
 * each file in a vm context of its own, and toStrictEqual compares constructors), and close() is refused:
 * the app outlives the file, which ends its loan with TestApp.close().
 */
function answeringInThisRealm(app: FastifyInstance): FastifyInstance {
  const injectOne = app.inject.bind(app) as (options: unknown) => Promise<LightMyRequestResponse>;
  const inject = (options?: unknown, callback?: unknown) => {
    // The chained form and the callback form are passed on as they are.
    if (options === undefined || callback !== undefined)
      return (app.inject.bind(app) as (...args: unknown[]) => unknown)(
        ...[options, callback].filter(Boolean),
      );
    return injectOne(options).then((response) => {
      response.json = (() => JSON.parse(response.payload) as unknown) as typeof response.json;
      return response;
    });
  };
  return new Proxy(app, {
    get(target, key) {
      if (key === 'inject') return inject;
      if (key === 'close')
        return () => Promise.reject(new Error('The worker app outlives this file: call TestApp.close()'));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** An app over a stand-in database (static serving, OpenAPI, failure paths): no migrations, no seed. */
export async function createAppWithoutDatabase(
  options: {
    db?: Partial<Db>;
    statics?: Partial<StaticConfig>;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = await buildTestApp({ db: (options.db ?? {}) as Db, config: testConfig(options.statics) });
  options.extend?.(app);
  await app.ready();
  return app;
}

export interface SignedIn {
  token: string;
  user: SignInUser;
}

export async function signInAs(
  app: FastifyInstance,
  loginName: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/User/SignIn',
    payload: { UserName: loginName, Password: password, isEncrypt: false },
  });
  const body = response.json() as { result: number; token?: string; user?: SignInUser };
  if (body.result !== 1 || !body.token || !body.user)
    throw new Error(`sign-in of ${loginName} failed: ${body.result}`);
  return { token: body.token, user: body.user };
}

export function authHeaders(token: string, entityId?: number): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(entityId == null ? {} : { entityId: String(entityId) }) };
}

export function json<T>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
