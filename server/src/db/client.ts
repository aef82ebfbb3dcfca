import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { pgliteOptions } from './pglite-options';
import * as schema from './schema';

export type Schema = typeof schema;

/** The driver-neutral database type every repository works with (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): the backup dumps its data folder. */
  pglite?: PGlite;
  /** Schema holding drizzle's migrations table (a scratch schema keeps it beside its own tables). */
  migrationsSchema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... -> PostgreSQL through pg; absent -> embedded PGlite. */
  databaseUrl?: string | null;
  /** PGlite data folder; absent -> in memory (tests). */
  dataDir?: string | null;
  /** PostgreSQL schema set as search_path on every pooled connection (the API bench's scratch schema). */
  searchPath?: string;
  /** A ready-made PGlite instance (tests create theirs outside jest's module sandbox, see test/test-app.ts). */
  pglite?: PGlite;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // public stays on the path after the scratch schema: an extension (pg_trgm) exists once per database,
      // and another run may have created it there first.
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      migrationsSchema: options.searchPath,
      close: () => pool.end(),
    };
  }
  const client =
    options.pglite ??
    (options.dataDir
      ? new PGlite(
          pgliteOptions({ dataDir: path.join(options.dataDir, 'pgdata'), startParams: DURABLE_START_PARAMS }),
        )
      : new PGlite(pgliteOptions()));
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

/**
 * PGlite's own start parameters, with synchronous commit pinned on: a commit is answered only once its WAL
 * is written to the data folder, so a killed server keeps every write it acknowledged (the crash test,
 * docs/testing.md). Pinned on the command line because that beats postgresql.conf and ALTER SYSTEM, where
 * `synchronous_commit = off` would lose most acknowledged writes of a killed server. PGlite's `-F` (no
 * fsync) stays: its Node file system has no fsync to call, so a power cut is not covered either way.
 */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on'];
