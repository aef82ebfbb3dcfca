// `npm run backup`: a consistent backup of the embedded database, its uploaded files and secrets, made by
// the server running on the data folder, as one timestamped file (docs/deploy.md, "Backups").
// `npm run backup -- --out DIR --data-dir DIR --offline`; PostgreSQL is backed up with pg_dump instead.
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const cli = path.join(root, 'server/src/modules/backup/backup-cli.ts');
process.exit(
  await run(path.join(root, 'server/node_modules/.bin/tsx'), [cli, 'backup', ...process.argv.slice(2)]),
);
