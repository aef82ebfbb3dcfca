/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  NotificationType,
  RECORD_REFUSAL_HEADER,
  REPORT_API,
  REPORT_MESSAGES,
  ReportStatus,
  type SamplingResult,
} from '@portal/domain';
import { rawRows } from '../../db/raw-rows';
import {
  bookings,
  customerLookups,
  customers,
  inspectionReports,
  notifications,
  users,
} from '../../db/schema';
import { allocate, makeQc, scheduleCalls } from '../schedule/schedule.test-support';
import { reportPdfPath } from './report-pdf-file';
import {
  bookingWithProducts,
  makePdfReport,
  pdfText,
  userIdOf,
  type PdfReport,
} from './report-files.test-support';

let t: TestApp;
let filesDir: string;
const call = scheduleCalls(() => t);
const pdfUrl = (bookingId: number) => `/${REPORT_API.pdf(bookingId)}`;

/** Customer 1's sent report (A), another customer's (B), customer 1's validated but unsent one (C). */
let a: number;
let b: number;
let c: number;
let reportA: PdfReport;
let inspectorId: number;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = t.config.filesDir;
  const { db } = t.database;
  inspectorId = await userIdOf(db, 'inspector');
  a = await bookingWithProducts(db, { customerId: 1 });
  b = await bookingWithProducts(db, { customerId: 1, not: true });
  c = await bookingWithProducts(db, { customerId: 1, skip: [a] });
  reportA = await makePdfReport(db, {
    bookingId: a,
    filesDir,
    submittedBy: inspectorId,
    defects: 4,
    photos: 3,
  });
  await makePdfReport(db, { bookingId: b, filesDir, submittedBy: inspectorId });
  await makePdfReport(db, { bookingId: c, filesDir, submittedBy: inspectorId, sent: false });
  // The outsourced inspector works on A only.
  const partner = await makeQc(db, { name: 'Pdf Partner', officeId: null, outsource: true });
  await db
    .update(users)
    .set({ staffId: partner })
    .where(sql`lower(${users.loginName}) = 'qcpartner'`);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, a));
  await allocate(db, { bookingId: a, staffId: partner, date: booking!.inspectionDateFrom, manDays: 1 });
});
afterAll(async () => {
  await t.close();
});

async function bookingFacts(bookingId: number) {
  const [row] = await rawRows<{ customer: string; supplier: string; factory: string }>(
    t.database.db,
    sql`select c.name as customer, s.name as supplier, f.name as factory from bookings b
        join customers c on c.id = b.customer_id join suppliers s on s.id = b.supplier_id
        join factories f on f.id = b.factory_id where b.id = ${bookingId}`,
  );
  return row!;
}

/** "found / Ac / Re" per class of each product of the booking, or N/A, as the AQL table must print them. */
async function expectedAqlCells(bookingId: number): Promise<string[]> {
  const rows = await rawRows<{ product_id: number; sampling: SamplingResult }>(
    t.database.db,
    sql`select product_id, sampling from booking_products where booking_id = ${bookingId}`,
  );
  const found = await rawRows<{ product_id: number; defect_class: number; total: number }>(
    t.database.db,
    sql`select d.product_id, d.defect_class, sum(d.count)::int as total from report_defects d
        join inspection_reports r on r.id = d.report_id
        where r.booking_id = ${bookingId} and d.deleted_at is null group by 1, 2`,
  );
  const cells: string[] = [];
  for (const row of rows) {
    const sampling = typeof row.sampling === 'string' ? JSON.parse(row.sampling) : row.sampling;
    (['critical', 'major', 'minor'] as const).forEach((name, index) => {
      const limit = sampling.classes[name];
      const count =
        found.find((item) => item.product_id === row.product_id && item.defect_class === index + 1)?.total ??
        0;
      cells.push(limit ? `${count} / ${limit.ac} / ${limit.re}` : 'N/A');
    });
  }
  return cells;
}

