// The Debian packages some test stages need: nginx (the remotes' nginx test), Compose 1.29 (where the
// docker compose plugin is missing), Chromium and poppler-utils (the browser suites). They are installed
// with apt-get when missing and the machine allows it (root with apt-get). On a fresh machine that is 40 s
// or so, spent mostly waiting on the network and the disk, so `npm test` starts it in the background while
// the type-check and lint use the cores, and each stage waits only for the package it needs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log } from './run.mjs';

/** Each package by the binary that shows it is installed. */
export const DEBIAN_PACKAGES = {
  nginx: '/usr/sbin/nginx',
  'docker-compose': '/usr/bin/docker-compose',
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  'poppler-utils': '/usr/bin/pdftotext',
};

function machineAllowsInstalls() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('which', ['apt-get']).status === 0;
}

/** One apt-get call, its output appended to the log file; resolves to its exit code. */
function aptGet(args, logFile) {
  return new Promise((resolve) => {
    const output = fs.openSync(logFile, 'a');
    const child = spawn('apt-get', args, {
      stdio: ['ignore', output, output],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const done = (code) => {
      fs.closeSync(output);
      resolve(code);
    };
    child.on('exit', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

/**
 * Starts installing those of `names` that are missing, one after another after a single `apt-get update`,
 * and returns `ready(name)`: a promise of whether the package's binary is there once its turn has come. A
 * name not given here is installed after the others when first asked for.
 */
export function installInBackground(names, logFile) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  let allowed = null; // asked only when a package is missing
  let queue = null; // the apt-get calls so far, in order
  const results = new Map();
  const install = (name) => {
    const binary = DEBIAN_PACKAGES[name];
    if (fs.existsSync(binary)) return Promise.resolve(true);
    allowed ??= machineAllowsInstalls();
    if (!allowed) return Promise.resolve(false);
    if (!queue) {
      log(
        `Installing missing Debian packages in the background (apt-get): ${path.relative(process.cwd(), logFile)}`,
      );
      queue = aptGet(['update', '-qq'], logFile);
    }
    queue = queue.then(() => aptGet(['install', '-y', '-qq', name], logFile));
    return queue.then(() => fs.existsSync(binary));
  };
  for (const name of names) results.set(name, install(name));
  return {
    ready(name) {
      if (!results.has(name)) results.set(name, install(name));
      return results.get(name);
    },
  };
}
