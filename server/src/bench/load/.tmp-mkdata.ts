import { createDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { addLoadData } from './load-data';
import fs from 'node:fs';
async function main() {
  const database = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/qp_prof' });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true });
  const data = await addLoadData(database.db, {
    accounts: 60,
    customers: 20000,
    suppliers: 20000,
    tasksPerAccount: 200,
    notificationsPerAccount: 300,
    hotContacts: 500,
  });
  fs.writeFileSync('/tmp/prof-data.json', JSON.stringify(data));
  await database.close();
}
main().then(() => console.log('done'));
