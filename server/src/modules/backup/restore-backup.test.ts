/** @databases pglite */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { BACKUP_FORMAT } from './backup-archive';
import { restoreBackup } from './restore-backup';

/** The refusals, which come before any database is opened (backup.test.ts restores a real backup). */
describe('restoreBackup refuses', () => {
  let scratch: string;
  beforeEach(() => (scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-restore-'))));
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** A .tar.gz of the given files, in the scratch folder. */
  async function archive(files: Record<string, string>): Promise<string> {
    const content = path.join(scratch, 'content');
    fs.mkdirSync(content);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(content, name), text);
    const file = path.join(scratch, 'archive.tar.gz');
    await tar.create({ gzip: true, file, cwd: content }, Object.keys(files));
    fs.rmSync(content, { recursive: true });
    return file;
  }

  const leftInScratch = () =>
    fs
      .readdirSync(scratch)
      .filter((name) => name !== 'archive.tar.gz')
      .sort();

  it('a folder that holds something, without --force, before reading the file', async () => {
    const target = path.join(scratch, 'data');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'jwt-secret'), 'keep me');
    await expect(restoreBackup(path.join(scratch, 'missing.tar.gz'), target)).rejects.toMatchObject({
      reason: 'notEmpty',
    });
    expect(fs.readdirSync(target)).toEqual(['jwt-secret']);
  });

  it('a file that is no archive, or an archive that is no backup, leaving nothing behind', async () => {
    const target = path.join(scratch, 'data');
    fs.writeFileSync(path.join(scratch, 'notes.txt'), 'hello');
    await expect(restoreBackup(path.join(scratch, 'notes.txt'), target)).rejects.toMatchObject({
      reason: 'notABackup',
    });
    const other = await archive({ 'report.csv': 'a,b' });
    await expect(restoreBackup(other, target)).rejects.toMatchObject({ reason: 'notABackup' });
    expect(leftInScratch()).toEqual(['notes.txt']);
  });

  it('a backup written by a newer version', async () => {
    const file = await archive({
      'manifest.json': JSON.stringify({ format: BACKUP_FORMAT, formatVersion: 99 }),
      'pgdata.tar': '',
    });
    await expect(restoreBackup(file, path.join(scratch, 'data'))).rejects.toMatchObject({
      reason: 'newerFormat',
      detail: '99',
    });
    expect(leftInScratch()).toEqual([]);
  });
});
