// Builds the host and the remotes, skipping every app whose inputs did not change since its last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bin, log, root, run } from './run.mjs';

export const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];
export const APPS = ['host', ...REMOTES.map((name) => `remotes/${name}`)];

const SHARED_INPUTS = ['packages', 'tools/webpack', 'tools/embed', 'pnpm-lock.yaml'];

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
  // A remote's build carries a copy of the embed loader's output: a new loader means a new remote build.
  if (app.startsWith('remotes/')) hashTree(hash, 'tools/embed/dist/embed.js');
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

/** The integrators' loader, which every remote build copies in as embed.js. */
export const EMBED_LOADER = 'tools/embed';

/** Two builds at a time: the machines have two cores. */
export async function buildApps(apps = APPS, concurrency = 2) {
  const queue = [...apps];
  const failures = [];
  // Before the remotes: each copies the loader into its own dist.
  if (apps.some((app) => app.startsWith('remotes/')) && (await buildApp(EMBED_LOADER)) !== 0)
    return [EMBED_LOADER];
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
