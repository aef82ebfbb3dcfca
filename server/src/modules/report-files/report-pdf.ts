import {
  CheckResult,
  computeProductResult,
  DefectClass,
  measurementOutOfTolerance,
  NOT_APPLICABLE_LABEL,
  ReportResult,
  type ClassLimit,
  type Lang,
} from '@portal/domain';
import {
  drawKeyValues,
  drawTable,
  ensureSpace,
  fillText,
  paragraph,
  pdfDate,
  pdfLabels,
  PDF_COLORS,
  PDF_FONTS,
  pdfSafe,
  renderPdf,
  sectionTitle,
  type PdfCell,
  type PdfContext,
  type PdfEntity,
} from '../../lib/pdf-kit';
import type { PdfDefect, PdfPhoto, PdfProduct, PdfSignature, ReportPdfData } from './report-pdf-data';
import {
  CHECK_RESULT_LABELS,
  DEFECT_CLASS_LABELS,
  REPORT_PDF_LABELS,
  RESULT_LABELS,
  SECTION_LABELS,
} from './report-pdf-labels';

/**
 * The PDF report (docs/reports.md, "The PDF report and download links"): a cover with the booking, the
 * parties, the dates, the inspectors and the overall result; the AQL table; the defects with their photos;
 * the checkpoints of each section; quantities and measurements; remarks; signatures.
 */

/** A failure the report's content causes (a photo missing or unreadable): told to the report's owner. */
export class ReportPdfError extends Error {
  constructor(
    readonly reason: 'photoMissing' | 'photoUnreadable',
    readonly photo: string,
  ) {
    super(`${reason}: ${photo}`);
  }
}

export interface ReportPdfInput {
  data: ReportPdfData;
  entity: PdfEntity;
  lang: Lang;
  /** The bytes of a stored photo; rejects with ReportPdfError('photoMissing') when the file is gone. */
  readPhoto: (photo: PdfPhoto) => Promise<Buffer>;
}

type Labels = Record<keyof typeof REPORT_PDF_LABELS, string>;

const RESULT_COLORS: Record<ReportResult, string> = {
  [ReportResult.Pass]: PDF_COLORS.pass,
  [ReportResult.Fail]: PDF_COLORS.fail,
  [ReportResult.Pending]: PDF_COLORS.pending,
};
const CHECK_COLORS: Partial<Record<CheckResult, string>> = {
  [CheckResult.Pass]: PDF_COLORS.pass,
  [CheckResult.Fail]: PDF_COLORS.fail,
  [CheckResult.Pending]: PDF_COLORS.pending,
  [CheckResult.NotApplicable]: PDF_COLORS.muted,
};

const productTitle = (product: PdfProduct) =>
  product.name ? `${product.reference} - ${product.name}` : product.reference;

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { data, lang } = input;
  const t = pdfLabels(REPORT_PDF_LABELS, lang);
  return renderPdf(
    {
      entity: input.entity,
      lang,
      title: t.title,
      subtitle: `${fillText(t.booking, { bookingNo: data.bookingNo })} · ${data.customerName}`,
      subject: fillText(t.booking, { bookingNo: data.bookingNo }),
    },
    async (ctx) => {
      drawCover(ctx, data, t);
      drawAqlTable(ctx, data, t);
      await drawDefects(ctx, input, t);
      drawCheckpoints(ctx, data, t);
      drawQuantities(ctx, data, t);
      drawMeasurements(ctx, data, t);
      await drawLoosePhotos(ctx, input, t);
      sectionTitle(ctx, t.remarks);
      paragraph(ctx, data.remarks?.trim() || t.noRemarks, { italic: !data.remarks?.trim() });
      drawSignatures(ctx, data, t);
    },
  );
}

