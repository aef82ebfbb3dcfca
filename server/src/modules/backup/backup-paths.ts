/** Names and places of the embedded database's backups (docs/deploy.md, "Backups"). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

type Env = Record<string, string | undefined>;

/**
 * Where `npm run backup` writes unless told (BACKUP_DIR): beside the data folder, not in it, so deleting
 * the data folder to start afresh keeps the backups.
 */
export function backupDirOf(env: Env): string {
  return path.resolve(env.BACKUP_DIR || path.join(REPO_ROOT, 'backups'));
}

/** quality-portal-backup-2026-05-19T10-32-05Z.tar.gz: sorts by time, no colon (Windows file names). */
export function backupFileName(at: Date): string {
  return `quality-portal-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

export const BACKUP_FILE_PATTERN =
  /^quality-portal-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/;

/** `name` in `folder`, or name-2, name-3... when a backup of the same second is already there. */
export function freeBackupPath(folder: string, name: string): string {
  for (let n = 1; ; n += 1) {
    const candidate = path.join(folder, n === 1 ? name : name.replace(/\.tar\.gz$/, `-${n}.tar.gz`));
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/** A Unix socket path must fit sun_path: 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the server of a data folder listens for backup requests: `control/backup.sock` in the folder, in a
 * directory only its owner may enter (socket file permissions alone are not honoured everywhere). A
 * folder whose path is too long for a socket gets one of the same kind in the temp folder, named by a
 * hash of its path; on Windows, a named pipe.
 */
export function controlSocketPath(dataDir: string): string {
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\quality-portal-${hash}`;
  const inFolder = path.join(path.resolve(dataDir), 'control', 'backup.sock');
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH) return inFolder;
  return path.join(os.tmpdir(), `quality-portal-${hash}`, 'backup.sock');
}
