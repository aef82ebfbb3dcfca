/** Removes what global-setup.ts built: the PGlite dump, or this run's PostgreSQL template and copies. */
import fs from 'node:fs';
import { dropDatabases } from './admin-client';

export default async function globalTeardown(): Promise<void> {
  const built = globalThis.portalTestSnapshots;
  if (built?.pgliteFolder) fs.rmSync(built.pgliteFolder, { recursive: true, force: true });
  // Each file drops its own copy; this catches the copies of files that crashed before their dispose().
  if (built?.postgres) await dropDatabases(built.postgres.url, built.postgres.prefix);
}
