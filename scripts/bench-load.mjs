// `npm run bench:load [-- --quick]`: signed-in users against the API server on PostgreSQL, one and two
// instances (server/src/bench/load/main.ts, docs/reliability.md). Not part of `npm test`.
import path from 'node:path';
import { ensureDependencies, run, root } from './lib/run.mjs';

await ensureDependencies();
process.exitCode = await run(path.join(root, 'server/node_modules/.bin/tsx'), [
  'server/src/bench/load/main.ts',
  ...process.argv.slice(2),
]);
