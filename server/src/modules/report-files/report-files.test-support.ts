import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import {
  BookingStatus,
  CheckResult,
  CheckSamplingKind,
  DefectClass,
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  ReportSectionKind,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
  type ReportTemplateSection,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  bookings,
  inspectionReports,
  reportDefects,
  reportPhotos,
  reportReviews,
  users,
} from '../../db/schema';
import { nativeRequire } from '../../test/esm-shims';
import { generatedPng } from './generated-images';

/**
 * A validated report written straight into the tables (as the report, review and sending steps leave it),
 * so the PDF and the download links are tested without going through those steps.
 */

export const PDF_SECTIONS: ReportTemplateSection[] = [
  {
    kind: ReportSectionKind.Packing,
    checks: [
      {
        key: 'carton-marks',
        label: 'Carton shipping marks',
        sampling: { kind: CheckSamplingKind.Pieces, value: 5 },
        mandatory: true,
        instructions: null,
      },
      {
        key: 'carton-drop',
        label: 'Carton drop test',
        sampling: { kind: CheckSamplingKind.Pieces, value: 2 },
        mandatory: false,
        instructions: null,
      },
    ],
  },
  {
    kind: ReportSectionKind.Workmanship,
    checks: [
      {
        key: 'workmanship',
        label: 'General workmanship',
        sampling: { kind: CheckSamplingKind.Aql, value: null },
        mandatory: true,
        instructions: null,
      },
    ],
  },
  {
    kind: ReportSectionKind.FunctionTest,
    checks: [
      {
        key: 'zip-test',
        label: 'Zip opens and closes 10 times',
        sampling: { kind: CheckSamplingKind.Percent, value: 10 },
        mandatory: false,
        instructions: null,
      },
    ],
  },
];

export const PDF_CHECKS = {
  'carton-marks': { result: CheckResult.Pass, comment: 'Marks as per order' },
  'carton-drop': { result: CheckResult.NotApplicable, comment: null },
  workmanship: { result: CheckResult.Fail, comment: 'Loose threads on several pieces' },
  'zip-test': { result: CheckResult.Pass, comment: null },
};

const CLASSES = [DefectClass.Major, DefectClass.Minor, DefectClass.Critical];

