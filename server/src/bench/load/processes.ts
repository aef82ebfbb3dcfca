/**
 * The processes the load bench measures, each started the way production starts it (its own Node
 * process, tsx over the sources as deploy/api.Dockerfile does, NODE_ENV=production) and stopped again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

const TSX = path.join(REPO_ROOT, 'server/node_modules/.bin/tsx');

export interface Started {
  name: string;
  base: string;
  port: number;
  child: ChildProcess;
}

/** A port nobody listens on right now (the OS picks it; it stays free for the moment it takes to start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(started: Started, healthPath: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode != null)
      throw new Error(`${started.name} exited with ${started.child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${started.base}${healthPath}`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${started.name} did not answer ${healthPath} within 120 s; see ${logFile}`);
}

/**
 * Runs a TypeScript entry point with output into `logFile` (as a container's log driver would take it:
 * the process never waits on a reader).
 */
async function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  logFile: string,
  healthPath: string,
): Promise<Started> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(TSX, [entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const started = { name, base: `http://127.0.0.1:${port}`, port, child };
  try {
    await waitUntilUp(started, healthPath, logFile);
  } catch (error) {
    await stopProcess(started);
    throw error;
  }
  return started;
}

/** One API server instance (server/src/main.ts) on the bench's database. */
export function startPortal(name: string, env: Record<string, string>, logDir: string): Promise<Started> {
  return startProcess(name, 'server/src/main.ts', env, path.join(logDir, `${name}.log`), '/api/health');
}

/** The tiny Fastify app that gives the bench its ceiling (bare-fastify.ts). */
export function startBareFastify(logDir: string, databaseUrl: string): Promise<Started> {
  return startProcess(
    'bare-fastify',
    'server/src/bench/load/bare-fastify.ts',
    { DATABASE_URL: databaseUrl },
    path.join(logDir, 'bare-fastify.log'),
    '/',
  );
}

/** The round-robin balancer in front of several instances (round-robin-proxy.ts). */
export function startBalancer(upstreams: Started[], logDir: string): Promise<Started> {
  return startProcess(
    'balancer',
    'server/src/bench/load/round-robin-proxy.ts',
    { UPSTREAMS: upstreams.map((upstream) => `${upstream.name}=${upstream.base}`).join(',') },
    path.join(logDir, 'balancer.log'),
    '/api/health',
  );
}

/** SIGTERM (the servers close their connections and database), SIGKILL if that takes over 15 s. */
export async function stopProcess(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode != null || child.signalCode != null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}
