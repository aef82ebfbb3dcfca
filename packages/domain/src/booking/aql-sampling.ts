import { AqlLevel } from '../enums';
import {
  CODE_LETTERS,
  INSPECTION_LEVELS,
  SAMPLE_SIZES,
  TABLE_I,
  TABLE_II_A,
  type CodeLetter,
  type InspectionLevel,
  type PlanTable,
  type TableAql,
} from './aql-tables';

export type { CodeLetter, InspectionLevel } from './aql-tables';

/** The AQLs a booking may ask for; 0 is the industry's "no defect accepted", mostly for critical. */
export const AQL_VALUES = [0, 0.65, 1.0, 1.5, 2.5, 4.0, 6.5] as const;
export type AqlValue = (typeof AQL_VALUES)[number];

export function isAqlValue(x: unknown): x is AqlValue {
  return typeof x === 'number' && (AQL_VALUES as readonly number[]).includes(x);
}

export interface SamplingPlan {
  letter: CodeLetter;
  sampleSize: number;
  ac: number;
  re: number;
  /** The letter the lookup started from, when Table II-A sent it to another letter's plan. */
  arrowFrom?: CodeLetter;
}

export interface ClassPlan {
  aql: AqlValue;
  letter: CodeLetter | null;
  sampleSize: number;
  ac: number;
  re: number;
}

export interface SamplingResult {
  letter: CodeLetter | null;
  /** Units drawn for the inspection: the largest of the classes' samples, capped at the lot size. */
  sampleSize: number;
  /** The sample reached the lot size, so every unit of the lot is inspected. */
  fullInspection: boolean;
  classes: { critical: ClassPlan | null; major: ClassPlan | null; minor: ClassPlan | null };
}

export interface SamplingInput {
  lotSize: number;
  level: AqlLevel;
  customSampleSize?: number | null;
  critical: AqlValue | null;
  major: AqlValue | null;
  minor: AqlValue | null;
}

const CLASSES = ['critical', 'major', 'minor'] as const;
type ClassName = (typeof CLASSES)[number];

const LEVELS: Partial<Record<AqlLevel, InspectionLevel>> = {
  [AqlLevel.AQLI]: 'I',
  [AqlLevel.AQLII]: 'II',
  [AqlLevel.AQLIII]: 'III',
};

function checkLotSize(lotSize: number): void {
  if (!Number.isInteger(lotSize) || lotSize < 1) {
    throw new RangeError(`Lot size must be an integer of at least 1, got ${lotSize}`);
  }
}

/** Table I. A lot of 1 is below the table's first range (2-8) and takes that range's letter. */
export function codeLetter(lotSize: number, level: InspectionLevel): CodeLetter {
  checkLotSize(lotSize);
  if (!INSPECTION_LEVELS.includes(level)) throw new RangeError(`Unknown inspection level ${level}`);
  const row = TABLE_I.find((range) => lotSize <= range.max);
  if (!row) throw new Error('Table I must end with an open-ended range');
  return row.letters[level];
}

/**
 * Follows Table II-A's arrows from a cell to the plan they end on. The table is a parameter so the
 * loop guard can be tested: a corrupted table must fail loudly rather than hang.
 */
export function followArrows(
  table: PlanTable,
  start: CodeLetter,
  aql: TableAql,
): { letter: CodeLetter; ac: number; re: number } {
  const seen = new Set<CodeLetter>();
  let letter = start;
  for (;;) {
    const cell = table[letter][aql];
    if ('ac' in cell) return { letter, ac: cell.ac, re: cell.re };
    seen.add(letter);
    if (seen.has(cell.letter)) throw new Error(`Table II-A arrows loop from ${start} at AQL ${aql}`);
    letter = cell.letter;
  }
}

/** The plan for a code letter and AQL; an arrow's plan brings its own letter and sample size. */
export function samplingPlan(letter: CodeLetter, aql: AqlValue): SamplingPlan {
  if (!(CODE_LETTERS as readonly string[]).includes(letter)) throw new RangeError(`Unknown letter ${letter}`);
  if (!isAqlValue(aql)) throw new RangeError(`Unsupported AQL ${aql}`);
  // AQL 0 is no column of the standard: the practice is to accept no defect at all.
  if (aql === 0) return { letter, sampleSize: SAMPLE_SIZES[letter], ac: 0, re: 1 };
  const end = followArrows(TABLE_II_A, letter, aql);
  const plan: SamplingPlan = {
    letter: end.letter,
    sampleSize: SAMPLE_SIZES[end.letter],
    ac: end.ac,
    re: end.re,
  };
  if (end.letter !== letter) plan.arrowFrom = letter;
  return plan;
}

