import { DefectClass } from '../enums';
import { CheckResult, ReportResult } from './report-enums';
import type { ClassLimits, ReportCheckAnswer, ReportMeasurement } from './report-types';

/** Defects found per class in one product's sample. */
export interface ClassCounts {
  critical: number;
  major: number;
  minor: number;
}

const CLASS_KEYS = {
  [DefectClass.Critical]: 'critical',
  [DefectClass.Major]: 'major',
  [DefectClass.Minor]: 'minor',
} as const;

/** The defects of one product added up per class. */
export function countByClass(defects: readonly { defectClass: DefectClass; count: number }[]): ClassCounts {
  const counts: ClassCounts = { critical: 0, major: 0, minor: 0 };
  for (const defect of defects) counts[CLASS_KEYS[defect.defectClass]] += defect.count;
  return counts;
}

/**
 * One class's verdict (ISO 2859-1): rejected when the defects found reach its reject number Re; a class not
 * inspected (no limit: AQL N/A) never rejects.
 */
export function classRejected(found: number, limit: ClassLimits[keyof ClassLimits]): boolean {
  return limit !== null && found >= limit.re;
}

/** A measurement point is out when any measured value is outside spec ± tolerance. */
export function measurementOutOfTolerance(measurement: ReportMeasurement): boolean {
  const low = measurement.specValue - measurement.tolerance;
  const high = measurement.specValue + measurement.tolerance;
  return measurement.values.some((value) => value < low || value > high);
}

/**
 * A product's result: Fail when a class reaches its reject number; otherwise Pending when a measurement is out
 * of tolerance (the customer decides); otherwise Pass.
 */
export function computeProductResult(
  limits: ClassLimits,
  counts: ClassCounts,
  measurements: readonly ReportMeasurement[] = [],
): ReportResult {
  if (
    classRejected(counts.critical, limits.critical) ||
    classRejected(counts.major, limits.major) ||
    classRejected(counts.minor, limits.minor)
  )
    return ReportResult.Fail;
  if (measurements.some(measurementOutOfTolerance)) return ReportResult.Pending;
  return ReportResult.Pass;
}

/**
 * The report's overall result: Fail when any product fails; otherwise Pending when a product is pending or a
 * checkpoint was answered Fail or Pending (it needs the customer's decision); N/A and Pass answers count for
 * nothing. A report without products is Pending: nothing was inspected to pass.
 */
export function computeReportResult(
  productResults: readonly ReportResult[],
  checks: readonly Pick<ReportCheckAnswer, 'result'>[],
): ReportResult {
  if (productResults.length === 0) return ReportResult.Pending;
  if (productResults.includes(ReportResult.Fail)) return ReportResult.Fail;
  if (productResults.includes(ReportResult.Pending)) return ReportResult.Pending;
  const needsDecision = checks.some(
    (check) => check.result === CheckResult.Fail || check.result === CheckResult.Pending,
  );
  return needsDecision ? ReportResult.Pending : ReportResult.Pass;
}

/** The mandatory checks still unanswered (a report cannot be submitted with any). */
export function missingMandatoryChecks(
  mandatoryKeys: readonly string[],
  checks: readonly Pick<ReportCheckAnswer, 'key' | 'result'>[],
): string[] {
  const answered = new Set(checks.filter((check) => check.result !== null).map((check) => check.key));
  return mandatoryKeys.filter((key) => !answered.has(key));
}

/** Pieces a special-sampling check looks at: a fixed count, or a percentage of the lot rounded up. */
export function specialSampleSize(kind: 'pieces' | 'percent', value: number, lotSize: number): number {
  if (kind === 'pieces') return Math.min(value, lotSize);
  return Math.min(lotSize, Math.ceil((lotSize * value) / 100));
}