function drawCover(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  const { doc, left, lang } = ctx;
  doc.moveDown(1);
  doc.font(PDF_FONTS.bold).fontSize(24).fillColor(PDF_COLORS.brand).text(t.title, left, doc.y);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(14)
    .fillColor(PDF_COLORS.text)
    .text(fillText(t.booking, { bookingNo: data.bookingNo }), left, doc.y + 2);
  doc.moveDown(1.2);

  const dates =
    data.inspectionDateFrom === data.inspectionDateTo
      ? pdfDate(data.inspectionDateFrom, lang)
      : `${pdfDate(data.inspectionDateFrom, lang)} - ${pdfDate(data.inspectionDateTo, lang)}`;
  drawKeyValues(ctx, [
    { label: t.bookingNo, value: { text: data.bookingNo, bold: true } },
    { label: t.customer, value: { text: data.customerName, bold: true } },
    { label: t.supplier, value: data.supplierName },
    { label: t.factory, value: data.factoryName },
    { label: t.factoryAddress, value: data.factoryAddress ?? '-' },
    { label: t.inspectionDates, value: dates },
    { label: t.inspectors, value: data.inspectors.join(', ') || '-' },
  ]);

  // The overall result, big and in its colour: what the reader looks for first.
  const result = data.result ?? ReportResult.Pending;
  const color = RESULT_COLORS[result];
  const y = doc.y + 10;
  const height = 64;
  doc.save();
  doc.roundedRect(left, y, ctx.width, height, 6).fillOpacity(0.08).fill(color);
  doc.restore();
  doc.roundedRect(left, y, ctx.width, height, 6).lineWidth(1.5).strokeColor(color).stroke();
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(t.overallResult.toUpperCase(), left + 16, y + 12, { width: ctx.width - 32 });
  doc
    .font(PDF_FONTS.bold)
    .fontSize(26)
    .fillColor(color)
    .text(RESULT_LABELS[result][lang], left + 16, y + 26, { width: ctx.width - 32 });
  doc.fillColor(PDF_COLORS.text);
  doc.x = left;
  doc.y = y + height + 6;
}

/** "found / Ac / Re" of one class, or N/A when the booking's plan does not inspect it. */
function classCell(found: number, limit: ClassLimit | null): PdfCell {
  if (!limit) return { text: NOT_APPLICABLE_LABEL, color: PDF_COLORS.muted };
  const rejected = found >= limit.re;
  return {
    text: `${found} / ${limit.ac} / ${limit.re}\nAQL ${limit.aql}`,
    color: rejected ? PDF_COLORS.fail : PDF_COLORS.text,
    bold: rejected,
  };
}

function drawAqlTable(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  const { lang } = ctx;
  sectionTitle(ctx, t.aqlTable);
  const classHeader = (defectClass: DefectClass) =>
    `${DEFECT_CLASS_LABELS[defectClass][lang]}\n${t.found} / Ac / Re`;
  drawTable(
    ctx,
    [
      { header: t.product, width: 2.6 },
      { header: t.bookedQuantity, width: 1, align: 'right' },
      { header: t.sampleSize, width: 1.1, align: 'right' },
      { header: classHeader(DefectClass.Critical), width: 1.6, align: 'center' },
      { header: classHeader(DefectClass.Major), width: 1.6, align: 'center' },
      { header: classHeader(DefectClass.Minor), width: 1.6, align: 'center' },
      { header: t.productResult, width: 1.4, align: 'center' },
    ],
    data.products.map((product) => {
      const result = computeProductResult(product.limits, product.found, product.measurements);
      return [
        productTitle(product),
        product.bookedQuantity,
        product.sampleSize ?? NOT_APPLICABLE_LABEL,
        classCell(product.found.critical, product.limits.critical),
        classCell(product.found.major, product.limits.major),
        classCell(product.found.minor, product.limits.minor),
        { text: RESULT_LABELS[result][lang], color: RESULT_COLORS[result], bold: true },
      ];
    }),
  );
  paragraph(ctx, t.aqlNote, { color: PDF_COLORS.muted, size: 7.5 });
}

