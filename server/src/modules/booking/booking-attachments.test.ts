/** @databases postgres */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  BOOKING_ATTACHMENT_MAX_BYTES,
  BOOKING_MESSAGES,
  ResourceResult,
  type BookingAttachment,
  type BookingSettings,
} from '@portal/domain';
import { bookingAttachments, bookingHistory, bookings } from '../../db/schema';
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { BOOKING_BASE, bookingTestKit } from './booking.test-support';

/** A booking's files, and the entity's booking settings. */
let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp();
  filesDir = t.config.filesDir;
});
afterAll(async () => {
  await t.close();
});
const { call, createBooking } = bookingTestKit(() => t);

/** The eight-byte PNG signature and a little more: what the type check reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

async function upload(login: string, bookingId: number, bytes: Buffer, name = 'label.png', lang = 'en') {
  const boundary = '----booking-attachment-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { token } = await signInAs(t.app, login);
  const response = await t.app.inject({
    method: 'POST',
    url: `${BOOKING_BASE}/${bookingId}/attachments?lang=${lang}`,
    headers: { ...authHeaders(token, 1), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ result?: number; data?: BookingAttachment; message?: string }>(),
  };
}

describe('booking attachments', () => {
  it('adds, downloads and removes a file, with a history entry each way', async () => {
    const booking = await createBooking('customer');
    const added = await upload('customer', booking.id, PNG);
    expect(added).toMatchObject({
      status: 200,
      body: { result: 1, data: { fileName: 'label.png', size: PNG.length } },
    });
    const attachment = added.body.data!;
    const url = `${BOOKING_BASE}/${booking.id}/attachments/${attachment.id}`;
    const download = await call('supplier', 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    const detail = (await call('cs', 'GET', `${BOOKING_BASE}/${booking.id}`)).json<{
      data: { attachments: BookingAttachment[]; version: number };
    }>().data;
    expect(detail.attachments.map((file) => file.id)).toEqual([attachment.id]);
    // Not an edit of the form: an open form still saves at its version.
    expect(detail.version).toBe(booking.version);
    const [stored] = await t.database.db
      .select({ storedPath: bookingAttachments.storedPath })
      .from(bookingAttachments)
      .where(eq(bookingAttachments.id, attachment.id));
    expect(fs.existsSync(path.join(filesDir, stored!.storedPath))).toBe(true);
    expect((await call('customer', 'DELETE', url)).json()).toEqual({ result: ResourceResult.Success });
    expect(fs.existsSync(path.join(filesDir, stored!.storedPath))).toBe(false);
    expect((await call('customer', 'GET', url)).statusCode).toBe(404);
    const history = await t.database.db
      .select({ action: bookingHistory.action, changes: bookingHistory.changes })
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id))
      .orderBy(asc(bookingHistory.id));
    expect(history.slice(1)).toEqual([
      { action: 'attachment', changes: [{ field: 'attachment', from: null, to: 'label.png' }] },
      { action: 'attachment', changes: [{ field: 'attachment', from: 'label.png', to: null }] },
    ]);
  });

  it('refuses a file that is not a PDF or an image, one too large, and others’ bookings', async () => {
    const booking = await createBooking('cs');
    const disguised = await upload('cs', booking.id, Buffer.from('MZ not an image'), 'photo.png', 'fr');
    expect(disguised).toEqual({
      status: 400,
      body: {
        message: BOOKING_MESSAGES.attachmentType.fr,
        errors: [{ field: 'file', message: BOOKING_MESSAGES.attachmentType.fr }],
      },
    });
    const large = await upload(
      'cs',
      booking.id,
      Buffer.concat([PNG, Buffer.alloc(BOOKING_ATTACHMENT_MAX_BYTES)]),
    );
    expect(large.body.message).toBe(BOOKING_MESSAGES.attachmentTooLarge.en);
    // Made another customer's behind the API's back: the demo customer no longer reaches it.
    const others = await createBooking('cs');
    await t.database.db.update(bookings).set({ customerId: 3 }).where(eq(bookings.id, others.id));
    expect((await upload('customer', others.id, PNG)).status).toBe(404);
  });
});

describe('booking settings', () => {
  it('reads and saves the entity’s settings at their version; only staff who confirm may change them', async () => {
    const read = await call('cs', 'GET', '/api/Booking/settings');
    const settings = read.json<{ data: BookingSettings }>().data;
    const changed = {
      ...settings,
      supplierMayCancelAfterRequested: !settings.supplierMayCancelAfterRequested,
    };
    const saved = await call('cs', 'PUT', '/api/Booking/settings', changed);
    expect(saved.json<{ result: number; data: BookingSettings }>()).toEqual({
      result: 1,
      data: { ...changed, version: settings.version + 1 },
    });
    const stale = await call('cs', 'PUT', '/api/Booking/settings', changed);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: BookingSettings }>().current.version).toBe(settings.version + 1);
    expect((await call('supplier', 'PUT', '/api/Booking/settings', changed)).statusCode).toBe(403);
    expect((await call('planning', 'PUT', '/api/Booking/settings', changed)).statusCode).toBe(403);
  });
});