describe('the PDF report', () => {
  it('prints the cover, the AQL table per product, the defects, checkpoints and signatures (English)', async () => {
    const response = await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="Inspection-report-INS-${String(a).padStart(6, '0')}.pdf"`,
    );
    // REPORT_PDF_OUT=/tmp/report.pdf keeps the file, to look at it (pdftoppm -png -r 80 -f 1 -l 1).
    if (process.env.REPORT_PDF_OUT) fs.writeFileSync(process.env.REPORT_PDF_OUT, response.rawPayload);
    const text = await pdfText(response.rawPayload);
    const facts = await bookingFacts(a);
    for (const expected of [
      'Inspection report',
      `INS-${String(a).padStart(6, '0')}`,
      facts.customer,
      facts.supplier,
      facts.factory,
      'Pdf Partner',
      'OVERALL RESULT',
      'FAIL',
      'AQL results per product',
      'Defect 1: loose thread',
      'Photo 1: Close-up 1',
      'Carton shipping marks',
      'Loose threads on several pieces',
      'N/A',
      'Chest width',
      'Out of tolerance',
      'Factory asked to rework the loose threads before shipment.',
      'CHECKED AND VALIDATED BY',
      'Claire Checker',
      'Rahul Sharma',
      'Quality Portal Asia',
      'Page 1 of',
    ])
      expect(text).toContain(expected);
    for (const cell of await expectedAqlCells(a)) expect(text).toContain(cell);
  });

  it('is in French with ?lang=fr, and in the customer language by default', async () => {
    const french = await pdfText((await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'fr' })).rawPayload);
    for (const expected of [
      "Rapport d'inspection",
      'Résultats AQL par produit',
      'NON CONFORME',
      'Page 1 sur',
    ])
      expect(french).toContain(expected);

    const { db } = t.database;
    const [customer] = await db.select().from(customers).where(eq(customers.id, 1));
    const [frenchLookup] = await db
      .select({ id: customerLookups.id })
      .from(customerLookups)
      .where(and(eq(customerLookups.kind, 'language'), eq(customerLookups.name, 'French')));
    await db.update(customers).set({ languageId: frenchLookup!.id }).where(eq(customers.id, 1));
    try {
      const response = await call('cs', 'GET', pdfUrl(a));
      expect(response.headers['content-disposition']).toContain('Rapport-inspection-INS-');
      expect(await pdfText(response.rawPayload)).toContain('RÉSULTAT GLOBAL');
    } finally {
      await db.update(customers).set({ languageId: customer!.languageId }).where(eq(customers.id, 1));
    }
  });

  it('keeps the generated file for the report version and makes a new one when the version changes', async () => {
    const { db } = t.database;
    const first = await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'en' });
    const [row] = await db.select().from(inspectionReports).where(eq(inspectionReports.bookingId, a));
    const kept = path.join(filesDir, reportPdfPath(a, row!.version, 'en'));
    expect(fs.readFileSync(kept).equals(first.rawPayload)).toBe(true);
    // A customer without a language reads English: the record keeps that file.
    expect(row!.pdfVersion).toBe(row!.version);
    expect(row!.pdfPath).toBe(reportPdfPath(a, row!.version, 'en'));

    await db
      .update(inspectionReports)
      .set({ version: row!.version + 1, remarks: 'Rework checked on site.' })
      .where(eq(inspectionReports.id, row!.id));
    const second = await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'en' });
    expect(await pdfText(second.rawPayload)).toContain('Rework checked on site.');
    expect(fs.existsSync(kept)).toBe(false);
    expect(fs.existsSync(path.join(filesDir, reportPdfPath(a, row!.version + 1, 'en')))).toBe(true);
  });

  it('serves a customer user only its own sent reports, and only when its customer allows downloads', async () => {
    const { db } = t.database;
    expect((await call('customer', 'GET', pdfUrl(a))).statusCode).toBe(200);
    // Another customer's report: not even its existence.
    expect((await call('customer', 'GET', pdfUrl(b))).statusCode).toBe(404);
    // Validated but not sent yet.
    const unsent = await call('customer', 'GET', pdfUrl(c), undefined, { lang: 'fr' });
    expect(unsent.statusCode).toBe(403);
    expect(unsent.json().message).toBe("Vous n'avez pas accès à cette ressource.");
    await db.update(customers).set({ downloadInspectionReport: false }).where(eq(customers.id, 1));
    try {
      const refused = await call('customer', 'GET', pdfUrl(a), undefined, { lang: 'fr' });
      expect(refused.statusCode).toBe(403);
      // Worded for the download button, which shows it where it stands instead of going to /forbidden.
      expect(refused.headers[RECORD_REFUSAL_HEADER]).toBe('1');
      expect(refused.json().message).toBe(REPORT_MESSAGES.downloadNotAllowed.fr);
      // Staff still read it.
      expect((await call('cs', 'GET', pdfUrl(a))).statusCode).toBe(200);
    } finally {
      await db.update(customers).set({ downloadInspectionReport: true }).where(eq(customers.id, 1));
    }
  });

  it('serves an outsourced inspector only the bookings it is allocated to; suppliers never', async () => {
    expect((await call('qcpartner', 'GET', pdfUrl(a))).statusCode).toBe(200);
    expect((await call('qcpartner', 'GET', pdfUrl(b))).statusCode).toBe(404);
    expect((await call('supplier', 'GET', pdfUrl(a))).statusCode).toBe(403);
  });

  it('serves only validated reports', async () => {
    const { db } = t.database;
    await db
      .update(inspectionReports)
      .set({ status: ReportStatus.Invalid })
      .where(eq(inspectionReports.bookingId, c));
    try {
      expect((await call('cs', 'GET', pdfUrl(c))).statusCode).toBe(404);
    } finally {
      await db
        .update(inspectionReports)
        .set({ status: ReportStatus.Validated })
        .where(eq(inspectionReports.bookingId, c));
    }
    expect((await call('cs', 'GET', pdfUrl(c))).statusCode).toBe(200);
  });

  it('tells the inspector who submitted it why the PDF failed, and answers the reason without a 500', async () => {
    const { db } = t.database;
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, inspectorId));
    const missing = path.join(filesDir, reportA.photoPaths[1]!);
    const bytes = fs.readFileSync(missing);
    fs.rmSync(missing);
    // A new version, so nothing kept is served.
    await db
      .update(inspectionReports)
      .set({ version: sql`${inspectionReports.version} + 1` })
      .where(eq(inspectionReports.bookingId, a));
    try {
      const response = await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        `The PDF report of booking INS-${String(a).padStart(6, '0')} could not be generated: ` +
          'the photo "Close-up 2" is missing from the files folder.',
      );
      const [notice] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, inspectorId),
            eq(notifications.type, NotificationType.FastReportGenerationFailed),
            eq(notifications.linkId, a),
          ),
        );
      // In the owner's language, not the caller's.
      expect(notice!.message).toBe(
        `Le rapport PDF de la réservation INS-${String(a).padStart(6, '0')} n'a pas pu être généré : ` +
          'la photo « Close-up 2 » est absente du dossier des fichiers.',
      );

      // A file that is no image the PDF can hold.
      fs.writeFileSync(missing, Buffer.from('not an image at all'));
      const unreadable = await call('cs', 'GET', pdfUrl(a), undefined, { lang: 'fr' });
      expect(unreadable.statusCode).toBe(422);
      expect(unreadable.json().message).toContain("la photo « Close-up 2 » n'est pas une image JPEG ou PNG.");
    } finally {
      fs.writeFileSync(missing, bytes);
      await db.update(users).set({ language: 'en' }).where(eq(users.id, inspectorId));
    }
    expect((await call('cs', 'GET', pdfUrl(a))).statusCode).toBe(200);
  });
});