/** Photos two per row, each scaled to fit its box, with its caption under it. */
async function drawPhotoGrid(
  ctx: PdfContext,
  photos: { photo: PdfPhoto; caption: string }[],
  readPhoto: ReportPdfInput['readPhoto'],
): Promise<void> {
  const { doc, left } = ctx;
  const gap = 12;
  const boxWidth = (ctx.width - gap) / 2;
  const boxHeight = 170;
  for (let start = 0; start < photos.length; start += 2) {
    const row = photos.slice(start, start + 2);
    const images = await Promise.all(row.map((item) => readPhoto(item.photo)));
    ensureSpace(ctx, boxHeight + 30);
    const y = doc.y + 4;
    let captionBottom = y + boxHeight;
    row.forEach((item, i) => {
      const x = left + i * (boxWidth + gap);
      doc.rect(x, y, boxWidth, boxHeight).fill(PDF_COLORS.zebra);
      try {
        doc.image(images[i]!, x + 4, y + 4, {
          fit: [boxWidth - 8, boxHeight - 8],
          align: 'center',
          valign: 'center',
        });
      } catch {
        throw new ReportPdfError('photoUnreadable', item.photo.caption || item.photo.id);
      }
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8)
        .fillColor(PDF_COLORS.muted)
        .text(pdfSafe(item.caption), x, y + boxHeight + 3, { width: boxWidth });
      captionBottom = Math.max(captionBottom, doc.y);
    });
    doc.fillColor(PDF_COLORS.text);
    doc.x = left;
    doc.y = captionBottom + 6;
  }
}

async function drawDefects(ctx: PdfContext, input: ReportPdfInput, t: Labels): Promise<void> {
  const { data } = input;
  const { lang } = ctx;
  sectionTitle(ctx, t.defects);
  if (!data.defects.length) {
    paragraph(ctx, t.noDefect, { italic: true });
    return;
  }
  let photoNo = 0;
  for (const product of data.products) {
    const defects = data.defects.filter((defect) => defect.productId === product.productId);
    if (!defects.length) continue;
    ensureSpace(ctx, 50);
    paragraph(ctx, productTitle(product), { bold: true, size: 10 });
    ctx.doc.moveDown(0.3);
    drawTable(
      ctx,
      [
        { header: t.description, width: 5 },
        { header: t.defectClass, width: 1.4 },
        { header: t.count, width: 1, align: 'right' },
      ],
      defects.map((defect: PdfDefect) => [
        defect.description,
        {
          text: DEFECT_CLASS_LABELS[defect.defectClass]?.[lang] ?? String(defect.defectClass),
          color: defect.defectClass === DefectClass.Minor ? PDF_COLORS.text : PDF_COLORS.fail,
        },
        defect.count,
      ]),
    );
    const ids = new Set(defects.map((defect) => defect.id));
    const photos = data.photos
      .filter((photo) => photo.defectId !== null && ids.has(photo.defectId))
      .map((photo) => {
        const defect = defects.find((item) => item.id === photo.defectId)!;
        photoNo += 1;
        return {
          photo,
          caption: fillText(t.photoOf, {
            n: photoNo,
            caption: photo.caption?.trim() || defect.description,
          }),
        };
      });
    await drawPhotoGrid(ctx, photos, input.readPhoto);
  }
}

function drawCheckpoints(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  const { lang } = ctx;
  const sections = [...data.sections].sort((a, b) => a.kind - b.kind);
  if (!sections.length) return;
  sectionTitle(ctx, t.checkpoints);
  for (const section of sections) {
    ensureSpace(ctx, 50);
    paragraph(ctx, SECTION_LABELS[section.kind]?.[lang] ?? String(section.kind), { bold: true, size: 10 });
    ctx.doc.moveDown(0.3);
    drawTable(
      ctx,
      [
        { header: t.checkpoint, width: 4 },
        { header: t.answer, width: 1.4, align: 'center' },
        { header: t.comment, width: 3.6 },
      ],
      section.checks.map((check) => {
        const answer = data.checks[check.key];
        const result = answer?.result ?? null;
        return [
          check.label,
          result === null
            ? { text: t.notAnswered, color: PDF_COLORS.muted }
            : {
                text: CHECK_RESULT_LABELS[result]?.[lang] ?? String(result),
                color: CHECK_COLORS[result] ?? PDF_COLORS.text,
                bold: result !== CheckResult.NotApplicable,
              },
          answer?.comment ?? '',
        ];
      }),
      { emptyText: t.noCheckpoint },
    );
  }
}

