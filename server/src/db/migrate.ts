import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';
import { MIGRATIONS_FOLDER } from './finalize-migrations';

/** Applies the committed migrations in drizzle/ with the driver's own migrator. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = {
    migrationsFolder: MIGRATIONS_FOLDER,
    ...(database.migrationsSchema ? { migrationsSchema: database.migrationsSchema } : {}),
  };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
}