/** A booking of the entity with products: of `customerId`, or of any other customer when `not` is set. */
export async function bookingWithProducts(
  db: Db,
  options: { customerId: number; not?: boolean; skip?: number[] },
): Promise<number> {
  const skip = options.skip ?? [];
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select b.id from bookings b
        where b.entity_id = 1 and b.product_count > 0 and b.status <> ${BookingStatus.Cancel}
          and ${options.not ? sql`b.customer_id <> ${options.customerId}` : sql`b.customer_id = ${options.customerId}`}
          and not exists (select 1 from inspection_reports r where r.booking_id = b.id)
          and exists (select 1 from booking_products p where p.booking_id = b.id and p.sampling is not null)
          and b.id <> all(${sql.param(skip.length ? skip : [0])}::int[])
        order by b.id limit 1`,
  );
  if (!row) throw new Error('no demo booking with products');
  return row.id;
}

export async function userIdOf(db: Db, login: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

export interface PdfReportOptions {
  bookingId: number;
  filesDir: string;
  submittedBy: number;
  checkerName?: string;
  defects?: number;
  photos?: number;
  /** Sent to the customer (booking ReportSent); otherwise only Validated. */
  sent?: boolean;
  status?: ReportStatus;
}

export interface PdfReport {
  reportId: number;
  productIds: number[];
  photoPaths: string[];
}

/** A report of the booking as validation (and sending) leave it, with defects and photo files. */
export async function makePdfReport(db: Db, options: PdfReportOptions): Promise<PdfReport> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, options.bookingId));
  if (!booking) throw new Error(`no booking ${options.bookingId}`);
  const products = await rawRows<{ product_id: number }>(
    db,
    sql`select product_id from booking_products where booking_id = ${options.bookingId} order by product_id`,
  );
  const productIds = products.map((row) => row.product_id);
  const sent = options.sent ?? true;
  const now = new Date();
  const productData = Object.fromEntries(
    productIds.map((productId, index) => [
      String(productId),
      {
        quantities: { presentedQuantity: 500 + index, packedQuantity: 480 + index, cartonCount: 20 },
        measurements:
          index === 0
            ? [
                {
                  id: crypto.randomUUID(),
                  point: 'Chest width',
                  specValue: 52,
                  tolerance: 1,
                  unit: 'cm',
                  values: [51.5, 52.2, 53.4],
                },
              ]
            : [],
      },
    ]),
  );
  const [report] = await db
    .insert(inspectionReports)
    .values({
      bookingId: booking.id,
      entityId: booking.entityId,
      customerId: booking.customerId,
      supplierId: booking.supplierId,
      factoryId: booking.factoryId,
      inspectionDateFrom: booking.inspectionDateFrom,
      inspectionDateTo: booking.inspectionDateTo,
      sections: PDF_SECTIONS,
      productData,
      checks: PDF_CHECKS,
      remarks: 'Factory asked to rework the loose threads before shipment.',
      missionStatus: MissionStatus.Completed,
      fillStatus: ReportFillStatus.Filling,
      reviewStatus: ReviewStatus.Validated,
      reviewLevel: ReviewLevel.Checker,
      status: options.status ?? ReportStatus.Validated,
      result: ReportResult.Fail,
      submittedAt: new Date(now.getTime() - 3 * 3_600_000),
      submittedBy: options.submittedBy,
      validatedAt: new Date(now.getTime() - 3_600_000),
      sentAt: sent ? now : null,
    })
    .returning({ id: inspectionReports.id });
  const reportId = report!.id;
  await db
    .update(bookings)
    .set({ status: sent ? BookingStatus.ReportSent : BookingStatus.Validated })
    .where(eq(bookings.id, booking.id));

  const defectIds: string[] = [];
  for (let i = 0; i < (options.defects ?? 3); i++) {
    const id = crypto.randomUUID();
    defectIds.push(id);
    await db.insert(reportDefects).values({
      id,
      reportId,
      productId: productIds[i % productIds.length]!,
      description: `Defect ${i + 1}: loose thread`,
      defectClass: CLASSES[i % CLASSES.length]!,
      count: 1 + (i % 2),
      checkKey: 'workmanship',
      createdBy: options.submittedBy,
    });
  }
  const photoPaths: string[] = [];
  for (let i = 0; i < (options.photos ?? 2); i++) {
    const id = crypto.randomUUID();
    const relative = path.posix.join('report-photos', String(reportId), `${id}.png`);
    const bytes = generatedPng(240, 180, i);
    fs.mkdirSync(path.join(options.filesDir, path.dirname(relative)), { recursive: true });
    fs.writeFileSync(path.join(options.filesDir, relative), bytes);
    photoPaths.push(relative);
    await db.insert(reportPhotos).values({
      id,
      reportId,
      defectId: defectIds.length ? defectIds[i % defectIds.length]! : null,
      caption: `Close-up ${i + 1}`,
      mimeType: 'image/png',
      size: bytes.length,
      width: 240,
      height: 180,
      storedPath: relative,
      uploadedBy: options.submittedBy,
    });
  }
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  await db.insert(reportReviews).values([
    {
      reportId,
      action: ReviewAction.Submitted,
      userId: options.submittedBy,
      userName: 'Inspector',
      at: at(3),
    },
    {
      reportId,
      action: ReviewAction.ReviewStarted,
      level: ReviewLevel.Checker,
      userName: 'Checker',
      at: at(2),
    },
    {
      reportId,
      action: ReviewAction.Validated,
      level: ReviewLevel.Checker,
      userName: options.checkerName ?? 'Claire Checker',
      at: at(1),
    },
  ]);
  return { reportId, productIds, photoPaths };
}

/**
 * The text of a PDF, as a reader copying it would get it. pdf-parse is loaded by Node's own require: its
 * PDF.js starts a worker with a dynamic import(), which jest's module sandbox refuses.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { PDFParse } = nativeRequire('pdf-parse') as typeof import('pdf-parse');
  const NativeBytes = vm.runInThisContext('Uint8Array') as Uint8ArrayConstructor;
  const parser = new PDFParse({ data: NativeBytes.from(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
