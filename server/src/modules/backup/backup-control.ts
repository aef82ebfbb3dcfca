/**
 * How `npm run backup` asks the running server for a backup: a local socket of the data folder
 * (backup-paths.ts), one JSON line each way. Only the server can dump its PGlite folder consistently (a
 * second process must never open it), and only someone who may enter the data folder, which holds the
 * database and its secrets anyway, may connect: no HTTP route, no account, nothing exposed on the
 * network. A PostgreSQL server has none of this (pg_dump, docs/deploy.md).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stageBackup, type BackupSource } from './backup-archive';
import { controlSocketPath } from './backup-paths';

/** ping: is a server there; stage: the consistent part of a backup, answered with its staging folder. */
export type ControlRequest = { command: 'ping' } | { command: 'stage' };

export type ControlReply =
  { ok: true; staging?: string; ms?: number } | { ok: false; code: 'failed' | 'badRequest'; detail?: string };

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupControl {
  socketPath: string;
  /** Stops listening, once the staging under way (if any) is done. */
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 64 * 1024;

/** A directory only this user may enter (checked: in the temp folder someone else could have made it). */
function privateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dir);
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid())
    throw new Error(`${dir} belongs to another user`);
  fs.chmodSync(dir, 0o700);
}

export async function listenForBackups(source: BackupSource, log: Log): Promise<BackupControl> {
  const socketPath = controlSocketPath(source.dataDir);
  if (process.platform !== 'win32') {
    privateDirectory(path.dirname(socketPath));
    // Left by a server that was killed: only one server may run on a PGlite folder, and that is this one.
    fs.rmSync(socketPath, { force: true });
  }
  let running: Promise<unknown> = Promise.resolve();

  async function answer(request: ControlRequest): Promise<ControlReply> {
    if (request.command === 'ping') return { ok: true };
    if (request.command !== 'stage') return { ok: false, code: 'badRequest' };
    const started = Date.now();
    const staged = stageBackup(source).then(
      (staging): ControlReply => {
        log.info({ staging, ms: Date.now() - started }, 'backup staged');
        return { ok: true, staging, ms: Date.now() - started };
      },
      (error: unknown): ControlReply => {
        log.error({ error: (error as Error).message }, 'backup failed');
        return { ok: false, code: 'failed', detail: (error as Error).message };
      },
    );
    running = Promise.all([running, staged]);
    return staged;
  }

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined); // a client that went away
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      let request: ControlRequest;
      try {
        request = JSON.parse(received.slice(0, end)) as ControlRequest;
      } catch {
        return socket.end(`${JSON.stringify({ ok: false, code: 'badRequest' })}\n`);
      }
      void answer(request).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);

  return {
    socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A client still connected would hold the close; a staging under way still ends (below).
      for (const socket of sockets) socket.destroy();
      await closed;
      await running;
    },
  };
}

/** Sends one request to the server of `dataDir`; null when no server listens there. */
export function askServer(
  dataDir: string,
  request: ControlRequest,
  timeoutMs: number,
): Promise<ControlReply | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(received) as ControlReply);
      } catch {
        reject(new Error('the server closed the connection without an answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
