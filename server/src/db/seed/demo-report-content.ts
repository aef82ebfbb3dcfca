import crypto from 'node:crypto';
import {
  CheckResult,
  computeProductResult,
  computeReportResult,
  countByClass,
  DefectClass,
  ReportResult,
  type ClassLimit,
  type ClassLimits,
  type ReportMeasurement,
  type ReportQuantities,
  type ReportTemplateSection,
  type SamplingResult,
} from '@portal/domain';

/**
 * What an inspector recorded in one demo report: quantities, measurements, checkpoint answers and defects,
 * drawn so the report comes out with the result its story needs (pass, fail or pending), then judged by
 * the same computation the server uses (report-result.ts), so the stored result is always the computed one.
 */

export type Target = ReportResult;

export interface DemoProduct {
  productId: number;
  bookedQuantity: number;
  sampling: SamplingResult | null;
}

export interface DefectChoice {
  id: number;
  name: string;
  defaultClass: DefectClass;
}

export interface DemoDefect {
  id: string;
  productId: number;
  defectListId: number;
  description: string;
  defectClass: DefectClass;
  count: number;
  checkKey: string;
}

export interface DemoContent {
  productData: Record<string, { quantities: ReportQuantities; measurements: ReportMeasurement[] }>;
  checks: Record<string, { result: CheckResult | null; comment: string | null }>;
  defects: DemoDefect[];
  result: ReportResult;
}

export function limitsOf(sampling: SamplingResult | null): ClassLimits {
  const plan = (name: keyof ClassLimits): ClassLimit | null => {
    const found = sampling?.classes?.[name];
    return found ? { aql: found.aql, sampleSize: found.sampleSize, ac: found.ac, re: found.re } : null;
  };
  return { critical: plan('critical'), major: plan('major'), minor: plan('minor') };
}

const MEASURE_POINTS = [
  { point: 'Length', specValue: 72, tolerance: 1.5, unit: 'cm' },
  { point: 'Width', specValue: 54, tolerance: 1, unit: 'cm' },
];

function measurements(variant: number, outOfTolerance: boolean): ReportMeasurement[] {
  return MEASURE_POINTS.map((point, index) => ({
    id: crypto.randomUUID(),
    ...point,
    values: [0, 1, 2, 3, 4].map((piece) => {
      const offset = (((variant + piece * 3 + index) % 5) - 2) * (point.tolerance / 3);
      const out = outOfTolerance && index === 0 && piece === 2 ? point.tolerance * 1.6 : 0;
      return Math.round((point.specValue + offset + out) * 10) / 10;
    }),
  }));
}

const PENDING_CHECK = 'mark-shipping';
const PENDING_COMMENT = 'Shipping marks printed on one side only; the customer is asked whether to accept.';

/**
 * `filledShare` below 1 leaves the report half done (a Filling report): only the first checks answered.
 * A Fail story puts one product's major (else critical) defects at its reject number; a Pending story puts
 * a measurement out of tolerance or answers the shipping-mark check Fail for the customer to decide.
 */
export function demoContent(
  sections: readonly ReportTemplateSection[],
  products: readonly DemoProduct[],
  defectList: readonly DefectChoice[],
  target: Target,
  variant: number,
  filledShare = 1,
): DemoContent {
  const byClass = (wanted: DefectClass, offset: number) => {
    const choices = defectList.filter((item) => item.defaultClass === wanted);
    return choices[(variant + offset) % choices.length]!;
  };
  const defects: DemoDefect[] = [];
  const add = (productId: number, wanted: DefectClass, count: number, offset: number) => {
    if (count <= 0) return;
    const item = byClass(wanted, offset);
    defects.push({
      id: crypto.randomUUID(),
      productId,
      defectListId: item.id,
      description: item.name,
      defectClass: wanted,
      count,
      checkKey: 'work-visual',
    });
  };
  const pendingByMeasurement = target === ReportResult.Pending && variant % 2 === 0;
  let failed = target !== ReportResult.Fail;
  const productData: DemoContent['productData'] = {};
  products.forEach((product, index) => {
    const limits = limitsOf(product.sampling);
    const presented = product.bookedQuantity;
    productData[product.productId] = {
      quantities: {
        presentedQuantity: presented,
        packedQuantity: Math.round(presented * (0.85 + ((variant + index) % 3) * 0.05)),
        cartonCount: Math.max(1, Math.ceil(presented / 24)),
      },
      measurements: filledShare < 1 ? [] : measurements(variant + index, pendingByMeasurement && index === 0),
    };
    // Within the accept numbers: a few minor defects and now and then a major one.
    if (limits.minor)
      add(product.productId, DefectClass.Minor, Math.min(limits.minor.ac, 1 + (variant % 3)), index);
    if (limits.major && (variant + index) % 2 === 0)
      add(product.productId, DefectClass.Major, Math.min(limits.major.ac, 1), index + 1);
    if (!failed && limits.major) {
      defects.push(
        ...reject(product.productId, byClass(DefectClass.Major, index + 2), DefectClass.Major, limits.major),
      );
      failed = true;
    } else if (!failed && limits.critical) {
      defects.push(
        ...reject(
          product.productId,
          byClass(DefectClass.Critical, index),
          DefectClass.Critical,
          limits.critical,
        ),
      );
      failed = true;
    }
  });
  const keys = sections.flatMap((section) => section.checks.map((check) => check.key));
  const answered = Math.ceil(keys.length * filledShare);
  const checks: DemoContent['checks'] = {};
  keys.slice(0, answered).forEach((key, index) => {
    if (key === PENDING_CHECK && target === ReportResult.Pending && !pendingByMeasurement)
      checks[key] = { result: CheckResult.Fail, comment: PENDING_COMMENT };
    else if (key === 'meas-weight' && variant % 3 === 0)
      checks[key] = { result: CheckResult.NotApplicable, comment: 'No weight on the specification sheet.' };
    else checks[key] = { result: CheckResult.Pass, comment: index === 0 ? 'Counted all cartons.' : null };
  });
  const live = defects.filter((defect) => defect.count > 0);
  return { productData, checks, defects: live, result: resultOf(products, productData, live, checks) };
}

/** A defect at the class's reject number (two lines, as inspectors record them piece by piece). */
function reject(
  productId: number,
  item: DefectChoice,
  defectClass: DefectClass,
  limit: ClassLimit,
): DemoDefect[] {
  const first = Math.ceil(limit.re / 2);
  return [first, limit.re - first]
    .filter((count) => count > 0)
    .map((count) => ({
      id: crypto.randomUUID(),
      productId,
      defectListId: item.id,
      description: item.name,
      defectClass,
      count,
      checkKey: 'work-visual',
    }));
}

/** The result as the server computes it (report-detail.ts computeResults). */
export function resultOf(
  products: readonly DemoProduct[],
  productData: DemoContent['productData'],
  defects: readonly Pick<DemoDefect, 'productId' | 'defectClass' | 'count'>[],
  checks: DemoContent['checks'],
): ReportResult {
  const results = products.map((product) =>
    computeProductResult(
      limitsOf(product.sampling),
      countByClass(defects.filter((defect) => defect.productId === product.productId)),
      productData[product.productId]?.measurements ?? [],
    ),
  );
  return computeReportResult(results, Object.values(checks));
}
