/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) for the embedded
 * database (docs/deploy.md, "Backups"):
 *   backup-cli.ts backup [--data-dir DIR] [--out DIR] [--offline]
 *   backup-cli.ts restore FILE [--data-dir DIR] [--force]
 * The server running on the folder makes the consistent copy (backup-control.ts) and this process packs
 * it into the file; --offline does both here, only when no server answers. Exit codes: 0 done, 1 failed, 2 refused or misused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { dataDirOf } from '../../config';
import { DURABLE_START_PARAMS } from '../../db/client';
import { pgliteVersion } from '../../db/pglite-version';
import { packBackup, SECRET_FILES, writeBackup, type BackupWritten } from './backup-archive';
import { askServer } from './backup-control';
import { backupMessage, cliLang, type BackupMessage } from './backup-messages';
import { backupDirOf } from './backup-paths';
import { restoreBackup, RestoreRefused } from './restore-backup';
import { pgliteOptions } from '../../db/pglite-options';

const lang = cliLang();
const say = (key: BackupMessage, values?: Record<string, string | number>) =>
  process.stdout.write(`${backupMessage(key, lang, values)}\n`);
const complain = (key: BackupMessage, values?: Record<string, string | number>) =>
  process.stderr.write(`${backupMessage(key, lang, values)}\n`);

/** The server answers once its copy of the database is made: seconds, longer for a large database. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

/** Paths given on the command line are the caller's: npm runs scripts from the repository root. */
const fromCaller = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

async function offlineBackup(dataDir: string, folder: string): Promise<BackupWritten | null> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) return null;
  const pglite = new PGlite(
    pgliteOptions({ dataDir: path.join(dataDir, 'pgdata'), startParams: DURABLE_START_PARAMS }),
  );
  try {
    return await writeBackup({ pglite, dataDir, filesDir: path.join(dataDir, 'files') }, folder);
  } finally {
    await pglite.close();
  }
}

async function backup(options: { dataDir: string; out: string; offline: boolean }): Promise<number> {
  const reply = await askServer(options.dataDir, { command: 'stage' }, BACKUP_TIMEOUT_MS);
  let written: BackupWritten | null;
  if (reply?.ok) {
    // The server made the consistent copy; the packing runs here, on this process's time.
    const packed = await packBackup(reply.staging!, options.out);
    written = { ...packed, ms: packed.ms + (reply.ms ?? 0) };
  } else if (reply) {
    complain('failed', { detail: reply.detail ?? reply.code });
    return 1;
  } else if (!options.offline) {
    complain('noServer', { dataDir: options.dataDir });
    return 2;
  } else {
    written = await offlineBackup(options.dataDir, options.out);
    if (!written) {
      complain('noDatabase', { dataDir: options.dataDir });
      return 2;
    }
  }
  say('written', {
    file: written.file,
    size: (written.bytes / 1024 / 1024).toFixed(1),
    seconds: (written.ms / 1000).toFixed(1),
  });
  return 0;
}

async function restore(file: string, options: { dataDir: string; force: boolean }): Promise<number> {
  try {
    const restored = await restoreBackup(file, options.dataDir, { replace: options.force });
    say('restored', { dataDir: restored.dataDir, users: restored.users });
    if (restored.setAside) say('setAside', { folder: restored.setAside });
    const fromEnvironment = SECRET_FILES.filter((name) => !restored.manifest.secretFiles.includes(name));
    if (fromEnvironment.length)
      say('secretsFromEnvironment', {
        names: fromEnvironment
          .map((name) => (name === 'jwt-secret' ? 'JWT_SECRET' : 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY'))
          .join(', '),
      });
    if (restored.manifest.pgliteVersion !== pgliteVersion())
      say('otherPglite', { theirs: restored.manifest.pgliteVersion, ours: pgliteVersion() });
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      complain(error.reason, { detail: error.detail });
      return 2;
    }
    complain('restoreFailed', { detail: (error as Error).message });
    return 1;
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        out: { type: 'string' },
        offline: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    });
  } catch {
    return null; // an unknown option or a missing value
  }
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (!parsed) {
    complain('usage');
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, file, ...extra] = positionals;
  if (process.env.DATABASE_URL) {
    complain('postgres');
    return 2;
  }
  const dataDir = values['data-dir'] ? fromCaller(values['data-dir']) : dataDirOf(process.env);
  if (command === 'backup' && !file) {
    const out = values.out ? fromCaller(values.out) : backupDirOf(process.env);
    return backup({ dataDir, out, offline: values.offline });
  }
  if (command === 'restore' && file && !extra.length)
    return restore(fromCaller(file), { dataDir, force: values.force });
  complain('usage');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
