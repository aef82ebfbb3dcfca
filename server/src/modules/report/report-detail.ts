import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  bookingNumber,
  countByClass,
  computeProductResult,
  computeReportResult,
  REPORT_API,
  type BookingStatus,
  type CheckResult,
  type ClassLimit,
  type ClassLimits,
  type DefectClass,
  type MissionStatus,
  type ReportCheckAnswer,
  type ReportDefect,
  type ReportDetail,
  type ReportFillStatus,
  type ReportMeasurement,
  type ReportPhoto,
  type ReportProduct,
  type ReportQuantities,
  type ReportResult,
  type ReportStatus,
  type ReviewAction,
  type ReviewHistoryLine,
  type ReviewLevel,
  type ReviewStatus,
  type SamplingResult,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  customerDecisions,
  reportCustomerDecisions,
  reportDefects,
  reportPhotos,
  reportReviews,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { resolveSections } from './report-template-sections';
import type { BookingRow } from './report-scope';
import { allowedActions, unsavedState, type ReportRecord } from './report-state';

/** What a report keeps per product besides the booking's own facts. */
export interface StoredProductData {
  quantities?: ReportQuantities;
  measurements?: ReportMeasurement[];
}
export type StoredProducts = Record<string, StoredProductData>;
export type StoredChecks = Record<string, { result: CheckResult | null; comment: string | null }>;

const NO_QUANTITIES: ReportQuantities = { presentedQuantity: null, packedQuantity: null, cartonCount: null };

/** A booked product as the report shows it: the booked quantity and the AQL plan of the booking's save. */
export type BookedProduct = Omit<ReportProduct, 'quantities' | 'measurements' | 'result'>;

function limitsOf(sampling: SamplingResult | null): ClassLimits {
  const plan = (name: keyof ClassLimits): ClassLimit | null => {
    const found = sampling?.classes?.[name];
    return found ? { aql: found.aql, sampleSize: found.sampleSize, ac: found.ac, re: found.re } : null;
  };
  return { critical: plan('critical'), major: plan('major'), minor: plan('minor') };
}

/** The booking's products, in the order of their first line, with their sampling limits. */
export async function bookedProducts(db: Db, bookingId: number): Promise<BookedProduct[]> {
  const rows = await rawRows<{
    product_id: number;
    reference: string;
    description: string | null;
    quantity: number | string;
    sampling: SamplingResult | null;
    custom_sample_size: number | null;
  }>(
    db,
    sql`select l.product_id, p.product_reference as reference, p.description, l.quantity,
          bp.sampling, bp.custom_sample_size
        from (select product_id, sum(quantity) as quantity, min(id) as first_id
              from booking_lines where booking_id = ${bookingId} group by product_id) l
        join customer_products p on p.id = l.product_id
        left join booking_products bp on bp.booking_id = ${bookingId} and bp.product_id = l.product_id
        order by l.first_id`,
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    reference: row.reference,
    name: row.description ?? row.reference,
    bookedQuantity: Number(row.quantity),
    sampleSize: row.sampling?.sampleSize ?? row.custom_sample_size ?? 0,
    fullInspection: row.sampling?.fullInspection ?? false,
    limits: limitsOf(row.sampling),
  }));
}

/** The live (not tombstoned) defects of a report, oldest first. */
export async function liveDefects(db: Db, reportId: number): Promise<ReportDefect[]> {
  const rows = await db
    .select()
    .from(reportDefects)
    .where(and(eq(reportDefects.reportId, reportId), isNull(reportDefects.deletedAt)))
    .orderBy(asc(reportDefects.createdAt), asc(reportDefects.id));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    defectListId: row.defectListId,
    description: row.description,
    defectClass: row.defectClass as DefectClass,
    count: row.count,
    checkKey: row.checkKey,
  }));
}

/** Each product's result and the report's (report-result.ts), from what the report holds now. */
export function computeResults(
  products: readonly BookedProduct[],
  stored: StoredProducts,
  defects: readonly ReportDefect[],
  checks: StoredChecks,
): { byProduct: Map<number, ReportResult>; overall: ReportResult } {
  const byProduct = new Map<number, ReportResult>();
  for (const product of products) {
    const found = countByClass(defects.filter((defect) => defect.productId === product.productId));
    const measurements = stored[product.productId]?.measurements ?? [];
    byProduct.set(product.productId, computeProductResult(product.limits, found, measurements));
  }
  return { byProduct, overall: computeReportResult([...byProduct.values()], Object.values(checks)) };
}

async function photosOf(db: Db, bookingId: number, reportId: number): Promise<ReportPhoto[]> {
  const rows = await db
    .select()
    .from(reportPhotos)
    .where(and(eq(reportPhotos.reportId, reportId), isNull(reportPhotos.deletedAt)))
    .orderBy(asc(reportPhotos.createdAt), asc(reportPhotos.id));
  return rows.map((row) => ({
    id: row.id,
    defectId: row.defectId,
    checkKey: row.checkKey,
    caption: row.caption,
    width: row.width,
    height: row.height,
    size: row.size,
    url: `/${REPORT_API.photo(bookingId, row.id)}`,
  }));
}

async function reviewsOf(db: Db, reportId: number): Promise<ReviewHistoryLine[]> {
  const rows = await db
    .select()
    .from(reportReviews)
    .where(eq(reportReviews.reportId, reportId))
    .orderBy(asc(reportReviews.at), asc(reportReviews.id));
  return rows.map((row) => ({
    action: row.action as ReviewAction,
    level: row.level as ReviewLevel | null,
    comment: row.comment,
    userName: row.userName,
    at: row.at.toISOString(),
  }));
}

