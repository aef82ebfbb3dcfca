/**
 * The demo database every server test starts from, built once per test run instead of once per test file:
 * a PGlite data-folder dump (loaded per file in about 0.6 s) and, on PostgreSQL, a template database
 * (`CREATE DATABASE ... TEMPLATE` per file in about 0.1 s). Migrating and seeding cost 4-7 s per file.
 * A snapshot is never reused by a later run: the demo seed is relative to today (leave, holidays,
 * tasks). Its name carries a key over what shapes its content, so a file from other code is never loaded.
 * No jest here: the command line (db-snapshot-cli.ts) builds snapshots outside the test sandbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { databaseUrl, quoteIdentifier, withAdminClient } from './admin-client';

/**
 * The demo users' password hashes in the tests' database: scrypt at 1/32 of the real cost (under 3 ms
 * instead of about 80 ms a sign-in). Hashes name their cost, so sign-in verifies them as they are; the
 * real cost keeps its own tests (password-hash.test.ts, seed.test.ts on a database built from nothing).
 */
const DEMO_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };
const DEMO_SEED = { demo: true, demoPasswordCost: DEMO_PASSWORD_COST };

/** Migrates and demo-seeds an empty PGlite, then writes its data folder as a tarball, atomically. */
export async function buildPgliteSnapshot(fresh: PGlite, file: string): Promise<void> {
  const database = createDatabase({ pglite: fresh });
  await migrateDatabase(database);
  await seedDatabase(database.db, DEMO_SEED);
  // A checkpoint first, so a copy starts without replaying the seed's write-ahead log: 0.84-1.12 s of
  // CPU to the first query before, 0.64 s after (PGlite 0.5, measured on the 2-core machine).
  await fresh.exec('checkpoint');
  // Uncompressed: 70 MB on disk, but loading it is 15 % faster than the gzip, once per test file.
  const dump = await fresh.dumpDataDir('none');
  await database.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // a reader never sees half a snapshot
}

/**
 * Builds the demo database under a temporary name and renames it to `template` only once it is complete
 * and every connection to it is closed: CREATE DATABASE ... TEMPLATE refuses a template in use, and a
 * half-built one must never be copied.
 */
export async function buildPostgresTemplate(url: string, template: string): Promise<void> {
  const building = `${template}_building`;
  await withAdminClient(url, async (client) => {
    await client.query(`drop database if exists ${quoteIdentifier(building)} with (force)`);
    await client.query(`create database ${quoteIdentifier(building)}`);
  });
  const database = createDatabase({ databaseUrl: databaseUrl(url, building) });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, DEMO_SEED);
  } finally {
    await database.close();
  }
  await withAdminClient(url, (client) =>
    client.query(`alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(template)}`),
  );
}
