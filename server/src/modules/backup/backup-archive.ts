/**
 * A backup of the embedded database's data folder as one file, `quality-portal-backup-<time>.tar.gz`:
 *   manifest.json     what wrote it (format, PGlite version, which secrets came from files)
 *   pgdata.tar        PGlite's dump of its data folder
 *   files/            the uploaded files
 *   jwt-secret, vapid-keys.json   the server's secrets, when it keeps them in the folder
 * Consistent while the server runs: PGlite dumps its folder inside its own query lock, reading every
 * file in one synchronous pass, so the dump is the folder as of one instant between two statements. Like
 * the folder of a killed server, it holds every committed transaction and recovers to exactly them on
 * open (the crash test shows that recovery). Files are linked into the backup while their removal is
 * held (lib/file-removal-gate.ts), so no row of the dump lacks its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { pgliteVersion } from '../../db/pglite-version';
import { withFileRemovalsHeld } from '../../lib/file-removal-gate';
import { backupFileName, freeBackupPath } from './backup-paths';

export const BACKUP_FORMAT = 'quality-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Secret files of the data folder that travel with a backup: without them tokens and push stop. */
export const SECRET_FILES = ['jwt-secret', 'vapid-keys.json'] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite';
  pgliteVersion: string;
  /** The secret files the folder held; a secret missing here came from the server's environment. */
  secretFiles: string[];
}

export interface BackupSource {
  pglite: PGlite;
  dataDir: string;
  filesDir: string;
}

export interface BackupWritten {
  file: string;
  bytes: number;
  ms: number;
}

/** Staging folders live in the data folder, on the files' file system, so files can be hard-linked. */
const STAGING_PREFIX = '.backup-';

/** A staging folder older than this was left by a stopped backup (packing one takes minutes at most). */
const LEFT_STAGING_AGE_MS = 24 * 60 * 60_000;

/**
 * The consistent part, done by the process that owns the database: the dump, the files as links and the
 * secrets, in a staging folder of the data folder. Quick (one to two seconds for the demo database), so
 * the server spends little time on it; packing the folder into the file is left to packBackup, which the
 * backup command runs in its own process.
 */
export async function stageBackup(source: BackupSource, now = new Date()): Promise<string> {
  removeLeftStaging(source.dataDir);
  const staging = fs.mkdtempSync(path.join(source.dataDir, STAGING_PREFIX));
  try {
    // Writes the dirty pages out, so a restore replays little WAL; the dump stays consistent without it.
    await source.pglite.exec('CHECKPOINT');
    const dump = await withFileRemovalsHeld(async () => {
      const blob = await source.pglite.dumpDataDir('none');
      linkTree(source.filesDir, path.join(staging, 'files'));
      return blob;
    });
    // Asynchronous: the server goes on answering while the dump (the size of the database) is written.
    await fs.promises.writeFile(path.join(staging, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()));
    const secretFiles = SECRET_FILES.filter((name) => {
      const from = path.join(source.dataDir, name);
      if (!fs.existsSync(from)) return false;
      fs.copyFileSync(from, path.join(staging, name));
      return true;
    });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: 'pglite',
      pgliteVersion: pgliteVersion(),
      secretFiles,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return staging;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The staging folder as the backup file in `folder` (created, owner only, if missing); removes it. */
export async function packBackup(staging: string, folder: string): Promise<BackupWritten> {
  const started = Date.now();
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = freeBackupPath(folder, backupFileName(new Date(manifest.createdAt)));
    const partial = `${file}.partial`;
    const entries = ['manifest.json', 'pgdata.tar', 'files', ...manifest.secretFiles];
    try {
      // Owner-only from its first byte: it holds every password hash and the token secret.
      await pipeline(
        tar.create({ gzip: true, cwd: staging, portable: true }, entries),
        fs.createWriteStream(partial, { mode: 0o600 }),
      );
    } catch (error) {
      fs.rmSync(partial, { force: true }); // a full disk, say: no half file left to be taken for a backup
      throw error;
    }
    fs.renameSync(partial, file); // a backup file is complete or absent
    return { file, bytes: fs.statSync(file).size, ms: Date.now() - started };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Both steps in this process: a backup with the server stopped (`--offline`). */
export async function writeBackup(source: BackupSource, folder: string): Promise<BackupWritten> {
  const started = Date.now();
  const written = await packBackup(await stageBackup(source), folder);
  return { ...written, ms: Date.now() - started };
}

function removeLeftStaging(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir)) {
    const folder = path.join(dataDir, name);
    if (name.startsWith(STAGING_PREFIX) && Date.now() - fs.statSync(folder).mtimeMs > LEFT_STAGING_AGE_MS)
      fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The files folder as hard links (instant, no space: stored files are never changed in place, each
 * upload has a new name); copied where links are refused (another file system).
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}
