// `npm run restore -- FILE`: a backup made by `npm run backup` unpacked into a new or empty data folder
// (`--data-dir DIR`, DATA_DIR or data/), ready for a server to start on (docs/deploy.md, "Backups").
// `--force` restores over a folder that holds something, which is set aside, not deleted.
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const cli = path.join(root, 'server/src/modules/backup/backup-cli.ts');
process.exit(
  await run(path.join(root, 'server/node_modules/.bin/tsx'), [cli, 'restore', ...process.argv.slice(2)]),
);
