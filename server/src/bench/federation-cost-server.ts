// The benchmark's portal servers (scripts/bench-federation.mjs): ONE API process on one demo database that
// serves the federated build (host + remotes, as `npm start` does) on PORT and the monolith build
// (MONOLITH_DIST as the host's files) on MONOLITH_PORT. Same API code, same data, same static file serving;
// only the front-end build differs. Never used outside the benchmark.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { createLocalBus } from '../modules/realtime/realtime-bus';

async function main(): Promise<void> {
  const config = loadConfig();
  const monolithDist = process.env.MONOLITH_DIST;
  const monolithPort = Number(process.env.MONOLITH_PORT);
  if (!monolithDist || !Number.isInteger(monolithPort))
    throw new Error('MONOLITH_DIST and MONOLITH_PORT are required');
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true, adminPassword: null, filesDir: config.filesDir });
  const realtime = createLocalBus();
  const federated = await buildApp({ db: database.db, config, realtime });
  const monolith = await buildApp({
    db: database.db,
    config: { ...config, static: { ...config.static, hostDist: monolithDist } },
    realtime,
  });
  const shutdown = async () => {
    await Promise.allSettled([federated.close(), monolith.close()]);
    await realtime.close().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await federated.listen({ port: config.port, host: config.host });
  await monolith.listen({ port: monolithPort, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
