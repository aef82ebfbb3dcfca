/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  bookingNumber,
  CertificateStatus,
  REPORT_API,
  REPORT_MESSAGES,
  ReportStatus,
  type Lang,
} from '@portal/domain';
import { inspectionCertificates, inspectionReports } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit-settings';
import { signFileLink, type SignedFile } from './signed-link';
import { bookingWithProducts, makePdfReport, pdfText, userIdOf } from './report-files.test-support';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-email-file-'));
let t: TestApp;
/** Customer 1's sent report (A), another customer's sent report (B), customer 1's unsent one (C). */
let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  t = await createTestApp(undefined, {
    filesDir,
    // Only the links' family is limited here, low enough to reach in a test.
    rateLimits: { ...DEFAULT_RATE_LIMITS, fileLink: { perIp: 1000, perAccount: 3, windowSeconds: 600 } },
  });
  const { db } = t.database;
  const inspector = await userIdOf(db, 'inspector');
  a = await bookingWithProducts(db, { customerId: 1 });
  b = await bookingWithProducts(db, { customerId: 1, not: true });
  c = await bookingWithProducts(db, { customerId: 1, skip: [a] });
  await makePdfReport(db, { bookingId: a, filesDir, submittedBy: inspector });
  await makePdfReport(db, { bookingId: b, filesDir, submittedBy: inspector });
  await makePdfReport(db, { bookingId: c, filesDir, submittedBy: inspector, sent: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const sign = (file: SignedFile, now = new Date()) => signFileLink(t.config.jwtSecret, file, now);
/** Signed-out: no authorization header, no entity. */
const open = (token: string, lang: Lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/${REPORT_API.emailFile}?token=${encodeURIComponent(token)}&lang=${lang}`,
  });

/** The token with its payload rewritten but the original signature kept. */
function tampered(token: string, change: (payload: { file: SignedFile; exp: number }) => void): string {
  const [body, signature] = token.split('.') as [string, string];
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  change(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('the signed email link', () => {
  it("serves the report's PDF without sign-in, in the customer's language, and only that booking's", async () => {
    const response = await open(sign({ kind: 'report', bookingId: a }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${bookingNumber(a)}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(bookingNumber(a));
    expect(text).not.toContain(bookingNumber(b));

    const other = await pdfText((await open(sign({ kind: 'report', bookingId: b }))).rawPayload);
    expect(other).toContain(bookingNumber(b));
    expect(other).not.toContain(bookingNumber(a));
  });

  it('answers 410 once expired', async () => {
    const old = sign({ kind: 'report', bookingId: a }, new Date(Date.now() - 31 * 86_400_000));
    const response = await open(old, 'fr');
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(REPORT_MESSAGES.linkExpired.fr);
  });

  it('refuses a tampered link: another id, a later expiry, a changed signature, another key, garbage', async () => {
    const token = sign({ kind: 'report', bookingId: a });
    const [body, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases = [
      tampered(token, (payload) => (payload.file = { kind: 'report', bookingId: b })),
      tampered(token, (payload) => (payload.exp += 365 * 86_400)),
      `${body}.${flipped}`,
      signFileLink('another secret', { kind: 'report', bookingId: a }),
      `${token}.extra`,
      'not-a-link',
    ];
    for (const bad of cases) {
      const response = await open(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(REPORT_MESSAGES.linkInvalid.en);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('answers 404 when the report is no longer validated or was never sent', async () => {
    expect((await open(sign({ kind: 'report', bookingId: c }))).statusCode).toBe(404);
    const { db } = t.database;
    await db
      .update(inspectionReports)
      .set({ status: ReportStatus.Archive })
      .where(eq(inspectionReports.bookingId, b));
    const response = await open(sign({ kind: 'report', bookingId: b }), 'fr');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(REPORT_MESSAGES.linkInvalid.fr);
    // A booking without any report.
    expect((await open(sign({ kind: 'report', bookingId: 999_999 }))).statusCode).toBe(404);
  });

  it('serves an issued certificate, and nothing for a draft or an unknown one', async () => {
    const { db } = t.database;
    const certificate = (status: CertificateStatus, number: string | null) =>
      db
        .insert(inspectionCertificates)
        .values({
          entityId: 1,
          bookingId: a,
          customerId: 1,
          number,
          status,
          consignee: 'Northwind Imports',
          quantity: 100,
          issuedAt: number ? new Date() : null,
        })
        .returning({ id: inspectionCertificates.id });
    const [issued] = await certificate(CertificateStatus.Issued, 'IC-1-2026-90001');
    const response = await open(sign({ kind: 'certificate', certificateId: issued!.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('IC-1-2026-90001.pdf');
    expect(await pdfText(response.rawPayload)).toContain('IC-1-2026-90001');

    await db
      .update(inspectionCertificates)
      .set({ status: CertificateStatus.Cancelled })
      .where(eq(inspectionCertificates.id, issued!.id));
    const [draft] = await certificate(CertificateStatus.Draft, null);
    for (const certificateId of [issued!.id, draft!.id, 999_999])
      expect((await open(sign({ kind: 'certificate', certificateId }))).statusCode).toBe(404);
  });

  it('is rate limited per link', async () => {
    const token = sign({ kind: 'report', bookingId: 999_998 }, new Date(Date.now() - 1000));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await open(token)).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
  });
});
