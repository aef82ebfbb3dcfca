import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed';

/** Start-up: config, database, migrations, seed, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    demo: config.seedDemo,
    adminPassword: config.adminPassword,
  });
  if (seeded.generatedAdminPassword) {
    // Printed once, on the start that created the admin; it is never logged or stored in clear.
    process.stdout.write(
      `\nInitial password of user "admin": ${seeded.generatedAdminPassword}\n` +
        'Sign in and change it now; it will not be shown again.\n\n',
    );
  }

  const app = await buildApp({ db: database.db, config });
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      seededUsers: seeded.createdUsers,
    },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // PGlite keeps Node alive until it is closed; a stuck close must not keep the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
