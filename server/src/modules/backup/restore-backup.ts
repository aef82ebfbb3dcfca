/**
 * A backup (backup-archive.ts) unpacked into a data folder a server can start on: pgdata, files and the
 * secret files. Unpacked beside the target first and opened once with PGlite (recovering the dump and
 * proving it is a portal database), then moved into place in one rename, so a failed restore leaves no
 * half-filled folder. A folder with anything in it is never overwritten: refused, or with `replace` set
 * aside under a new name, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { DURABLE_START_PARAMS } from '../../db/client';
import { askServer } from './backup-control';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, SECRET_FILES, type BackupManifest } from './backup-archive';
import { pgliteOptions } from '../../db/pglite-options';

export type RestoreRefusal = 'notEmpty' | 'serverRunning' | 'notABackup' | 'newerFormat';

export class RestoreRefused extends Error {
  constructor(
    readonly reason: RestoreRefusal,
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

export interface Restored {
  dataDir: string;
  manifest: BackupManifest;
  /** Where the folder's previous content went (replace only). */
  setAside: string | null;
  /** Users in the restored database: it opened and answered. */
  users: number;
}

const TOP_LEVEL = new Set(['manifest.json', 'pgdata.tar', 'files', ...SECRET_FILES]);

/** Plain files and folders only: no link in an archive can make the unpacking write elsewhere. */
const plainEntry = (entry: tar.ReadEntry | fs.Stats) =>
  'type' in entry && (entry.type === 'File' || entry.type === 'Directory');

/** And of a backup, only the names it holds. */
const backupEntry = (entryPath: string, entry: tar.ReadEntry | fs.Stats) =>
  TOP_LEVEL.has(entryPath.replace(/^\.\//, '').split('/')[0]!) && plainEntry(entry);

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

function readManifest(staging: string, file: string): BackupManifest {
  const manifestFile = path.join(staging, 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Partial<BackupManifest>)
    : null;
  if (manifest?.format !== BACKUP_FORMAT || !fs.existsSync(path.join(staging, 'pgdata.tar')))
    throw new RestoreRefused('notABackup', path.basename(file));
  if ((manifest.formatVersion ?? 0) > BACKUP_FORMAT_VERSION)
    throw new RestoreRefused('newerFormat', String(manifest.formatVersion));
  return manifest as BackupManifest;
}

/** Opens the unpacked database once (WAL replayed, then a clean shutdown) and counts its users. */
async function openOnce(pgdata: string): Promise<number> {
  const database = new PGlite(pgliteOptions({ dataDir: pgdata, startParams: DURABLE_START_PARAMS }));
  try {
    const { rows } = await database.query<{ users: number }>('select count(*)::int as users from users');
    return rows[0]!.users;
  } finally {
    await database.close();
  }
}

export async function restoreBackup(
  file: string,
  dataDir: string,
  options: { replace?: boolean } = {},
): Promise<Restored> {
  const target = path.resolve(dataDir);
  const mustSetAside = !isEmptyOrMissing(target);
  if (mustSetAside && !options.replace) throw new RestoreRefused('notEmpty', target);
  if (mustSetAside && (await askServer(target, { command: 'ping' }, 5000)))
    throw new RestoreRefused('serverRunning', target);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.restore-`));
  try {
    try {
      await tar.extract({ file, cwd: staging, filter: backupEntry, strict: true });
    } catch (error) {
      throw new RestoreRefused('notABackup', `${path.basename(file)}: ${(error as Error).message}`);
    }
    const manifest = readManifest(staging, file);
    const pgdata = path.join(staging, 'pgdata');
    fs.mkdirSync(pgdata);
    // PGlite's dump names its entries from the folder root ("/base/..."): unpacked under pgdata.
    await tar.extract({
      file: path.join(staging, 'pgdata.tar'),
      cwd: pgdata,
      filter: (_, e) => plainEntry(e),
    });
    fs.rmSync(path.join(staging, 'pgdata.tar'));
    fs.rmSync(path.join(staging, 'manifest.json'));
    fs.mkdirSync(path.join(staging, 'files'), { recursive: true });
    for (const name of SECRET_FILES)
      if (fs.existsSync(path.join(staging, name))) fs.chmodSync(path.join(staging, name), 0o600);
    const users = await openOnce(pgdata);

    let setAside: string | null = null;
    if (!isEmptyOrMissing(target)) {
      if (!options.replace) throw new RestoreRefused('notEmpty', target); // filled meanwhile
      setAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, setAside);
    } else if (fs.existsSync(target)) {
      fs.rmdirSync(target);
    }
    fs.renameSync(staging, target);
    fs.chmodSync(target, 0o700);
    return { dataDir: target, manifest, setAside, users };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
