/** @databases pglite */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStoredFiles } from '../modules/hr-staff/staff-files';
import { withFileRemovalsHeld } from './file-removal-gate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withFileRemovalsHeld (a backup copying the files folder)', () => {
  let filesDir: string;
  beforeEach(() => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-removal-gate-'));
    fs.mkdirSync(path.join(filesDir, 'staff', '1', 'files'), { recursive: true });
    fs.writeFileSync(path.join(filesDir, 'staff', '1', 'files', 'a.pdf'), '%PDF-1.4');
  });
  afterEach(() => fs.rmSync(filesDir, { recursive: true, force: true }));

  it('keeps a stored file asked to be removed until the holder is done, then removes it', async () => {
    const file = path.join(filesDir, 'staff', '1', 'files', 'a.pdf');
    let removal: Promise<void> | undefined;
    await withFileRemovalsHeld(async () => {
      removal = removeStoredFiles(filesDir, ['staff/1/files/a.pdf']);
      await pause(50);
      expect(fs.existsSync(file)).toBe(true);
    });
    await removal;
    expect(fs.existsSync(file)).toBe(false);
  });

  it('runs holders one after the other', async () => {
    const order: string[] = [];
    const hold = (name: string) =>
      withFileRemovalsHeld(async () => {
        order.push(`${name} in`);
        await pause(20);
        order.push(`${name} out`);
      });
    await Promise.all([hold('first'), hold('second')]);
    expect(order).toEqual(['first in', 'first out', 'second in', 'second out']);
  });
});
