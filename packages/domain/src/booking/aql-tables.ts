/**
 * ISO 2859-1 (ANSI Z1.4) single sampling, normal inspection: Table I (code letters) and Table II-A
 * (Ac/Re) for the AQLs offered, encoded cell for cell from the published tables.
 */

/** The standard skips I and O so they are never misread as 1 and 0. */
export const CODE_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

export type InspectionLevel = 'S1' | 'S2' | 'S3' | 'S4' | 'I' | 'II' | 'III';
export const INSPECTION_LEVELS: readonly InspectionLevel[] = ['S1', 'S2', 'S3', 'S4', 'I', 'II', 'III'];

export const SAMPLE_SIZES: Readonly<Record<CodeLetter, number>> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

export interface LotSizeRange {
  min: number;
  /** Inclusive; Infinity for the open-ended last range. */
  max: number;
  letters: Readonly<Record<InspectionLevel, CodeLetter>>;
}

type Row = readonly [CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter];

const range = (min: number, max: number, [S1, S2, S3, S4, I, II, III]: Row): LotSizeRange => ({
  min,
  max,
  letters: { S1, S2, S3, S4, I, II, III },
});

/** Table I; each row lists the letters for S1, S2, S3, S4, I, II, III in that order. */
export const TABLE_I: readonly LotSizeRange[] = [
  range(2, 8, ['A', 'A', 'A', 'A', 'A', 'A', 'B']),
  range(9, 15, ['A', 'A', 'A', 'A', 'A', 'B', 'C']),
  range(16, 25, ['A', 'A', 'B', 'B', 'B', 'C', 'D']),
  range(26, 50, ['A', 'B', 'B', 'C', 'C', 'D', 'E']),
  range(51, 90, ['B', 'B', 'C', 'C', 'C', 'E', 'F']),
  range(91, 150, ['B', 'B', 'C', 'D', 'D', 'F', 'G']),
  range(151, 280, ['B', 'C', 'D', 'E', 'E', 'G', 'H']),
  range(281, 500, ['B', 'C', 'D', 'E', 'F', 'H', 'J']),
  range(501, 1200, ['C', 'C', 'E', 'F', 'G', 'J', 'K']),
  range(1201, 3200, ['C', 'D', 'E', 'G', 'H', 'K', 'L']),
  range(3201, 10000, ['C', 'D', 'F', 'G', 'J', 'L', 'M']),
  range(10001, 35000, ['C', 'D', 'F', 'H', 'K', 'M', 'N']),
  range(35001, 150000, ['D', 'E', 'G', 'J', 'L', 'N', 'P']),
  range(150001, 500000, ['D', 'E', 'G', 'J', 'M', 'P', 'Q']),
  range(500001, Infinity, ['D', 'E', 'H', 'K', 'N', 'Q', 'R']),
];

/** The AQL columns of Table II-A that are encoded (AQL 0 is not a column: see aql-sampling.ts). */
export const TABLE_AQLS = [0.65, 1, 1.5, 2.5, 4, 6.5] as const;
export type TableAql = (typeof TABLE_AQLS)[number];

export type PlanCell = { ac: number; re: number } | { arrow: 'dn' | 'up'; letter: CodeLetter };

const p = (ac: number, re: number): PlanCell => ({ ac, re });
/** The arrow's target is written out (the letter of the first plan below or above), as in the reference. */
const dn = (letter: CodeLetter): PlanCell => ({ arrow: 'dn', letter });
const up = (letter: CodeLetter): PlanCell => ({ arrow: 'up', letter });

export type PlanTable = Readonly<Record<CodeLetter, Readonly<Record<TableAql, PlanCell>>>>;

/** Table II-A, normal inspection. Row R follows the table's diagonal (21/22, then arrows up). */
export const TABLE_II_A: PlanTable = {
  A: { 0.65: dn('F'), 1: dn('E'), 1.5: dn('D'), 2.5: dn('C'), 4: dn('B'), 6.5: p(0, 1) },
  B: { 0.65: dn('F'), 1: dn('E'), 1.5: dn('D'), 2.5: dn('C'), 4: p(0, 1), 6.5: up('A') },
  C: { 0.65: dn('F'), 1: dn('E'), 1.5: dn('D'), 2.5: p(0, 1), 4: up('B'), 6.5: dn('D') },
  D: { 0.65: dn('F'), 1: dn('E'), 1.5: p(0, 1), 2.5: up('C'), 4: dn('E'), 6.5: p(1, 2) },
  E: { 0.65: dn('F'), 1: p(0, 1), 1.5: up('D'), 2.5: dn('F'), 4: p(1, 2), 6.5: p(2, 3) },
  F: { 0.65: p(0, 1), 1: up('E'), 1.5: dn('G'), 2.5: p(1, 2), 4: p(2, 3), 6.5: p(3, 4) },
  G: { 0.65: up('F'), 1: dn('H'), 1.5: p(1, 2), 2.5: p(2, 3), 4: p(3, 4), 6.5: p(5, 6) },
  H: { 0.65: dn('J'), 1: p(1, 2), 1.5: p(2, 3), 2.5: p(3, 4), 4: p(5, 6), 6.5: p(7, 8) },
  J: { 0.65: p(1, 2), 1: p(2, 3), 1.5: p(3, 4), 2.5: p(5, 6), 4: p(7, 8), 6.5: p(10, 11) },
  K: { 0.65: p(2, 3), 1: p(3, 4), 1.5: p(5, 6), 2.5: p(7, 8), 4: p(10, 11), 6.5: p(14, 15) },
  L: { 0.65: p(3, 4), 1: p(5, 6), 1.5: p(7, 8), 2.5: p(10, 11), 4: p(14, 15), 6.5: p(21, 22) },
  M: { 0.65: p(5, 6), 1: p(7, 8), 1.5: p(10, 11), 2.5: p(14, 15), 4: p(21, 22), 6.5: up('L') },
  N: { 0.65: p(7, 8), 1: p(10, 11), 1.5: p(14, 15), 2.5: p(21, 22), 4: up('M'), 6.5: up('L') },
  P: { 0.65: p(10, 11), 1: p(14, 15), 1.5: p(21, 22), 2.5: up('N'), 4: up('M'), 6.5: up('L') },
  Q: { 0.65: p(14, 15), 1: p(21, 22), 1.5: up('P'), 2.5: up('N'), 4: up('M'), 6.5: up('L') },
  R: { 0.65: p(21, 22), 1: up('Q'), 1.5: up('P'), 2.5: up('N'), 4: up('M'), 6.5: up('L') },
};
