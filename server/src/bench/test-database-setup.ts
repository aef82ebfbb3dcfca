/**
 * What one server test file pays for its database, before and after the per-run snapshot
 * (server/src/test/db-snapshot.ts): built from nothing (empty cluster or database, migrations, demo seed)
 * against copied from the snapshot (a PGlite dump loaded, or CREATE DATABASE ... TEMPLATE). Prints a
 * Markdown table for docs/testing.md. Alone: `tsx server/src/bench/test-database-setup.ts`;
 * BENCH_DATABASE_URL=postgres://... adds PostgreSQL. BENCH_SETUP_RUNS sets the runs per case (5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  dropDatabases,
  quoteIdentifier,
  withAdminClient,
} from '../test/admin-client';
import { buildPgliteSnapshot, buildPostgresTemplate } from '../test/db-snapshot';
import { pgliteSnapshotFile, postgresRunPrefix } from '../test/db-snapshot-key';
import { pgliteOptions } from '../db/pglite-options';

const RUNS = Number(process.env.BENCH_SETUP_RUNS ?? 5);

async function median(runs: number, once: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await once();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function migrateAndSeed(database: ReturnType<typeof createDatabase>): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true });
  await database.db.execute('select 1');
}

async function pglite(): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-setup-'));
  try {
    const empty = new PGlite(pgliteOptions());
    await empty.waitReady;
    const emptyDump = new Blob([await (await empty.dumpDataDir('none')).arrayBuffer()]);
    await empty.close();
    const file = pgliteSnapshotFile(folder);
    await buildPgliteSnapshot(new PGlite(pgliteOptions()), file);
    const scratch = await median(RUNS, async () => {
      const database = createDatabase({ pglite: new PGlite(pgliteOptions({ loadDataDir: emptyDump })) });
      await migrateAndSeed(database);
      await database.close();
    });
    const copied = await median(RUNS, async () => {
      const database = createDatabase({
        pglite: new PGlite(pgliteOptions({ loadDataDir: new Blob([fs.readFileSync(file)]) })),
      });
      await database.db.execute('select 1');
      await database.close();
    });
    return [row('PGlite', scratch, copied)];
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<string[]> {
  const prefix = postgresRunPrefix();
  const template = `${prefix}template`;
  try {
    await buildPostgresTemplate(url, template);
    let n = 0;
    const scratch = await median(RUNS, async () => {
      const name = `${prefix}scratch_${(n += 1)}`;
      await withAdminClient(url, (client) => client.query(`create database ${quoteIdentifier(name)}`));
      const database = createDatabase({ databaseUrl: databaseUrl(url, name) });
      await migrateAndSeed(database);
      await database.close();
      await dropDatabase(url, name);
    });
    const copied = await median(RUNS, async () => {
      const name = `${prefix}copy_${(n += 1)}`;
      await createDatabaseFromTemplate(url, template, name);
      const database = createDatabase({ databaseUrl: databaseUrl(url, name) });
      await database.db.execute('select 1');
      await database.close();
      await dropDatabase(url, name);
    });
    return [row('PostgreSQL', scratch, copied)];
  } finally {
    await dropDatabases(url, prefix);
  }
}

function row(database: string, scratch: number, copied: number): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `| ${database} | ${s(scratch)} | ${s(copied)} | ${(scratch / copied).toFixed(0)}× |`;
}

async function main() {
  const rows = await pglite();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) rows.push(...(await postgres(url)));
  process.stdout.write(
    [
      `Median of ${RUNS} runs, ${os.availableParallelism()} cores, outside jest:`,
      '',
      '| database | from nothing (migrate + demo seed) | copy of the run snapshot | faster |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
