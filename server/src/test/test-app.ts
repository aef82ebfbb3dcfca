// First: must be in place before the app (and @fastify/static) loads.
import { nativeRequire } from './esm-shims';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { SignInUser } from '@portal/domain';
import { buildApp } from '../app';
import { withAdminClient } from './admin-client';
import type { AppConfig, StaticConfig } from '../config';
import { createDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDatabase, type SeedOptions } from '../db/seed/seed';

/**
 * Isolated databases for tests: in-memory PGlite by default; with DATABASE_URL, a fresh randomly named
 * schema (search_path on every pooled connection, drizzle's migrations table inside it) dropped at the end.
 */
export interface TestDatabase extends Database {
  /** Closes the connections and drops the schema (PostgreSQL). */
  dispose(): Promise<void>;
}

// Building a database (PGlite start-up, migrations, the demo seed with scrypt) takes 15-20 s on a quiet
// 2-core machine and more while other suites run beside it.
jest.setTimeout(120_000);

/**
 * PGlite loads its WebAssembly with dynamic import(), which jest's CommonJS sandbox refuses without
 * --experimental-vm-modules; loaded by Node's own require it works (drizzle only needs an instance).
 * A fresh cluster costs an initdb of a few seconds, so the first test file keeps a snapshot of an empty
 * one in the temp folder and the others start from it (keyed by the PGlite build).
 */
async function createPglite(): Promise<PGlite> {
  const modulePath = nativeRequire.resolve('@electric-sql/pglite');
  const { PGlite } = nativeRequire(modulePath) as typeof import('@electric-sql/pglite');
  const key = crypto.createHash('sha1').update(modulePath).digest('hex').slice(0, 12);
  const snapshot = path.join(os.tmpdir(), `qp-test-pglite-${key}.tar.gz`);
  if (fs.existsSync(snapshot)) return new PGlite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  const fresh = new PGlite();
  await fresh.waitReady; // dumping before start-up finishes never resolves
  const dump = await fresh.dumpDataDir('gzip');
  const partial = `${snapshot}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, snapshot); // atomic: a parallel worker never reads half a snapshot
  return fresh;
}

export async function createTestDatabase(seed: SeedOptions | false = { demo: true }): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropSchema = async () => undefined;
  if (url) {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`create schema "${schema}"`));
    database = createDatabase({ databaseUrl: url, searchPath: schema });
    dropSchema = () =>
      withAdminClient(url, (client) => client.query(`drop schema "${schema}" cascade`)).then(() => undefined);
  } else {
    database = createDatabase({ pglite: await createPglite() });
  }
  await migrateDatabase(database);
  if (seed) await seedDatabase(database.db, seed);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await dropSchema();
    },
  };
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
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** Migrated, demo-seeded database plus the app on top; `extend` may add test-only routes before ready. */
export async function createTestApp(extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildApp({ db: database.db, config, logger: false });
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
  const app = await buildApp({
    db: (options.db ?? {}) as Db,
    config: testConfig(options.statics),
    logger: false,
  });
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
