import { eq } from 'drizzle-orm';
import { bookingNumber, CertificateStatus, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookings,
  customers,
  factories,
  inspectionCertificates as ic,
  inspectionReports as reports,
  suppliers,
  users,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  drawKeyValues,
  fillText,
  loadPdfEntity,
  paragraph,
  pdfDate,
  pdfLabels,
  PDF_COLORS,
  renderPdf,
  sectionTitle,
  type PdfLabelSet,
} from '../../lib/pdf-kit';

const LABELS: PdfLabelSet<
  | 'title'
  | 'number'
  | 'issuedOn'
  | 'issuedBy'
  | 'goods'
  | 'booking'
  | 'customer'
  | 'supplier'
  | 'factory'
  | 'inspectedOn'
  | 'result'
  | 'pass'
  | 'shipment'
  | 'consignee'
  | 'invoiceNumber'
  | 'destination'
  | 'quantity'
  | 'remarks'
  | 'statement'
> = {
  title: { en: 'Inspection certificate', fr: "Certificat d'inspection" },
  number: { en: 'Certificate number: {number}', fr: 'Numéro de certificat : {number}' },
  issuedOn: { en: 'Issued on', fr: 'Émis le' },
  issuedBy: { en: 'Issued by', fr: 'Émis par' },
  goods: { en: 'Inspection', fr: 'Inspection' },
  booking: { en: 'Booking', fr: 'Réservation' },
  customer: { en: 'Customer', fr: 'Client' },
  supplier: { en: 'Supplier', fr: 'Fournisseur' },
  factory: { en: 'Factory', fr: 'Usine' },
  inspectedOn: { en: 'Inspection finished on', fr: 'Inspection terminée le' },
  result: { en: 'Result', fr: 'Résultat' },
  pass: { en: 'Pass', fr: 'Conforme' },
  shipment: { en: 'Shipment', fr: 'Expédition' },
  consignee: { en: 'Consignee', fr: 'Destinataire' },
  invoiceNumber: { en: 'Invoice number', fr: 'Numéro de facture' },
  destination: { en: 'Destination', fr: 'Destination' },
  quantity: { en: 'Quantity certified', fr: 'Quantité certifiée' },
  remarks: { en: 'Remarks', fr: 'Remarques' },
  statement: {
    en: '{entity} certifies that the goods of booking {booking}, {quantity} units, were inspected at the factory {factory} and passed the inspection, as its validated report shows.',
    fr: "{entity} certifie que les marchandises de la réservation {booking}, {quantity} unités, ont été inspectées à l'usine {factory} et jugées conformes, comme l'atteste son rapport validé.",
  },
};

/** Everything the certificate shows, whatever entity asks (the signed link has none). */
async function certificateFacts(db: Db, certificateId: number) {
  const [row] = await db
    .select({
      entityId: ic.entityId,
      status: ic.status,
      number: ic.number,
      bookingId: ic.bookingId,
      consignee: ic.consignee,
      invoiceNumber: ic.invoiceNumber,
      destination: ic.destination,
      quantity: ic.quantity,
      remarks: ic.remarks,
      issuedAt: ic.issuedAt,
      issuedByName: users.fullName,
      customerName: customers.name,
      supplierName: suppliers.name,
      factoryName: factories.name,
      inspectionDateTo: bookings.inspectionDateTo,
      validatedAt: reports.validatedAt,
    })
    .from(ic)
    .innerJoin(bookings, eq(bookings.id, ic.bookingId))
    .innerJoin(customers, eq(customers.id, ic.customerId))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .innerJoin(factories, eq(factories.id, bookings.factoryId))
    .leftJoin(reports, eq(reports.bookingId, ic.bookingId))
    .leftJoin(users, eq(users.id, ic.issuedBy))
    .where(eq(ic.id, certificateId));
  return row ?? null;
}

/**
 * The PDF of an issued certificate, in English or French, on the portal's PDF base (entity badge, header,
 * footer). A missing or not yet issued certificate is a 404: only an issued one exists as a document.
 * Used by GET REPORT_API.certificatePdf and by the signed email-file link.
 */
export async function renderCertificatePdf(db: Db, certificateId: number, lang: Lang): Promise<Buffer> {
  const facts = await certificateFacts(db, certificateId);
  if (!facts || facts.status !== CertificateStatus.Issued || !facts.number)
    throw new HttpError(404, 'http.notFound');
  const number = facts.number; // kept as a string for the drawing callback
  const entity = await loadPdfEntity(db, facts.entityId);
  const t = pdfLabels(LABELS, lang);
  const bookingNo = bookingNumber(facts.bookingId);
  const quantity = facts.quantity.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB').replace(/\u202f/g, ' ');

  return renderPdf(
    { entity, lang, title: t.title, subtitle: facts.number, subject: `${t.title} ${facts.number}` },
    (ctx) => {
      ctx.doc.moveDown(0.4);
      paragraph(ctx, t.title, { bold: true, size: 18, color: PDF_COLORS.brand });
      paragraph(ctx, fillText(t.number, { number }), { bold: true, size: 12 });
      ctx.doc.moveDown(0.6);
      paragraph(
        ctx,
        fillText(t.statement, {
          entity: entity.name,
          booking: bookingNo,
          quantity,
          factory: facts.factoryName,
        }),
        { size: 10.5 },
      );

      sectionTitle(ctx, t.goods);
      drawKeyValues(ctx, [
        { label: t.booking, value: bookingNo },
        { label: t.customer, value: facts.customerName },
        { label: t.supplier, value: facts.supplierName },
        { label: t.factory, value: facts.factoryName },
        { label: t.inspectedOn, value: pdfDate(facts.inspectionDateTo, lang) },
        { label: t.result, value: { text: t.pass, color: PDF_COLORS.pass, bold: true } },
      ]);

      sectionTitle(ctx, t.shipment);
      drawKeyValues(ctx, [
        { label: t.consignee, value: facts.consignee },
        { label: t.quantity, value: { text: quantity, bold: true } },
        { label: t.invoiceNumber, value: facts.invoiceNumber ?? '-' },
        { label: t.destination, value: facts.destination ?? '-' },
      ]);
      if (facts.remarks) {
        sectionTitle(ctx, t.remarks);
        paragraph(ctx, facts.remarks);
      }

      ctx.doc.moveDown(1.2);
      drawKeyValues(ctx, [
        { label: t.issuedOn, value: pdfDate(facts.issuedAt, lang) },
        { label: t.issuedBy, value: facts.issuedByName ?? '-' },
      ]);
    },
  );
}
