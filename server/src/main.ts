import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { listenForBackups } from './modules/backup/backup-control';
import { createPushSender } from './modules/push/push-sender';
import { createPushingBus } from './modules/push/pushing-bus';
import { createPostgresBus, type BusLogger } from './modules/realtime/postgres-bus';
import { createLocalBus, type RealtimeBus } from './modules/realtime/realtime-bus';

/** Start-up: config, database, migrations, seed, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    demo: config.seedDemo,
    adminPassword: config.adminPassword,
    filesDir: config.filesDir,
  });
  if (seeded.generatedAdminPassword) {
    // Printed once, on the start that created the admin; it is never logged or stored in clear.
    process.stdout.write(
      `\nInitial password of user "admin": ${seeded.generatedAdminPassword}\n` +
        'Sign in and change it now; it will not be shown again.\n\n',
    );
  }

  // The bus and the push sender log through the app's logger, which exists only once the app is built.
  let appLog: BusLogger | null = null;
  const log: BusLogger = {
    info: (object, message) => appLog?.info(object, message),
    warn: (object, message) => appLog?.warn(object, message),
  };
  // PGlite is one process by construction (it owns its data folder), so an in-process bus is the whole
  // fan-out; on PostgreSQL, instances reach each other through LISTEN/NOTIFY.
  const baseBus: RealtimeBus = config.databaseUrl
    ? await createPostgresBus({ connectionString: config.databaseUrl, log })
    : createLocalBus();
  const realtime = config.vapid
    ? createPushingBus(baseBus, createPushSender({ db: database.db, vapid: config.vapid, log }))
    : baseBus;

  const app = await buildApp({ db: database.db, config, realtime });
  appLog = app.log;
  const backups = await listenForBackupRequests(database, config, app.log);
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
      await backups?.close(); // a backup's copy under way is finished first
    } finally {
      // The bus first: it waits for pushes under way, which still read subscriptions.
      await realtime.close().catch(() => undefined);
      await database.close();
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

/**
 * `npm run backup` asks the server of an embedded database for its backups (modules/backup). A server
 * that cannot listen for them still serves the portal; the backup command then says no server answers.
 */
async function listenForBackupRequests(database: Database, config: ServerConfig, log: FastifyBaseLogger) {
  if (!database.pglite) return null;
  try {
    return await listenForBackups(
      { pglite: database.pglite, dataDir: config.dataDir, filesDir: config.filesDir! },
      log,
    );
  } catch (error) {
    log.warn({ error: (error as Error).message }, 'backups of this server are unavailable');
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
