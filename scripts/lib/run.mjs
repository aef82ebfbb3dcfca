// Small process helpers for the repository scripts (Node built-ins only: they run before any install).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})\n`);
    process.exit(code);
  }
}

/** pnpm 10 on PATH, or installed once into .tools/ (corepack fails on these machines). */
export function ensurePnpm() {
  const local = path.join(root, '.tools/node_modules/.bin/pnpm');
  if (fs.existsSync(local)) return local;
  const global = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (global.status === 0 && global.stdout.trim().startsWith('10.')) return 'pnpm';
  log('Installing pnpm 10 into .tools/');
  const result = spawnSync(
    'npm',
    ['install', '--prefix', '.tools', '--no-save', '--no-audit', '--no-fund', 'pnpm@10'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Could not install pnpm');
  return local;
}

/** Installs dependencies unless the lockfile and manifests are unchanged since the last install. */
export async function ensureDependencies() {
  const pnpm = ensurePnpm();
  const stamp = path.join(root, 'node_modules/.portal-install-stamp');
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...workspaceManifests()];
  const fingerprint = manifests
    .map((file) => `${file}:${fs.statSync(path.join(root, file)).mtimeMs}`)
    .join('\n');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint) return pnpm;
  log('Installing dependencies');
  await mustRun(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
  fs.writeFileSync(stamp, fingerprint);
  return pnpm;
}

function workspaceManifests() {
  const dirs = [
    'host',
    'server',
    'e2e',
    ...['packages', 'remotes'].flatMap((group) =>
      fs.readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
    ),
  ];
  return dirs.map((dir) => `${dir}/package.json`).filter((file) => fs.existsSync(path.join(root, file)));
}

export function bin(name) {
  return path.join(root, 'node_modules/.bin', name);
}