function drawQuantities(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  sectionTitle(ctx, t.quantities);
  const value = (quantity: number | null | undefined) => (quantity == null ? '-' : quantity);
  drawTable(
    ctx,
    [
      { header: t.product, width: 3.6 },
      { header: t.bookedQuantity, width: 1.2, align: 'right' },
      { header: t.presentedQuantity, width: 1.2, align: 'right' },
      { header: t.packedQuantity, width: 1.2, align: 'right' },
      { header: t.cartonCount, width: 1, align: 'right' },
    ],
    data.products.map((product) => [
      productTitle(product),
      product.bookedQuantity,
      value(product.quantities?.presentedQuantity),
      value(product.quantities?.packedQuantity),
      value(product.quantities?.cartonCount),
    ]),
  );
}

function drawMeasurements(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  const measured = data.products.filter((product) => product.measurements.length);
  sectionTitle(ctx, t.measurements);
  if (!measured.length) {
    paragraph(ctx, t.noMeasurement, { italic: true });
    return;
  }
  for (const product of measured) {
    ensureSpace(ctx, 50);
    paragraph(ctx, productTitle(product), { bold: true, size: 10 });
    ctx.doc.moveDown(0.3);
    drawTable(
      ctx,
      [
        { header: t.point, width: 3 },
        { header: t.spec, width: 1.6, align: 'right' },
        { header: t.values, width: 3 },
        { header: t.productResult, width: 1.6, align: 'center' },
      ],
      product.measurements.map((measurement) => {
        const out = measurementOutOfTolerance(measurement);
        return [
          measurement.point,
          `${measurement.specValue} ± ${measurement.tolerance} ${measurement.unit}`,
          measurement.values.join('  '),
          {
            text: out ? t.outOfTolerance : t.inTolerance,
            color: out ? PDF_COLORS.pending : PDF_COLORS.pass,
            bold: out,
          },
        ];
      }),
    );
  }
}

/** Photos not attached to a defect (taken for a checkpoint or the report as a whole). */
async function drawLoosePhotos(ctx: PdfContext, input: ReportPdfInput, t: Labels): Promise<void> {
  const defectIds = new Set(input.data.defects.map((defect) => defect.id));
  const loose = input.data.photos.filter((photo) => !photo.defectId || !defectIds.has(photo.defectId));
  if (!loose.length) return;
  const checkLabels = new Map(
    input.data.sections.flatMap((section) => section.checks.map((check) => [check.key, check.label])),
  );
  sectionTitle(ctx, t.photos);
  await drawPhotoGrid(
    ctx,
    loose.map((photo, index) => ({
      photo,
      caption: fillText(t.photoOf, {
        n: index + 1,
        caption: photo.caption?.trim() || (photo.checkKey ? (checkLabels.get(photo.checkKey) ?? '') : ''),
      }).replace(/[:\s]+$/, ''),
    })),
    input.readPhoto,
  );
}

function drawSignatures(ctx: PdfContext, data: ReportPdfData, t: Labels): void {
  const { doc, left, lang } = ctx;
  const boxes: { title: string; signature: PdfSignature | null }[] = [
    { title: t.inspectedBy, signature: data.inspectorSignature },
    { title: t.checkedBy, signature: data.checkerSignature },
  ];
  if (data.technicalSignature) boxes.push({ title: t.technicalBy, signature: data.technicalSignature });
  ensureSpace(ctx, 130);
  sectionTitle(ctx, t.signatures);
  const gap = 14;
  const width = (ctx.width - gap * (boxes.length - 1)) / boxes.length;
  const height = 76;
  const y = doc.y + 4;
  boxes.forEach((box, i) => {
    const x = left + i * (width + gap);
    doc.rect(x, y, width, height).lineWidth(0.7).strokeColor(PDF_COLORS.rule).stroke();
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(pdfSafe(box.title).toUpperCase(), x + 8, y + 8, { width: width - 16 });
    doc
      .font(PDF_FONTS.bold)
      .fontSize(11)
      .fillColor(PDF_COLORS.text)
      .text(pdfSafe(box.signature?.name ?? '-'), x + 8, y + 30, { width: width - 16 });
    if (box.signature?.at)
      doc
        .font(PDF_FONTS.regular)
        .fontSize(9)
        .fillColor(PDF_COLORS.muted)
        .text(fillText(t.onDate, { date: pdfDate(box.signature.at, lang) }), x + 8, y + 50, {
          width: width - 16,
        });
  });
  doc.fillColor(PDF_COLORS.text);
  doc.x = left;
  doc.y = y + height + 8;
}
