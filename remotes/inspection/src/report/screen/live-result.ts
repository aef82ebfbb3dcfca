import {
  computeProductResult,
  computeReportResult,
  countByClass,
  type ClassCounts,
  type ReportDetail,
  type ReportProduct,
  type ReportResult,
} from '@portal/domain';

export interface ProductOutcome {
  counts: ClassCounts;
  result: ReportResult;
}

/** A product's defects per class and its result, from what the screen shows now (not the last save). */
export function productOutcome(detail: ReportDetail, product: ReportProduct): ProductOutcome {
  const counts = countByClass(detail.defects.filter((defect) => defect.productId === product.productId));
  return { counts, result: computeProductResult(product.limits, counts, product.measurements) };
}

/** The overall result as the inspector records: the same rules the server applies (report-result.ts). */
export function liveResult(detail: ReportDetail): ReportResult {
  return computeReportResult(
    detail.products.map((product) => productOutcome(detail, product).result),
    detail.checks,
  );
}
