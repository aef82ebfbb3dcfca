import { sql } from 'drizzle-orm';
import {
  bookingNumber,
  countByClass,
  DefectClass,
  ReviewAction,
  ReviewLevel,
  type ClassCounts,
  type ClassLimit,
  type ClassLimits,
  type ReportCheckAnswer,
  type ReportMeasurement,
  type ReportQuantities,
  type ReportResult,
  type ReportStatus,
  type ReportTemplateSection,
  type SamplingResult,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * Everything the PDF report prints, read straight from the tables (the report, its booking and parties, the
 * products with the AQL plan the booking computed, the inspectors, the defects and photos still on the
 * report, the review history), so the PDF does not depend on how the report screen is assembled.
 */

export interface PdfProduct {
  productId: number;
  reference: string;
  name: string | null;
  bookedQuantity: number;
  sampleSize: number | null;
  limits: ClassLimits;
  found: ClassCounts;
  quantities: ReportQuantities | null;
  measurements: ReportMeasurement[];
}

export interface PdfDefect {
  id: string;
  productId: number;
  description: string;
  defectClass: DefectClass;
  count: number;
  checkKey: string | null;
}

export interface PdfPhoto {
  id: string;
  defectId: string | null;
  checkKey: string | null;
  caption: string | null;
  mimeType: string;
  storedPath: string;
}

export interface PdfSignature {
  name: string | null;
  at: Date | null;
}

export interface ReportPdfData {
  reportId: number;
  bookingId: number;
  bookingNo: string;
  entityId: number;
  version: number;
  status: ReportStatus;
  result: ReportResult | null;
  sentAt: Date | null;
  customerId: number;
  customerName: string;
  /** The customer's language as master data names it ("French", "English"...), or null. */
  customerLanguage: string | null;
  downloadAllowed: boolean;
  supplierName: string;
  factoryName: string;
  factoryAddress: string | null;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  inspectors: string[];
  sections: ReportTemplateSection[];
  checks: Record<string, ReportCheckAnswer>;
  remarks: string | null;
  products: PdfProduct[];
  defects: PdfDefect[];
  photos: PdfPhoto[];
  submittedBy: number | null;
  inspectorSignature: PdfSignature;
  checkerSignature: PdfSignature | null;
  technicalSignature: PdfSignature | null;
  pdfPath: string | null;
  pdfVersion: number | null;
}

interface ReportRow {
  id: number;
  booking_id: number;
  entity_id: number;
  version: number;
  status: number;
  result: number | null;
  sent_at: string | Date | null;
  customer_id: number;
  customer_name: string;
  customer_language: string | null;
  download_inspection_report: boolean;
  supplier_name: string;
  factory_name: string;
  address: string | null;
  postal_code: string | null;
  city_name: string | null;
  country_name: string | null;
  date_from: string;
  date_to: string;
  sections: unknown;
  product_data: unknown;
  checks: unknown;
  remarks: string | null;
  submitted_by: number | null;
  submitted_at: string | Date | null;
  submitter_name: string | null;
  pdf_path: string | null;
  pdf_version: number | null;
}

interface ProductRow {
  product_id: number;
  reference: string;
  description: string | null;
  booked: number | string;
  sampling: SamplingResult | null;
}

interface ReviewRow {
  action: string;
  level: number | null;
  user_name: string | null;
  at: string | Date;
}

const dateOf = (value: string | Date | null): Date | null => (value == null ? null : new Date(value));
const jsonOf = <T>(value: unknown, fallback: T): T =>
  value == null ? fallback : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

function limitOf(plan: SamplingResult['classes']['critical']): ClassLimit | null {
  return plan ? { aql: plan.aql, sampleSize: plan.sampleSize, ac: plan.ac, re: plan.re } : null;
}

/** The last review line of these actions (a report sent back and validated again signs with the last one). */
function lastOf(reviews: ReviewRow[], matches: (review: ReviewRow) => boolean): PdfSignature | null {
  const found = reviews.filter(matches).pop();
  return found ? { name: found.user_name, at: dateOf(found.at) } : null;
}

/** The report of a booking with all it prints, or null when the booking has no report. */
export async function loadReportPdfData(db: Db, bookingId: number): Promise<ReportPdfData | null> {
  const [report] = await rawRows<ReportRow>(
    db,
    sql`select r.id, r.booking_id, r.entity_id, r.version, r.status, r.result, r.sent_at, r.customer_id,
          c.name as customer_name, lang.name as customer_language, c.download_inspection_report,
          s.name as supplier_name, f.name as factory_name, fa.address, fa.postal_code, fa.city_name,
          fa.country_name, r.inspection_date_from::text as date_from, r.inspection_date_to::text as date_to,
          r.sections, r.product_data, r.checks, r.remarks, r.submitted_by, r.submitted_at,
          u.full_name as submitter_name, r.pdf_path, r.pdf_version
        from inspection_reports r
        join customers c on c.id = r.customer_id
        left join customer_lookups lang on lang.id = c.language_id
        join suppliers s on s.id = r.supplier_id
        join factories f on f.id = r.factory_id
        left join users u on u.id = r.submitted_by
        left join lateral (
          select v.address, v.postal_code, ci.name as city_name, co.name as country_name
          from vendor_addresses v
          left join cities ci on ci.id = v.city_id
          left join countries co on co.id = v.country_id
          where v.factory_id = r.factory_id order by v.ranking, v.id limit 1) fa on true
        where r.booking_id = ${bookingId}`,
  );
  if (!report) return null;

  const [productRows, inspectorRows, defectRows, photoRows, reviewRows] = await Promise.all([
    rawRows<ProductRow>(
      db,
      sql`select bp.product_id, cp.product_reference as reference, cp.description, bp.sampling,
            coalesce((select sum(l.quantity) from booking_lines l
                      where l.booking_id = bp.booking_id and l.product_id = bp.product_id), 0) as booked
          from booking_products bp
          join customer_products cp on cp.id = bp.product_id
          where bp.booking_id = ${bookingId}
          order by cp.product_reference, bp.product_id`,
    ),
    rawRows<{ full_name: string }>(
      db,
      sql`select distinct st.full_name from booking_allocations a join staff st on st.id = a.staff_id
          where a.booking_id = ${bookingId} order by st.full_name`,
    ),
    rawRows<{
      id: string;
      product_id: number;
      description: string;
      defect_class: number;
      count: number;
      check_key: string | null;
    }>(
      db,
      sql`select id, product_id, description, defect_class, count, check_key from report_defects
          where report_id = ${report.id} and deleted_at is null
          order by defect_class, created_at, id`,
    ),
    rawRows<{
      id: string;
      defect_id: string | null;
      check_key: string | null;
      caption: string | null;
      mime_type: string;
      stored_path: string;
    }>(
      db,
      sql`select id, defect_id, check_key, caption, mime_type, stored_path from report_photos
          where report_id = ${report.id} and deleted_at is null order by created_at, id`,
    ),
    rawRows<ReviewRow>(
      db,
      sql`select action, level, user_name, at from report_reviews where report_id = ${report.id}
          order by at, id`,
    ),
  ]);

  const defects: PdfDefect[] = defectRows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    description: row.description,
    defectClass: row.defect_class as DefectClass,
    count: row.count,
    checkKey: row.check_key,
  }));
  const productData = jsonOf<
    Record<string, { quantities?: ReportQuantities; measurements?: ReportMeasurement[] }>
  >(report.product_data, {});
  const products: PdfProduct[] = productRows.map((row) => {
    const sampling = jsonOf<SamplingResult | null>(row.sampling, null);
    const data = productData[String(row.product_id)];
    return {
      productId: row.product_id,
      reference: row.reference,
      name: row.description,
      bookedQuantity: Number(row.booked),
      sampleSize: sampling?.sampleSize ?? null,
      limits: {
        critical: limitOf(sampling?.classes.critical ?? null),
        major: limitOf(sampling?.classes.major ?? null),
        minor: limitOf(sampling?.classes.minor ?? null),
      },
      found: countByClass(defects.filter((defect) => defect.productId === row.product_id)),
      quantities: data?.quantities ?? null,
      measurements: data?.measurements ?? [],
    };
  });

  const checksByKey = jsonOf<Record<string, { result: number | null; comment: string | null }>>(
    report.checks,
    {},
  );
  const checks: Record<string, ReportCheckAnswer> = {};
  for (const [key, answer] of Object.entries(checksByKey))
    checks[key] = { key, result: answer.result, comment: answer.comment } as ReportCheckAnswer;

  const address = [report.address, report.postal_code, report.city_name, report.country_name]
    .filter((part) => part && part.trim())
    .join(', ');
  const technical = (review: ReviewRow) => review.level === ReviewLevel.Technical;
  const checkerValidated = lastOf(
    reviewRows,
    (review) =>
      review.action === ReviewAction.CheckerValidated ||
      (review.action === ReviewAction.Validated && !technical(review)),
  );

  return {
    reportId: report.id,
    bookingId: report.booking_id,
    bookingNo: bookingNumber(report.booking_id),
    entityId: report.entity_id,
    version: report.version,
    status: report.status as ReportStatus,
    result: report.result as ReportResult | null,
    sentAt: dateOf(report.sent_at),
    customerId: report.customer_id,
    customerName: report.customer_name,
    customerLanguage: report.customer_language,
    downloadAllowed: report.download_inspection_report,
    supplierName: report.supplier_name,
    factoryName: report.factory_name,
    factoryAddress: address || null,
    inspectionDateFrom: report.date_from,
    inspectionDateTo: report.date_to,
    inspectors: inspectorRows.map((row) => row.full_name),
    sections: jsonOf<ReportTemplateSection[]>(report.sections, []),
    checks,
    remarks: report.remarks,
    products,
    defects,
    photos: photoRows.map((row) => ({
      id: row.id,
      defectId: row.defect_id,
      checkKey: row.check_key,
      caption: row.caption,
      mimeType: row.mime_type,
      storedPath: row.stored_path,
    })),
    submittedBy: report.submitted_by,
    inspectorSignature: { name: report.submitter_name, at: dateOf(report.submitted_at) },
    checkerSignature: checkerValidated,
    technicalSignature: lastOf(
      reviewRows,
      (review) => review.action === ReviewAction.Validated && technical(review),
    ),
    pdfPath: report.pdf_path,
    pdfVersion: report.pdf_version,
  };
}