async function decisionOf(db: Db, reportId: number) {
  const [row] = await db
    .select({
      decisionId: reportCustomerDecisions.decisionId,
      decisionName: customerDecisions.name,
      comment: reportCustomerDecisions.comment,
      userName: reportCustomerDecisions.userName,
      at: reportCustomerDecisions.at,
      reinspectionBookingId: reportCustomerDecisions.reinspectionBookingId,
    })
    .from(reportCustomerDecisions)
    .innerJoin(customerDecisions, eq(customerDecisions.id, reportCustomerDecisions.decisionId))
    .where(eq(reportCustomerDecisions.reportId, reportId));
  return row ? { ...row, at: row.at.toISOString() } : null;
}

async function partiesOf(db: Db, booking: BookingRow) {
  const [row] = await rawRows<{
    customer_name: string;
    supplier_name: string;
    factory_name: string;
    address: string | null;
    postal_code: string | null;
  }>(
    db,
    sql`select c.name as customer_name, s.name as supplier_name, f.name as factory_name,
          fa.address, fa.postal_code
        from customers c, suppliers s, factories f
        left join lateral (
          select v.address, v.postal_code from vendor_addresses v
          where v.factory_id = f.id order by v.ranking, v.id limit 1
        ) fa on true
        where c.id = ${booking.customerId} and s.id = ${booking.supplierId} and f.id = ${booking.factoryId}`,
  );
  return {
    customerName: row?.customer_name ?? '',
    supplierName: row?.supplier_name ?? '',
    factoryName: row?.factory_name ?? '',
    factoryAddress: row?.address
      ? [row.address, row.postal_code].filter((part) => part && part.trim()).join(', ')
      : null,
  };
}

async function inspectorsOf(db: Db, bookingId: number) {
  const rows = await rawRows<{ id: number; name: string }>(
    db,
    sql`select distinct s.id, s.full_name as name from booking_allocations a
        join staff s on s.id = a.staff_id where a.booking_id = ${bookingId} order by s.full_name, s.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Whether the customer's service of this type asks for the technical team's review after the checker's. */
export async function technicalReviewRequired(
  db: Db,
  booking: { customerId: number; serviceType: number },
): Promise<boolean> {
  const [row] = await rawRows<{ required: boolean | null }>(
    db,
    sql`select bool_or(technical_review_required) as required from customer_services
        where customer_id = ${booking.customerId} and service_type = ${booking.serviceType} and active`,
  );
  return row?.required === true;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The report of a booking as the caller sees it; before the first save, what the first save would create. */
export async function reportDetail(
  db: Db,
  scope: ResourceScope,
  booking: BookingRow,
  report: ReportRecord | null,
): Promise<ReportDetail> {
  // One after the other: inside a transaction they share one connection.
  const parties = await partiesOf(db, booking);
  const inspectors = await inspectorsOf(db, booking.id);
  const products = await bookedProducts(db, booking.id);
  const sections = report
    ? (report.sections as ReportDetail['sections'])
    : (await resolveSections(db, booking)).sections;
  const stored = (report?.productData ?? {}) as StoredProducts;
  const storedChecks = (report?.checks ?? {}) as StoredChecks;
  const defects = report ? await liveDefects(db, report.id) : [];
  const results = computeResults(products, stored, defects, storedChecks);
  const state = report ?? unsavedState(booking);
  return {
    id: report?.id ?? null,
    bookingId: booking.id,
    bookingNo: bookingNumber(booking.id),
    bookingStatus: booking.status as BookingStatus,
    customerId: booking.customerId,
    ...parties,
    serviceType: booking.serviceType as ServiceType,
    inspectionDateFrom: booking.inspectionDateFrom,
    inspectionDateTo: booking.inspectionDateTo,
    inspectors,
    missionStatus: state.missionStatus as MissionStatus,
    fillStatus: state.fillStatus as ReportFillStatus,
    reviewStatus: state.reviewStatus as ReviewStatus | null,
    reviewLevel: state.reviewLevel as ReviewLevel | null,
    status: state.status as ReportStatus,
    technicalReviewRequired: report
      ? report.technicalReviewRequired
      : await technicalReviewRequired(db, booking),
    result: report ? (report.result as ReportResult | null) : null,
    remarks: report?.remarks ?? null,
    sections,
    products: products.map((product) => ({
      ...product,
      quantities: stored[product.productId]?.quantities ?? NO_QUANTITIES,
      measurements: stored[product.productId]?.measurements ?? [],
      result: report ? (results.byProduct.get(product.productId) ?? null) : null,
    })),
    checks: Object.entries(storedChecks).map(([key, answer]): ReportCheckAnswer => ({
      key,
      result: answer.result,
      comment: answer.comment,
    })),
    defects,
    photos: report ? await photosOf(db, booking.id, report.id) : [],
    reviews: report ? await reviewsOf(db, report.id) : [],
    decision: report ? await decisionOf(db, report.id) : null,
    submittedAt: iso(report?.submittedAt ?? null),
    validatedAt: iso(report?.validatedAt ?? null),
    sentAt: iso(report?.sentAt ?? null),
    dueAt: iso(report?.dueAt ?? null),
    allowedActions: await allowedActions(db, scope, booking, report),
    version: report?.version ?? 0,
  };
}
