import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { storedFilePath } from '../../modules/hr-staff/staff-files';
import { encodePng } from './demo-photo';

/**
 * The demo reports' photos: small photo-like PNGs drawn in code (a colour gradient, a checker texture and a
 * darker band at the bottom, like a caption strip), stored where uploaded photos go
 * (`reports/{bookingId}/demo-{photoId}.png` under the files folder; the prefix tells them from uploads). A
 * photo's pixels follow from its id, so a missing file is drawn again, byte for byte, at the next start.
 */

export const DEMO_PHOTO_WIDTH = 160;
export const DEMO_PHOTO_HEIGHT = 120;

export function demoReportPhotoPng(photoId: string): Buffer {
  const seed = crypto.createHash('sha1').update(photoId).digest();
  const [hue, tint, shift] = [seed[0]!, seed[1]!, seed[2]! % 4];
  const width = DEMO_PHOTO_WIDTH;
  const height = DEMO_PHOTO_HEIGHT;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // filter byte 0 (none), then RGB
    const band = y > height * 0.82;
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      const checker = ((x >> (4 + shift)) ^ (y >> (4 + shift))) & 1 ? 20 : 0;
      if (band) {
        rows[at] = rows[at + 1] = rows[at + 2] = 45 + checker;
        continue;
      }
      // Colours in steps of 8: smooth enough to look like a photo, and they compress to a few kB.
      rows[at] = (hue + (x * 160) / width + checker) & 0xf8;
      rows[at + 1] = (tint + (y * 120) / height + checker) & 0xf8;
      rows[at + 2] = (255 - hue + ((x + y) * 70) / (width + height)) & 0xf8;
    }
  }
  return encodePng(width, height, 2, rows);
}

export const demoPhotoPath = (bookingId: number, photoId: string) =>
  path.posix.join('reports', String(bookingId), `demo-${photoId}.png`);

/** Draws every demo photo whose file is missing (the database says which); returns how many were written. */
export async function writeDemoReportPhotoFiles(db: Db, filesDir: string): Promise<number> {
  const photos = await rawRows<{ id: string; stored_path: string }>(
    db,
    sql`select p.id, p.stored_path from report_photos p
        where p.deleted_at is null and p.stored_path like ${'reports/%/demo-%'}`,
  );
  let written = 0;
  for (const photo of photos) {
    const file = storedFilePath(filesDir, photo.stored_path);
    if (!file || fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, demoReportPhotoPng(photo.id));
    written++;
  }
  return written;
}