function checkAqls(input: SamplingInput): Record<ClassName, AqlValue | null> {
  const aqls = {} as Record<ClassName, AqlValue | null>;
  for (const name of CLASSES) {
    const aql = input[name] ?? null;
    if (aql !== null && !isAqlValue(aql)) throw new RangeError(`Unsupported ${name} AQL ${aql}`);
    aqls[name] = aql;
  }
  return aqls;
}

const mapClasses = (
  aqls: Record<ClassName, AqlValue | null>,
  plan: (aql: AqlValue) => ClassPlan,
): SamplingResult['classes'] => ({
  critical: aqls.critical === null ? null : plan(aqls.critical),
  major: aqls.major === null ? null : plan(aqls.major),
  minor: aqls.minor === null ? null : plan(aqls.minor),
});

/**
 * The inspection's sampling for a lot (levels I, II, III through Table I, or a typed sample size).
 *
 * - Classes with an AQL above 0 keep their own Table II-A plan, arrows included, so they may differ in
 *   sample size; the inspection draws the largest. With no such class, the code letter's sample is drawn.
 * - AQL 0 (any class, normally critical) is Ac 0 / Re 1 on the inspection's sample, with the letter of
 *   the plan that set it; it does not enlarge the sample itself.
 * - A sample at or above the lot size means 100 % inspection: the sample is the lot, and each class
 *   still keeps its plan's Ac/Re (the standard gives no other numbers), with fullInspection set.
 * - Custom (AqlLevel.Custom): there is no code letter. The inspection's sample is customSampleSize
 *   capped at the lot size, and every class is judged on that sample with the Ac/Re of the plan of the
 *   letter whose sample size is the largest not above it (A below 2). Ac/Re are the same at every
 *   inspection level; only the letter differs, and here the size picks it.
 *
 * Throws RangeError for a lot size that is not an integer of at least 1, an unknown level or AQL, or a
 * Custom level without a customSampleSize that is an integer of at least 1.
 */
export function computeSampling(input: SamplingInput): SamplingResult {
  const { lotSize, level } = input;
  checkLotSize(lotSize);
  const aqls = checkAqls(input);
  if (level === AqlLevel.Custom) return customSampling(lotSize, input.customSampleSize, aqls);
  const inspectionLevel = LEVELS[level];
  if (!inspectionLevel) throw new RangeError(`Unknown AQL level ${level}`);

  const letter = codeLetter(lotSize, inspectionLevel);
  const plans = CLASSES.flatMap((name) => {
    const aql = aqls[name];
    return aql !== null && aql > 0 ? [samplingPlan(letter, aql)] : [];
  });
  const largest = plans.reduce<SamplingPlan | null>(
    (best, plan) => (best && best.sampleSize >= plan.sampleSize ? best : plan),
    null,
  );
  const drawnLetter = largest?.letter ?? letter;
  const drawn = SAMPLE_SIZES[drawnLetter];
  const sampleSize = Math.min(drawn, lotSize);
  return {
    letter,
    sampleSize,
    fullInspection: drawn >= lotSize,
    classes: mapClasses(aqls, (aql) => {
      if (aql === 0) return { aql, letter: drawnLetter, sampleSize, ac: 0, re: 1 };
      const plan = samplingPlan(letter, aql);
      return {
        aql,
        letter: plan.letter,
        sampleSize: Math.min(plan.sampleSize, lotSize),
        ac: plan.ac,
        re: plan.re,
      };
    }),
  };
}

function customSampling(
  lotSize: number,
  customSampleSize: number | null | undefined,
  aqls: Record<ClassName, AqlValue | null>,
): SamplingResult {
  if (customSampleSize == null || !Number.isInteger(customSampleSize) || customSampleSize < 1) {
    throw new RangeError(`A custom level needs a sample size of at least 1, got ${customSampleSize}`);
  }
  const sampleSize = Math.min(customSampleSize, lotSize);
  // The size actually inspected picks the plan, so a typed size above the lot never borrows the
  // looser Ac of a larger sample.
  const planLetter = CODE_LETTERS.filter((letter) => SAMPLE_SIZES[letter] <= sampleSize).pop() ?? 'A';
  return {
    letter: null,
    sampleSize,
    fullInspection: customSampleSize >= lotSize,
    classes: mapClasses(aqls, (aql) => {
      const { ac, re } = samplingPlan(planLetter, aql);
      return { aql, letter: null, sampleSize, ac, re };
    }),
  };
}
