/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BookingStatus, REPORT_PHOTO_MAX_BYTES, ReportStatus, type ReportPhoto } from '@portal/domain';
import { bookings, inspectionReports, reportPhotos } from '../../db/schema';
import { createFixture, type Fixture } from '../booking/booking-workflow.test-support';
import { imageSize } from './report-photo-size';
import { PHOTO_MESSAGES } from './report-photo';
import {
  defectOf,
  detailOf,
  makeReviewers,
  pngImage,
  REPORT_LOGINS,
  reportCalls,
  reportWorld,
  type ReportWorld,
} from './report.test-support';

let t: TestApp;
let filesDir: string;
let fixture: Fixture;
let world: ReportWorld;
const calls = reportCalls(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = t.config.filesDir;
  fixture = await createFixture(db());
  await makeReviewers(db());
  world = await reportWorld(db(), { fixture });
});
afterAll(async () => {
  await t?.close();
});

const storedFiles = () => {
  const folder = path.join(filesDir, 'reports', String(world.bookingId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};
const photoOf = (answer: { statusCode: number; body: string; json: <T>() => T }): ReportPhoto => {
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<{ data: ReportPhoto }>().data;
};

/** A JPEG's first bytes: SOI, an APP0 segment, then a baseline start-of-frame with the size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...new Array(20).fill(0)]);
}

describe('imageSize (header only)', () => {
  it('reads PNG, JPEG, WebP (lossy, lossless, extended) and GIF headers', () => {
    expect(imageSize(pngImage(37, 21), 'image/png')).toEqual({ width: 37, height: 21 });
    expect(imageSize(jpegHeader(1600, 1200), 'image/jpeg')).toEqual({ width: 1600, height: 1200 });
    const riff = (chunk: string, body: number[]) =>
      Buffer.concat([
        Buffer.from('RIFF\0\0\0\0WEBP' + chunk, 'latin1'),
        Buffer.alloc(4),
        Buffer.from(body),
        Buffer.alloc(16),
      ]);
    // VP8: frame tag (3), start code, 14-bit width 640 and height 480.
    expect(
      imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'image/webp'),
    ).toEqual({
      width: 640,
      height: 480,
    });
    // VP8L: signature, then (width-1) | (height-1) << 14 = 99 | 49 << 14.
    const bits = 99 | (49 << 14);
    expect(
      imageSize(
        riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]),
        'image/webp',
      ),
    ).toEqual({ width: 100, height: 50 });
    // VP8X: flags (4), then canvas width-1 and height-1 in 24 bits.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0x7f, 0x07, 0, 0xaf, 0x04, 0]), 'image/webp')).toEqual({
      width: 1920,
      height: 1200,
    });
    expect(imageSize(Buffer.from('GIF89a\x0a\x00\x05\x00\x00\x00', 'latin1'), 'image/gif')).toEqual({
      width: 10,
      height: 5,
    });
  });

  it('refuses a header cut short or of size 0', () => {
    expect(imageSize(pngImage(4, 4).subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(imageSize(jpegHeader(0, 10), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.from('%PDF-1.4', 'latin1'), 'application/pdf')).toBeNull();
  });
});

describe('uploading photos', () => {
  it('stores a photo with its size read from the image and serves it to readers of the report', async () => {
    const bytes = pngImage(64, 48);
    const defect = defectOf(world.productIds[0]!);
    const photo = photoOf(
      await calls.photo(
        'inspector',
        world.bookingId,
        { defectId: defect.id, checkKey: 'workmanship', caption: 'Stain' },
        { bytes },
      ),
    );
    expect(photo).toMatchObject({
      defectId: defect.id,
      checkKey: 'workmanship',
      caption: 'Stain',
      width: 64,
      height: 48,
      size: bytes.length,
    });
    const detail = detailOf(await calls.read('inspector', world.bookingId));
    // The photo came first: it created the report, the defect may follow in a later save.
    expect(detail.id).toEqual(expect.any(Number));
    expect(detail.photos).toEqual([photo]);
    const served = await calls.photoFile(REPORT_LOGINS.checker, photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // Not to a customer before the report is sent, nor to a supplier.
    expect((await calls.photoFile('customer', photo.url)).statusCode).toBe(404);
    expect((await calls.photoFile('supplier', photo.url)).statusCode).toBe(403);
  });

  it('the same id again answers the stored photo and stores nothing twice', async () => {
    const id = '5c1f0e5e-8f0a-4b1e-9f3a-2d6f6f0b7c11';
    const first = photoOf(
      await calls.photo('inspector', world.bookingId, { id, caption: 'first' }, { bytes: pngImage(10, 10) }),
    );
    const before = storedFiles().length;
    const again = photoOf(
      await calls.photo(
        'inspector',
        world.bookingId,
        { id: id.toUpperCase(), caption: 'second' },
        { bytes: pngImage(20, 20) },
      ),
    );
    expect(again).toEqual(first);
    expect(storedFiles()).toHaveLength(before);
    expect(await db().select().from(reportPhotos).where(eq(reportPhotos.id, id))).toHaveLength(1);
  });

  it.each([
    ['a PDF named .png', Buffer.from('%PDF-1.4 not an image', 'latin1'), 'type'],
    ['text', Buffer.from('hello', 'utf8'), 'type'],
    ['a PNG header cut short', pngImage(8, 8).subarray(0, 16), 'type'],
  ] as const)('refuses %s in English and French, storing nothing', async (_name, bytes, key) => {
    const before = storedFiles().length;
    for (const lang of ['en', 'fr'] as const) {
      const answer = await calls.photo('inspector', world.bookingId, {}, { bytes }, { lang });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: [{ field: 'file', message: PHOTO_MESSAGES[key][lang] }],
      });
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a photo over the limit', async () => {
    const big = Buffer.concat([pngImage(4, 4), Buffer.alloc(REPORT_PHOTO_MAX_BYTES)]);
    const answer = await calls.photo('inspector', world.bookingId, {}, { bytes: big }, { lang: 'fr' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(PHOTO_MESSAGES.tooLarge.fr.replace('{max}', '3'));
  });

  it('refuses a missing or malformed id and an unknown check key', async () => {
    const noId = await calls.photo(
      'inspector',
      world.bookingId,
      { id: 'abc' },
      { bytes: pngImage(2, 2) },
      { lang: 'fr' },
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ errors: [{ field: 'id', message: PHOTO_MESSAGES.id.fr }] });
    const key = await calls.photo(
      'inspector',
      world.bookingId,
      { checkKey: 'no-such' },
      { bytes: pngImage(2, 2) },
    );
    expect(key.statusCode).toBe(400);
  });

  it('only an allocated inspector while the report is filled', async () => {
    expect(
      (await calls.photo(REPORT_LOGINS.checker, world.bookingId, {}, { bytes: pngImage(2, 2) })).statusCode,
    ).toBe(403);
    expect((await calls.photo('customer', world.bookingId, {}, { bytes: pngImage(2, 2) })).statusCode).toBe(
      403,
    );
    expect((await calls.photo('qcpartner', world.bookingId, {}, { bytes: pngImage(2, 2) })).statusCode).toBe(
      404,
    );
  });

  it('deletedPhotoIds in a draft save removes a photo from the report and from serving', async () => {
    const photo = photoOf(await calls.photo('inspector', world.bookingId, {}, { bytes: pngImage(5, 5) }));
    const saved = detailOf(await calls.save('inspector', world.bookingId, { deletedPhotoIds: [photo.id] }));
    expect(saved.photos.map((item) => item.id)).not.toContain(photo.id);
    expect((await calls.photoFile('inspector', photo.url)).statusCode).toBe(404);
    // Uploading it again does not bring it back either.
    photoOf(await calls.photo('inspector', world.bookingId, { id: photo.id }, { bytes: pngImage(5, 5) }));
    expect(
      detailOf(await calls.read('inspector', world.bookingId)).photos.map((item) => item.id),
    ).not.toContain(photo.id);
  });

  it('a customer reads the photos once the report is sent', async () => {
    const photo = detailOf(await calls.read('inspector', world.bookingId)).photos[0]!;
    await db()
      .update(inspectionReports)
      .set({ status: ReportStatus.Validated, sentAt: new Date() })
      .where(eq(inspectionReports.bookingId, world.bookingId));
    await db()
      .update(bookings)
      .set({ status: BookingStatus.ReportSent })
      .where(eq(bookings.id, world.bookingId));
    expect((await calls.photoFile('customer', photo.url)).statusCode).toBe(200);
  });
});
