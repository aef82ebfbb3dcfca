// Builds the host and the remotes, skipping every app whose inputs did not change since its last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bin, log, root, run } from './run.mjs';

export const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];
export const APPS = ['host', ...REMOTES.map((name) => `remotes/${name}`)];

const SHARED_INPUTS = ['packages', 'tools/webpack', 'pnpm-lock.yaml'];

function hashTree(hash, target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    hash.update(target).update(fs.readFileSync(full));
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) {
    if (
      entry === 'node_modules' ||
      entry === 'dist' ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx')
    )
      continue;
    hashTree(hash, path.join(target, entry));
  }
}

export function fingerprint(app) {
  const hash = crypto.createHash('sha256');
  for (const input of [...SHARED_INPUTS, app]) hashTree(hash, input);
  return hash.digest('hex');
}

async function buildApp(app) {
  const stampFile = path.join(root, app, 'dist/.build-fingerprint');
  const wanted = fingerprint(app);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) {
    log(`${app}: up to date`);
    return 0;
  }
  log(`${app}: building`);
  const code = await run(bin('webpack'), ['--mode', 'production'], { cwd: path.join(root, app) });
  if (code === 0) fs.writeFileSync(stampFile, wanted);
  return code;
}

/** Two builds at a time: the machines have two cores. */
export async function buildApps(apps = APPS, concurrency = 2) {
  const queue = [...apps];
  const failures = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length) {
        const app = queue.shift();
        if ((await buildApp(app)) !== 0) failures.push(app);
      }
    }),
  );
  return failures;
}
