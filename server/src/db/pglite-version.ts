import fs from 'node:fs';
import path from 'node:path';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The installed PGlite's version (its package.json is not exported: found beside its entry file). Node
 * built-ins only: the test runs' set-up loads it without the database stack.
 */
export function pgliteVersion(): string {
  let folder = path.dirname(require.resolve('@electric-sql/pglite', { paths: [SERVER_ROOT] }));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;
}
