/**
 * A real API server as a child process (server/src/main.ts), for tests that stop or kill it: the crash
 * test and the backup test. It runs as `node --import tsx`, one process: the `tsx` command would start
 * the server as its own child, and a SIGKILL sent to the command would leave that child running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config';

const TSX_LOADER = pathToFileURL(
  require.resolve('tsx', { paths: [path.join(REPO_ROOT, 'server')] }),
).toString();

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** What the server printed, for failure messages. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server on a free port with `env` over this process's environment; resolves once it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1]!, output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output.join('')}`));
    });
  });
}

/** SIGTERM (the server's own shutdown), SIGKILL after 15 s; resolves with the exit code. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.child.exitCode != null || server.child.signalCode != null) return server.exited;
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const code = await server.exited;
  clearTimeout(force);
  return code;
}
