import { DefectClass } from '../enums';
import { CheckResult, ReportResult, SPECIAL_SAMPLE_PERCENTAGES, SPECIAL_SAMPLE_PIECES } from './report-enums';
import {
  classRejected,
  computeProductResult,
  computeReportResult,
  countByClass,
  measurementOutOfTolerance,
  missingMandatoryChecks,
  specialSampleSize,
} from './report-result';
import type { ClassLimit, ClassLimits, ReportMeasurement } from './report-types';

/** ISO 2859-1, code letter J (sample 80) at AQL II: 0 -> Ac 0/Re 1, 2.5 -> 5/6, 4.0 -> 7/8. */
const limit = (aql: number, ac: number, re: number): ClassLimit => ({ aql, sampleSize: 80, ac, re });
const LIMITS: ClassLimits = { critical: limit(0, 0, 1), major: limit(2.5, 5, 6), minor: limit(4.0, 7, 8) };
const counts = (critical: number, major: number, minor: number) => ({ critical, major, minor });

const measurement = (values: number[]): ReportMeasurement => ({
  id: 'm-1',
  point: 'Chest width',
  specValue: 50,
  tolerance: 1,
  unit: 'cm',
  values,
});

describe('countByClass', () => {
  it('adds up the counts of each class', () => {
    expect(
      countByClass([
        { defectClass: DefectClass.Minor, count: 2 },
        { defectClass: DefectClass.Major, count: 1 },
        { defectClass: DefectClass.Minor, count: 3 },
        { defectClass: DefectClass.Critical, count: 1 },
      ]),
    ).toEqual(counts(1, 1, 5));
    expect(countByClass([])).toEqual(counts(0, 0, 0));
  });
});

describe('classRejected (Ac/Re per class)', () => {
  it('accepts up to Ac and rejects from Re', () => {
    const major = LIMITS.major;
    expect(classRejected(0, major)).toBe(false);
    expect(classRejected(5, major)).toBe(false); // exactly Ac
    expect(classRejected(6, major)).toBe(true); // exactly Re
    expect(classRejected(40, major)).toBe(true);
  });

  it('a class without a limit (AQL N/A) never rejects', () => {
    expect(classRejected(0, null)).toBe(false);
    expect(classRejected(1000, null)).toBe(false);
  });
});

describe('computeProductResult', () => {
  it('passes at exactly Ac in every class', () => {
    expect(computeProductResult(LIMITS, counts(0, 5, 7))).toBe(ReportResult.Pass);
  });

  it.each([
    ['critical', counts(1, 0, 0)],
    ['major', counts(0, 6, 0)],
    ['minor', counts(0, 0, 8)],
  ])('fails when the %s class reaches exactly Re', (_name, found) => {
    expect(computeProductResult(LIMITS, found)).toBe(ReportResult.Fail);
  });

  it('ignores the defects of a class that is not inspected', () => {
    const noMinor: ClassLimits = { ...LIMITS, minor: null };
    expect(computeProductResult(noMinor, counts(0, 0, 500))).toBe(ReportResult.Pass);
    const nothing: ClassLimits = { critical: null, major: null, minor: null };
    expect(computeProductResult(nothing, counts(9, 9, 9))).toBe(ReportResult.Pass);
  });

  it('is Pending when a measurement is out of tolerance, and Fail still wins', () => {
    expect(computeProductResult(LIMITS, counts(0, 0, 0), [measurement([50, 51.5])])).toBe(
      ReportResult.Pending,
    );
    expect(computeProductResult(LIMITS, counts(0, 6, 0), [measurement([53])])).toBe(ReportResult.Fail);
    // The bounds themselves are within tolerance.
    expect(computeProductResult(LIMITS, counts(0, 0, 0), [measurement([49, 51])])).toBe(ReportResult.Pass);
  });
});

describe('measurementOutOfTolerance', () => {
  it('looks at every value against spec ± tolerance', () => {
    expect(measurementOutOfTolerance(measurement([]))).toBe(false);
    expect(measurementOutOfTolerance(measurement([49, 50, 51]))).toBe(false);
    expect(measurementOutOfTolerance(measurement([50, 48.9]))).toBe(true);
    expect(measurementOutOfTolerance(measurement([51.01]))).toBe(true);
  });
});

describe('computeReportResult', () => {
  const answer = (result: CheckResult | null) => ({ result });

  it('fails when any product fails, whatever the checks', () => {
    expect(
      computeReportResult([ReportResult.Pass, ReportResult.Fail, ReportResult.Pending], [answer(null)]),
    ).toBe(ReportResult.Fail);
  });

  it('is Pending when a product is pending', () => {
    expect(computeReportResult([ReportResult.Pass, ReportResult.Pending], [])).toBe(ReportResult.Pending);
  });

  it('is Pending when a checkpoint is answered Fail or Pending', () => {
    expect(computeReportResult([ReportResult.Pass], [answer(CheckResult.Fail)])).toBe(ReportResult.Pending);
    expect(computeReportResult([ReportResult.Pass], [answer(CheckResult.Pending)])).toBe(
      ReportResult.Pending,
    );
  });

  it('counts N/A, Pass and unanswered checks for nothing', () => {
    expect(
      computeReportResult(
        [ReportResult.Pass, ReportResult.Pass],
        [answer(CheckResult.NotApplicable), answer(CheckResult.Pass), answer(null)],
      ),
    ).toBe(ReportResult.Pass);
  });

  it('is Pending without products: nothing was inspected to pass', () => {
    expect(computeReportResult([], [answer(CheckResult.Pass)])).toBe(ReportResult.Pending);
  });
});

describe('missingMandatoryChecks', () => {
  it('lists the mandatory keys without an answer, in their order', () => {
    expect(
      missingMandatoryChecks(
        ['a', 'b', 'c'],
        [
          { key: 'a', result: CheckResult.Pass },
          { key: 'b', result: null },
          { key: 'x', result: CheckResult.Fail },
        ],
      ),
    ).toEqual(['b', 'c']);
    // N/A is an answer.
    expect(missingMandatoryChecks(['a'], [{ key: 'a', result: CheckResult.NotApplicable }])).toEqual([]);
  });
});

describe('specialSampleSize', () => {
  it.each(SPECIAL_SAMPLE_PIECES.map((pieces) => [pieces]))('%i pieces of a large lot', (pieces) => {
    expect(specialSampleSize('pieces', pieces, 1000)).toBe(pieces);
  });

  it('never more pieces than the lot', () => {
    expect(specialSampleSize('pieces', 5, 3)).toBe(3);
    expect(specialSampleSize('pieces', 1, 1)).toBe(1);
  });

  it.each([
    [10, 1000, 100],
    [20, 1000, 200],
    [30, 1000, 300],
    [50, 1000, 500],
    [100, 1000, 1000],
    // Rounded up: 10 % of 15 is 1.5 pieces -> 2; 30 % of 7 is 2.1 -> 3.
    [10, 15, 2],
    [30, 7, 3],
    [100, 7, 7],
    [10, 1, 1],
  ])('%i %% of %i pieces is %i', (percent, lot, expected) => {
    expect(SPECIAL_SAMPLE_PERCENTAGES).toContain(percent);
    expect(specialSampleSize('percent', percent, lot)).toBe(expected);
  });
});
