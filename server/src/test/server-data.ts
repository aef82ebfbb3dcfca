/**
 * The data a real server process (server-process.ts) starts on, copied from this run's demo snapshot
 * (global-setup.ts) so it boots without migrating or seeding anew: a fresh data folder whose pgdata is
 * the PGlite dump, or with DATABASE_URL a database made from the run's template.
 */
import { nativeRequire } from './esm-shims';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { createDatabase, type Database } from '../db/client';
import { pgliteOptions } from '../db/pglite-options';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './admin-client';
import { SNAPSHOT_ENV } from './db-snapshot-key';

export interface ServerData {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR of the server: uploaded files, secrets and (PGlite) pgdata. */
  dataDir: string;
  /** The environment a server needs to run on this data. */
  env: Record<string, string>;
  /** The database for a test's own queries; on PGlite only while no server has the folder open. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

type PGliteClass = typeof import('@electric-sql/pglite').PGlite;

/** PGlite as Node's own require loads it (jest's sandbox cannot run its dynamic import, see test-app.ts). */
export const loadPglite = (): PGliteClass =>
  (nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite;

function snapshotOfRun(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run server tests through jest's config`);
  return value;
}

/**
 * A PGlite dump (a tar of the data folder) unpacked as `pgdata`: what PGlite's own loadDataDir does, without
 * starting a database in this test process (3 s less per file). The server that opens it recovers it as
 * after a crash: the snapshot was dumped from a running database.
 */
function unpackPgliteDump(dump: string, pgdata: string): void {
  fs.mkdirSync(pgdata, { recursive: true });
  tar.extract({ file: dump, cwd: pgdata, sync: true });
}

export async function serverDataFromSnapshot(prefix = 'qp-server-'): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const url = process.env.DATABASE_URL;
  if (!url) {
    unpackPgliteDump(snapshotOfRun(SNAPSHOT_ENV.pglite), path.join(dataDir, 'pgdata'));
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: async () =>
        createDatabase({
          pglite: new (loadPglite())(pgliteOptions({ dataDir: path.join(dataDir, 'pgdata') })),
        }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const template = snapshotOfRun(SNAPSHOT_ENV.postgresTemplate);
  // Named after the run's template, so the run's teardown drops it if this file crashes.
  const name = `${template.replace(/template$/, '')}${crypto.randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(url, template, name);
  const serverUrl = databaseUrl(url, name);
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: serverUrl },
    open: async () => createDatabase({ databaseUrl: serverUrl }),
    dispose: async () => {
      await dropDatabase(url, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
