// First: must be in place before the app (and @fastify/static) loads.
import { nativeRequire } from './esm-shims';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { SignInUser } from '@portal/domain';
import { buildApp, type BuildAppOptions } from '../app';
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
import { migrateDatabase } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDatabase, type SeedOptions } from '../db/seed/seed';
import { pgliteOptions } from '../db/pglite-options';

/**
 * Isolated databases for tests. createTestDatabase() copies this run's demo snapshot (global-setup.ts):
 * an in-memory PGlite loaded from the dump, or with DATABASE_URL a database of its own made from the
 * template and dropped at the end. createTestDatabaseFromScratch() migrates and seeds an empty one, the
 * path a real first start takes; the seed's own tests keep it exercised.
 */
export interface TestDatabase extends Database {
  /** Closes the connections and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
}

// Copying the snapshot takes about half a second; building from nothing (migrations, the demo seed with
// scrypt) 4-5 s on a quiet 2-core machine, several times that on a busy one.
jest.setTimeout(120_000);

function loadPglite(): typeof import('@electric-sql/pglite').PGlite {
  // PGlite loads its WebAssembly with dynamic import(), which jest's CommonJS sandbox refuses without
  // --experimental-vm-modules; loaded by Node's own require it works (drizzle only needs an instance).
  return (nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite;
}

/**
 * An empty cluster costs an initdb of a few seconds, so the first file on the slow path keeps a dump of one
 * in the temp folder and the others start from it (keyed by the PGlite build).
 */
async function createEmptyPglite(): Promise<PGlite> {
  const PGlite = loadPglite();
  const snapshot = path.join(os.tmpdir(), `qp-test-pglite-empty-${pgliteVersion()}.tar.gz`);
  if (fs.existsSync(snapshot))
    return new PGlite(pgliteOptions({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) }));
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
    const database = createDatabase({ pglite: await pglite() });
    return { ...database, dispose: () => database.close() };
  }
  const template = process.env[SNAPSHOT_ENV.postgresTemplate];
  // Named after the run's template, so the run's teardown finds what a crashed file left behind.
  const prefix = template ? template.replace(/template$/, '') : 'qp_scratch_';
  const name = `${prefix}${crypto.randomBytes(6).toString('hex')}`;
  await fill(url, name);
  const database = createDatabase({ databaseUrl: databaseUrl(url, name) });
  return {
    ...database,
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
      const file = snapshotFromRun(SNAPSHOT_ENV.pglite);
      return new (loadPglite())(pgliteOptions({ loadDataDir: new Blob([fs.readFileSync(file)]) }));
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
  await migrateDatabase(database);
  if (seed) await seedDatabase(database.db, seed);
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
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * buildApp as tests use it: silent, and each route's schemas compiled on its first call (a file calls a
 * few of ~360 routes; compiling all of them was most of building an app).
 */
export function buildTestApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return buildApp({ logger: false, ...options, lazySchemas: true });
}

/** Migrated, demo-seeded database plus the app on top; `extend` may add test-only routes before ready. */
export async function createTestApp(
  extend?: (app: FastifyInstance) => void,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...testConfig(), ...overrides };
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
    },
  };
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
