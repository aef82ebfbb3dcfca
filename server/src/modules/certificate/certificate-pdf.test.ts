/** @databases postgres */
import { CertificateStatus, REPORT_API, type InspectionCertificateDetail } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { nativeRequire } from '../../test/esm-shims';
import { configCaller } from '../customer-config/customer-config.test-support';
import { renderCertificatePdf } from './certificate-pdf';
import { reportedBookings } from './certificate.test-support';

let t: TestApp;
let draft: InspectionCertificateDetail;
let issued: InspectionCertificateDetail;
beforeAll(async () => {
  t = await createTestApp();
  const bookings = await reportedBookings(t.database.db, 1, 2);
  const made: InspectionCertificateDetail[] = [];
  for (const booking of bookings) {
    const saved = await save<InspectionCertificateDetail>('cs', 'POST', `/${REPORT_API.certificate}`, {
      bookingId: booking.bookingId,
      consignee: 'Société Générale d’Import, Marseille',
      invoiceNumber: 'FA-7781',
      destination: 'Marseille',
      quantity: booking.totalQuantity,
      remarks: 'Cartons sealed in the inspector’s presence.',
    });
    made.push(saved.body.data!);
  }
  draft = made[0]!;
  const answer = await call('cs', 'POST', `/${REPORT_API.certificateIssue(made[1]!.id)}`);
  issued = json<{ data: InspectionCertificateDetail }>(answer).data;
});
afterAll(() => t.close());
const { call, save } = configCaller(() => t);

/**
 * The text of a PDF, as a reader copying it would get it. pdf-parse is loaded by Node's own require: its
 * pdf.js starts a worker through a dynamic import(), which jest's module sandbox cannot run.
 */
async function textOf(pdf: Buffer): Promise<string> {
  const { PDFParse } = nativeRequire('pdf-parse') as typeof import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // Lines joined: a sentence may wrap anywhere.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('the certificate PDF', () => {
  it('is served for an issued certificate with its number, booking, parties and shipment', async () => {
    expect(issued.status).toBe(CertificateStatus.Issued);
    const response = await call('accountant', 'GET', `/${REPORT_API.certificatePdf(issued.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${issued.number}.pdf`);
    const text = await textOf(response.rawPayload);
    for (const expected of [
      'Inspection certificate',
      issued.number!,
      issued.bookingNo,
      issued.customerName,
      issued.supplierName,
      issued.factoryName,
      'Société Générale d’Import, Marseille',
      'FA-7781',
      'Mei Lin Chen',
      'passed the inspection',
    ])
      expect(text).toContain(expected);
  });

  it('speaks French when asked', async () => {
    const text = await textOf(await renderCertificatePdf(t.database.db, issued.id, 'fr'));
    expect(text).toContain("Certificat d'inspection");
    expect(text).toContain('DESTINATAIRE');
    expect(text).toContain('jugées conformes');
    expect(text).not.toContain('CONSIGNEE');
  });

  it('does not exist for a draft, nor for another entity', async () => {
    const forDraft = await call('cs', 'GET', `/${REPORT_API.certificatePdf(draft.id)}?lang=fr`);
    expect(forDraft.statusCode).toBe(409);
    expect(json<{ message: string }>(forDraft).message).toBe(
      "Le PDF n'existe qu'une fois le certificat émis.",
    );
    await expect(renderCertificatePdf(t.database.db, draft.id, 'en')).rejects.toMatchObject({
      statusCode: 404,
    });
    const elsewhere = await call('admin', 'GET', `/${REPORT_API.certificatePdf(issued.id)}`, undefined, 2);
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('planning', 'GET', `/${REPORT_API.certificatePdf(issued.id)}`)).statusCode).toBe(403);
  });
});
