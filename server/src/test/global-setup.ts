/**
 * Jest global set-up of the server project: builds this run's demo database once, before any test file,
 * as a PGlite dump (or takes the one `npm test` made for all its stages) or, with DATABASE_URL, a
 * PostgreSQL template database. The test files find it through the environment, which jest's workers
 * inherit; global-teardown.ts removes what this set-up built.
 */
import { ensurePgliteSnapshot, postgresRunPrefix, runSnapshotCli, SNAPSHOT_ENV } from './db-snapshot-key';

export interface BuiltSnapshots {
  pgliteFolder?: string;
  postgres?: { url: string; prefix: string };
}

declare global {
  var portalTestSnapshots: BuiltSnapshots | undefined;
}

export default function globalSetup(): void {
  const url = process.env.DATABASE_URL;
  const started = Date.now();
  if (url) {
    const prefix = postgresRunPrefix();
    const template = `${prefix}template`;
    runSnapshotCli(['postgres', url, template]);
    process.env[SNAPSHOT_ENV.postgresTemplate] = template;
    globalThis.portalTestSnapshots = { postgres: { url, prefix } };
  } else {
    const { folder } = ensurePgliteSnapshot();
    globalThis.portalTestSnapshots = folder ? { pgliteFolder: folder } : {};
  }
  process.stdout.write(
    `\nServer tests: demo database snapshot ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
