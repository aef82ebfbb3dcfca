// Builds the benchmark's monolith (tools/monolith/create-monolith-config.cjs) into build-bench/monolith/,
// skipping the build when none of its inputs changed. Only the benchmark calls this.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, fingerprint } from './build-apps.mjs';
import { log, root } from './run.mjs';

const require = createRequire(import.meta.url);

function monolithFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const app of APPS) hash.update(fingerprint(app));
  for (const file of ['federation-runtime.ts', 'create-monolith-config.cjs'])
    hash.update(fs.readFileSync(path.join(root, 'tools/monolith', file)));
  return hash.digest('hex');
}

/** Resolves to the monolith's folder; throws with webpack's errors when the build fails. */
export async function buildMonolith() {
  const { createMonolithConfig, MONOLITH_DIST } = require(
    path.join(root, 'tools/monolith/create-monolith-config.cjs'),
  );
  const stampFile = path.join(MONOLITH_DIST, '.build-fingerprint');
  const wanted = monolithFingerprint();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) {
    log('monolith: up to date');
    return MONOLITH_DIST;
  }
  log('monolith: building');
  const webpack = require(require.resolve('webpack', { paths: [root] }));
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack(createMonolithConfig());
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  fs.writeFileSync(stampFile, wanted);
  return MONOLITH_DIST;
}
