/**
 * Builds and restores the test runs' demo database snapshots outside any test sandbox (see db-snapshot.ts):
 *   tsx server/src/test/db-snapshot-cli.ts pglite <folder>            prints the dump's path
 *   tsx server/src/test/db-snapshot-cli.ts postgres <url> <template>  builds the template database
 *   tsx server/src/test/db-snapshot-cli.ts restore <dump> <pgdata>    a server data folder from a dump
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { buildPgliteSnapshot, buildPostgresTemplate } from './db-snapshot';
import { pgliteSnapshotFile } from './db-snapshot-key';
import { pgliteOptions } from '../db/pglite-options';

async function main([command, ...args]: string[]): Promise<void> {
  const started = Date.now();
  if (command === 'pglite' && args.length === 1) {
    const file = pgliteSnapshotFile(args[0]!);
    await buildPgliteSnapshot(new PGlite(pgliteOptions()), file);
    process.stdout.write(`${file}\n`);
  } else if (command === 'postgres' && args.length === 2) {
    await buildPostgresTemplate(args[0]!, args[1]!);
  } else if (command === 'restore' && args.length === 2) {
    const restored = new PGlite(
      pgliteOptions({ dataDir: args[1]!, loadDataDir: new Blob([fs.readFileSync(args[0]!)]) }),
    );
    await restored.waitReady;
    await restored.close();
  } else {
    throw new Error(
      'usage: db-snapshot-cli.ts pglite <folder> | postgres <url> <template> | restore <dump> <pgdata>',
    );
  }
  process.stderr.write(
    `test database snapshot: ${command} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
