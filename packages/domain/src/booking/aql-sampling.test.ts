import { AqlLevel } from '../enums';
import {
  AQL_VALUES,
  codeLetter,
  computeSampling,
  followArrows,
  isAqlValue,
  samplingPlan,
  type AqlValue,
  type CodeLetter,
  type InspectionLevel,
  type SamplingInput,
} from './aql-sampling';
import {
  CODE_LETTERS,
  INSPECTION_LEVELS,
  SAMPLE_SIZES,
  TABLE_AQLS,
  TABLE_I,
  TABLE_II_A,
  type PlanCell,
  type PlanTable,
} from './aql-tables';

// The reference's tables, copied verbatim, so the encoded constants are checked cell for cell against
// the text rather than against themselves.
const REFERENCE_TABLE_I = `
| 2-8 | A | A | A | A | A | A | B |
| 9-15 | A | A | A | A | A | B | C |
| 16-25 | A | A | B | B | B | C | D |
| 26-50 | A | B | B | C | C | D | E |
| 51-90 | B | B | C | C | C | E | F |
| 91-150 | B | B | C | D | D | F | G |
| 151-280 | B | C | D | E | E | G | H |
| 281-500 | B | C | D | E | F | H | J |
| 501-1200 | C | C | E | F | G | J | K |
| 1201-3200 | C | D | E | G | H | K | L |
| 3201-10000 | C | D | F | G | J | L | M |
| 10001-35000 | C | D | F | H | K | M | N |
| 35001-150000 | D | E | G | J | L | N | P |
| 150001-500000 | D | E | G | J | M | P | Q |
| 500001 and over | D | E | H | K | N | Q | R |`;

const REFERENCE_SAMPLE_SIZES = `A 2, B 3, C 5, D 8, E 13, F 20, G 32, H 50, J 80, K 125, L 200,
M 315, N 500, P 800, Q 1250, R 2000`;

const REFERENCE_TABLE_II_A = `
| A (2) | dn F | dn E | dn D | dn C | dn B | 0/1 |
| B (3) | dn F | dn E | dn D | dn C | 0/1 | up A |
| C (5) | dn F | dn E | dn D | 0/1 | up B | dn D |
| D (8) | dn F | dn E | 0/1 | up C | dn E | 1/2 |
| E (13) | dn F | 0/1 | up D | dn F | 1/2 | 2/3 |
| F (20) | 0/1 | up E | dn G | 1/2 | 2/3 | 3/4 |
| G (32) | up F | dn H | 1/2 | 2/3 | 3/4 | 5/6 |
| H (50) | dn J | 1/2 | 2/3 | 3/4 | 5/6 | 7/8 |
| J (80) | 1/2 | 2/3 | 3/4 | 5/6 | 7/8 | 10/11 |
| K (125) | 2/3 | 3/4 | 5/6 | 7/8 | 10/11 | 14/15 |
| L (200) | 3/4 | 5/6 | 7/8 | 10/11 | 14/15 | 21/22 |
| M (315) | 5/6 | 7/8 | 10/11 | 14/15 | 21/22 | up L |
| N (500) | 7/8 | 10/11 | 14/15 | 21/22 | up M | up L |
| P (800) | 10/11 | 14/15 | 21/22 | up N | up M | up L |
| Q (1250) | 14/15 | 21/22 | up P | up N | up M | up L |
| R (2000) | 21/22 | up Q | up P | up N | up M | up L |`;
const REFERENCE_AQL_COLUMNS = [0.65, 1.0, 1.5, 2.5, 4.0, 6.5];

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
const lines = (table: string) => table.trim().split('\n');

const referenceTableI = lines(REFERENCE_TABLE_I).map((line) => {
  const [lots = '', ...letters] = cells(line);
  const [min, max] = lots.endsWith('and over') ? [parseInt(lots, 10), Infinity] : lots.split('-').map(Number);
  return { min: min as number, max: max as number, letters: letters as CodeLetter[] };
});

const parseCell = (text: string): PlanCell => {
  const [a = '', b = ''] = text.split(/[ /]/);
  return a === 'dn' || a === 'up' ? { arrow: a, letter: b as CodeLetter } : { ac: Number(a), re: Number(b) };
};
const referenceTableIIA = lines(REFERENCE_TABLE_II_A).map((line) => {
  const [head = '', ...row] = cells(line);
  const [, letter = '', n = ''] = /^(\w) \((\d+)\)$/.exec(head) ?? [];
  return { letter: letter as CodeLetter, n: Number(n), row: row.map(parseCell) };
});

const input = (overrides: Partial<SamplingInput>): SamplingInput => ({
  lotSize: 1000,
  level: AqlLevel.AQLII,
  customSampleSize: null,
  critical: null,
  major: null,
  minor: null,
  ...overrides,
});

describe('the encoded tables match the reference', () => {
  it('lists the sixteen code letters without I and O, in order', () => {
    expect(CODE_LETTERS.join('')).toBe('ABCDEFGHJKLMNPQR');
  });

  it('has the sample size of every letter', () => {
    const expected = Object.fromEntries(
      REFERENCE_SAMPLE_SIZES.split(/,\s*/).map((pair) => {
        const [letter, n] = pair.trim().split(' ');
        return [letter, Number(n)];
      }),
    );
    expect(SAMPLE_SIZES).toEqual(expected);
    for (const { letter, n } of referenceTableIIA) expect(SAMPLE_SIZES[letter]).toBe(n);
  });

  it('has every Table I row: its lot sizes and its letter for S1..S4, I, II, III', () => {
    expect(INSPECTION_LEVELS).toEqual(['S1', 'S2', 'S3', 'S4', 'I', 'II', 'III']);
    expect(
      TABLE_I.map((range) => ({ ...range, letters: INSPECTION_LEVELS.map((l) => range.letters[l]) })),
    ).toEqual(referenceTableI);
  });

  it('leaves no gap between consecutive lot size ranges', () => {
    TABLE_I.slice(1).forEach((range, i) => expect(range.min).toBe((TABLE_I[i] as { max: number }).max + 1));
  });

  it('has every Table II-A cell for the six AQL columns', () => {
    expect([...TABLE_AQLS]).toEqual(REFERENCE_AQL_COLUMNS);
    expect(referenceTableIIA.map(({ letter }) => letter)).toEqual([...CODE_LETTERS]);
    for (const { letter, row } of referenceTableIIA) {
      expect(TABLE_AQLS.map((aql) => TABLE_II_A[letter][aql])).toEqual(row);
    }
  });

  it('offers the table columns plus 0 as AQL values', () => {
    expect([...AQL_VALUES]).toEqual([0, ...TABLE_AQLS]);
  });
});

describe('the reference test vectors', () => {
  it('lot 1,000, level II -> J, n 80; AQL 1.0 -> 2/3', () => {
    expect(codeLetter(1000, 'II')).toBe('J');
    expect(samplingPlan('J', 1.0)).toEqual({ letter: 'J', sampleSize: 80, ac: 2, re: 3 });
    expect(computeSampling(input({ lotSize: 1000, major: 1.0 }))).toEqual({
      letter: 'J',
      sampleSize: 80,
      fullInspection: false,
      classes: { critical: null, major: { aql: 1, letter: 'J', sampleSize: 80, ac: 2, re: 3 }, minor: null },
    });
  });

  it('lot 3,000, level II -> K, n 125; major 2.5 -> 7/8; minor 4.0 -> 10/11; critical 0 -> 0/1', () => {
    expect(computeSampling(input({ lotSize: 3000, critical: 0, major: 2.5, minor: 4.0 }))).toEqual({
      letter: 'K',
      sampleSize: 125,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: 'K', sampleSize: 125, ac: 0, re: 1 },
        major: { aql: 2.5, letter: 'K', sampleSize: 125, ac: 7, re: 8 },
        minor: { aql: 4, letter: 'K', sampleSize: 125, ac: 10, re: 11 },
      },
    });
  });

  it('lot 5,000, level II -> L, n 200; 2.5 -> Ac 10; 4.0 -> Ac 14', () => {
    const result = computeSampling(input({ lotSize: 5000, major: 2.5, minor: 4.0 }));
    expect(result).toMatchObject({ letter: 'L', sampleSize: 200, fullInspection: false });
    expect(result.classes.major).toEqual({ aql: 2.5, letter: 'L', sampleSize: 200, ac: 10, re: 11 });
    expect(result.classes.minor).toEqual({ aql: 4, letter: 'L', sampleSize: 200, ac: 14, re: 15 });
  });

  it('lot 50,000, level II -> N; 2.5 -> n 500, 21/22; 4.0 -> up M -> n 315, 21/22', () => {
    expect(samplingPlan('N', 2.5)).toEqual({ letter: 'N', sampleSize: 500, ac: 21, re: 22 });
    expect(samplingPlan('N', 4.0)).toEqual({ letter: 'M', sampleSize: 315, ac: 21, re: 22, arrowFrom: 'N' });
    const result = computeSampling(input({ lotSize: 50000, major: 2.5, minor: 4.0 }));
    expect(result).toMatchObject({ letter: 'N', sampleSize: 500, fullInspection: false });
    expect(result.classes.major).toEqual({ aql: 2.5, letter: 'N', sampleSize: 500, ac: 21, re: 22 });
    expect(result.classes.minor).toEqual({ aql: 4, letter: 'M', sampleSize: 315, ac: 21, re: 22 });
  });

  it('lot 5, level II -> A; 2.5 -> dn C, n 5 >= lot -> 100 % inspection', () => {
    expect(codeLetter(5, 'II')).toBe('A');
    expect(samplingPlan('A', 2.5)).toEqual({ letter: 'C', sampleSize: 5, ac: 0, re: 1, arrowFrom: 'A' });
    expect(computeSampling(input({ lotSize: 5, major: 2.5 }))).toEqual({
      letter: 'A',
      sampleSize: 5,
      fullInspection: true,
      classes: { critical: null, major: { aql: 2.5, letter: 'C', sampleSize: 5, ac: 0, re: 1 }, minor: null },
    });
  });
});

describe('samplingPlan over every Table II-A cell', () => {
  const everyCell = CODE_LETTERS.flatMap((letter) => TABLE_AQLS.map((aql) => [letter, aql] as const));

  it.each(everyCell)('%s at AQL %p resolves to a plan of the letter it ends on', (letter, aql) => {
    const cell = TABLE_II_A[letter][aql];
    const plan = samplingPlan(letter, aql);
    expect(plan.sampleSize).toBe(SAMPLE_SIZES[plan.letter]);
    expect(Number.isInteger(plan.ac) && plan.ac >= 0).toBe(true);
    expect(plan.re).toBe(plan.ac + 1);
    expect(TABLE_II_A[plan.letter][aql]).toEqual({ ac: plan.ac, re: plan.re });
    if ('arrow' in cell) {
      expect(plan.letter).toBe(cell.letter);
      expect(plan.arrowFrom).toBe(letter);
      // Down means a larger sample, up a smaller one.
      const larger = SAMPLE_SIZES[cell.letter] > SAMPLE_SIZES[letter];
      expect(larger).toBe(cell.arrow === 'dn');
    } else {
      expect(plan).toEqual({ letter, sampleSize: SAMPLE_SIZES[letter], ac: cell.ac, re: cell.re });
    }
  });

  it.each([...CODE_LETTERS])('%s at AQL 0 accepts no defect on the letter sample', (letter) => {
    expect(samplingPlan(letter, 0)).toEqual({ letter, sampleSize: SAMPLE_SIZES[letter], ac: 0, re: 1 });
  });
});

describe('samplingPlan: arrows checked by hand against the reference', () => {
  it.each<[CodeLetter, AqlValue, CodeLetter, number, number, number]>([
    ['A', 0.65, 'F', 20, 0, 1],
    ['A', 1.0, 'E', 13, 0, 1],
    ['A', 4.0, 'B', 3, 0, 1],
    ['B', 6.5, 'A', 2, 0, 1],
    ['C', 4.0, 'B', 3, 0, 1],
    ['C', 6.5, 'D', 8, 1, 2],
    ['D', 2.5, 'C', 5, 0, 1],
    ['D', 4.0, 'E', 13, 1, 2],
    ['E', 1.5, 'D', 8, 0, 1],
    ['E', 2.5, 'F', 20, 1, 2],
    ['F', 1.0, 'E', 13, 0, 1],
    ['F', 1.5, 'G', 32, 1, 2],
    ['G', 0.65, 'F', 20, 0, 1],
    ['G', 1.0, 'H', 50, 1, 2],
    ['H', 0.65, 'J', 80, 1, 2],
    ['M', 6.5, 'L', 200, 21, 22],
    ['N', 6.5, 'L', 200, 21, 22],
    ['P', 2.5, 'N', 500, 21, 22],
    ['Q', 1.5, 'P', 800, 21, 22],
    ['R', 1.0, 'Q', 1250, 21, 22],
    ['R', 6.5, 'L', 200, 21, 22],
  ])('%s at AQL %p -> %s, n %p, %p/%p', (from, aql, letter, sampleSize, ac, re) => {
    expect(samplingPlan(from, aql)).toEqual({ letter, sampleSize, ac, re, arrowFrom: from });
  });

  it.each<[CodeLetter, AqlValue, number, number, number]>([
    ['A', 6.5, 2, 0, 1],
    ['B', 4.0, 3, 0, 1],
    ['F', 0.65, 20, 0, 1],
    ['R', 0.65, 2000, 21, 22],
  ])('%s at AQL %p is a plan of its own: n %p, %p/%p', (letter, aql, sampleSize, ac, re) => {
    expect(samplingPlan(letter, aql)).toEqual({ letter, sampleSize, ac, re });
  });
});

describe('followArrows', () => {
  const withCells = (changes: Partial<Record<CodeLetter, Partial<Record<0.65, PlanCell>>>>): PlanTable => {
    const table = { ...TABLE_II_A } as Record<CodeLetter, PlanTable[CodeLetter]>;
    for (const [letter, row] of Object.entries(changes)) {
      table[letter as CodeLetter] = { ...TABLE_II_A[letter as CodeLetter], ...row };
    }
    return table;
  };

  it('follows more than one arrow', () => {
    const table = withCells({
      A: { 0.65: { arrow: 'dn', letter: 'B' } },
      B: { 0.65: { arrow: 'dn', letter: 'F' } },
    });
    expect(followArrows(table, 'A', 0.65)).toEqual({ letter: 'F', ac: 0, re: 1 });
  });

  it('fails on arrows that loop instead of hanging', () => {
    const loop = withCells({
      A: { 0.65: { arrow: 'dn', letter: 'B' } },
      B: { 0.65: { arrow: 'up', letter: 'A' } },
    });
    expect(() => followArrows(loop, 'A', 0.65)).toThrow(/loop/);
    const self = withCells({ C: { 0.65: { arrow: 'dn', letter: 'C' } } });
    expect(() => followArrows(self, 'C', 0.65)).toThrow(/loop/);
  });
});

describe('codeLetter: the first and last lot size of every Table I range, at every level', () => {
  const boundaries = TABLE_I.flatMap((range, row) =>
    [range.min, Number.isFinite(range.max) ? range.max : 10_000_000].flatMap((lotSize) =>
      INSPECTION_LEVELS.map((level, column) => {
        const expected = referenceTableI[row]?.letters[column];
        return [lotSize, level, expected] as [number, InspectionLevel, CodeLetter];
      }),
    ),
  );

  it('covers 15 ranges x 2 ends x 7 levels', () => {
    expect(boundaries).toHaveLength(210);
  });

  it.each(boundaries)('lot %p at level %s -> %s', (lotSize, level, expected) => {
    expect(codeLetter(lotSize, level)).toBe(expected);
  });

  it.each<[number, CodeLetter, CodeLetter, CodeLetter]>([
    [1, 'A', 'A', 'B'],
    [2, 'A', 'A', 'B'],
    [500000, 'M', 'P', 'Q'],
    [500001, 'N', 'Q', 'R'],
  ])('lot %p -> I %s, II %s, III %s', (lotSize, i, ii, iii) => {
    expect([codeLetter(lotSize, 'I'), codeLetter(lotSize, 'II'), codeLetter(lotSize, 'III')]).toEqual([
      i,
      ii,
      iii,
    ]);
  });

  it('treats a lot of 1 as the 2-8 range at every level', () => {
    for (const level of INSPECTION_LEVELS) expect(codeLetter(1, level)).toBe(codeLetter(2, level));
  });
});

describe('level I against level II', () => {
  it('gives a smaller letter and sample for the same lot', () => {
    expect(computeSampling(input({ lotSize: 1000, level: AqlLevel.AQLI, major: 2.5 }))).toMatchObject({
      letter: 'G',
      sampleSize: 32,
      classes: { major: { letter: 'G', sampleSize: 32, ac: 2, re: 3 } },
    });
    expect(computeSampling(input({ lotSize: 1000, level: AqlLevel.AQLII, major: 2.5 }))).toMatchObject({
      letter: 'J',
      sampleSize: 80,
      classes: { major: { letter: 'J', sampleSize: 80, ac: 5, re: 6 } },
    });
    expect(computeSampling(input({ lotSize: 1000, level: AqlLevel.AQLIII, major: 2.5 }))).toMatchObject({
      letter: 'K',
      sampleSize: 125,
      classes: { major: { letter: 'K', sampleSize: 125, ac: 7, re: 8 } },
    });
  });

  it('is not a fixed offset from level II', () => {
    const offsets = new Set(
      TABLE_I.map((range) => CODE_LETTERS.indexOf(range.letters.II) - CODE_LETTERS.indexOf(range.letters.I)),
    );
    expect([...offsets].sort()).toEqual([0, 1, 2]);
    expect([codeLetter(8, 'I'), codeLetter(8, 'II')]).toEqual(['A', 'A']);
    expect([codeLetter(9, 'I'), codeLetter(9, 'II')]).toEqual(['A', 'B']);
    expect([codeLetter(281, 'I'), codeLetter(281, 'II')]).toEqual(['F', 'H']);
  });
});

describe('computeSampling: 100 % inspection', () => {
  it('inspects the whole lot of 2, where every sample is at least 2', () => {
    expect(computeSampling(input({ lotSize: 2, critical: 0, major: 6.5 }))).toEqual({
      letter: 'A',
      sampleSize: 2,
      fullInspection: true,
      classes: {
        critical: { aql: 0, letter: 'A', sampleSize: 2, ac: 0, re: 1 },
        major: { aql: 6.5, letter: 'A', sampleSize: 2, ac: 0, re: 1 },
        minor: null,
      },
    });
  });

  it('caps the sample of a lot of 1 at 1', () => {
    expect(computeSampling(input({ lotSize: 1, critical: 0, major: 2.5 }))).toEqual({
      letter: 'A',
      sampleSize: 1,
      fullInspection: true,
      classes: {
        critical: { aql: 0, letter: 'C', sampleSize: 1, ac: 0, re: 1 },
        major: { aql: 2.5, letter: 'C', sampleSize: 1, ac: 0, re: 1 },
        minor: null,
      },
    });
  });

  it('keeps the plan Ac/Re when an arrow asks for more than the lot', () => {
    // Lot 9, level II: B; 0.65 sends to F (n 20, 0/1) and 6.5 sends up to A (n 2, 0/1).
    expect(computeSampling(input({ lotSize: 9, major: 0.65, minor: 6.5 }))).toEqual({
      letter: 'B',
      sampleSize: 9,
      fullInspection: true,
      classes: {
        critical: null,
        major: { aql: 0.65, letter: 'F', sampleSize: 9, ac: 0, re: 1 },
        minor: { aql: 6.5, letter: 'A', sampleSize: 2, ac: 0, re: 1 },
      },
    });
  });

  it('on a small level III lot, is full only when a class plan reaches the lot', () => {
    // Lots 2-8 at level III: B (n 3); 6.5 goes up to A (n 2), 2.5 down to C (n 5), 0.65 down to F (n 20).
    expect(computeSampling(input({ lotSize: 6, level: AqlLevel.AQLIII, minor: 6.5 }))).toMatchObject({
      letter: 'B',
      sampleSize: 2,
      fullInspection: false,
    });
    expect(computeSampling(input({ lotSize: 7, level: AqlLevel.AQLIII, major: 2.5 }))).toMatchObject({
      letter: 'B',
      sampleSize: 5,
      fullInspection: false,
    });
    expect(computeSampling(input({ lotSize: 8, level: AqlLevel.AQLIII, major: 6.5, minor: 0.65 }))).toEqual({
      letter: 'B',
      sampleSize: 8,
      fullInspection: true,
      classes: {
        critical: null,
        major: { aql: 6.5, letter: 'A', sampleSize: 2, ac: 0, re: 1 },
        minor: { aql: 0.65, letter: 'F', sampleSize: 8, ac: 0, re: 1 },
      },
    });
  });

  it('is not full when the sample stays below the lot', () => {
    expect(computeSampling(input({ lotSize: 6, major: 6.5 }))).toMatchObject({
      sampleSize: 2,
      fullInspection: false,
    });
    expect(computeSampling(input({ lotSize: 14, major: 4.0 }))).toMatchObject({
      letter: 'B',
      sampleSize: 3,
      fullInspection: false,
    });
  });

  it('counts a level III sample of 3 on a lot of 3 as full', () => {
    expect(computeSampling(input({ lotSize: 3, level: AqlLevel.AQLIII }))).toMatchObject({
      letter: 'B',
      sampleSize: 3,
      fullInspection: true,
    });
  });
});

describe('computeSampling: classes with different sample sizes', () => {
  it('draws the largest sample and lets critical AQL 0 use it', () => {
    expect(computeSampling(input({ lotSize: 50000, critical: 0, major: 2.5, minor: 4.0 }))).toEqual({
      letter: 'N',
      sampleSize: 500,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: 'N', sampleSize: 500, ac: 0, re: 1 },
        major: { aql: 2.5, letter: 'N', sampleSize: 500, ac: 21, re: 22 },
        minor: { aql: 4, letter: 'M', sampleSize: 315, ac: 21, re: 22 },
      },
    });
  });

  it('takes the largest even when it comes from a downward arrow', () => {
    // Lot 100, level II: F; 1.0 goes up to E (n 13), 1.5 down to G (n 32).
    expect(computeSampling(input({ lotSize: 100, critical: 0, major: 1.0, minor: 1.5 }))).toEqual({
      letter: 'F',
      sampleSize: 32,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: 'G', sampleSize: 32, ac: 0, re: 1 },
        major: { aql: 1, letter: 'E', sampleSize: 13, ac: 0, re: 1 },
        minor: { aql: 1.5, letter: 'G', sampleSize: 32, ac: 1, re: 2 },
      },
    });
  });

  it('mixes a letter plan and arrows on a small lot', () => {
    // Lot 10, level II: B; 2.5 goes down to C (n 5), 4.0 is B's own 0/1 on 3.
    expect(computeSampling(input({ lotSize: 10, critical: 0, major: 2.5, minor: 4.0 }))).toEqual({
      letter: 'B',
      sampleSize: 5,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: 'C', sampleSize: 5, ac: 0, re: 1 },
        major: { aql: 2.5, letter: 'C', sampleSize: 5, ac: 0, re: 1 },
        minor: { aql: 4, letter: 'B', sampleSize: 3, ac: 0, re: 1 },
      },
    });
  });

  it('does not enlarge the sample for critical AQL 0 when every class went up an arrow', () => {
    expect(computeSampling(input({ lotSize: 50000, critical: 0, minor: 4.0 }))).toEqual({
      letter: 'N',
      sampleSize: 315,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: 'M', sampleSize: 315, ac: 0, re: 1 },
        major: null,
        minor: { aql: 4, letter: 'M', sampleSize: 315, ac: 21, re: 22 },
      },
    });
  });

  it('uses the code letter sample when critical AQL 0 is the only class', () => {
    expect(computeSampling(input({ lotSize: 1000, critical: 0 }))).toEqual({
      letter: 'J',
      sampleSize: 80,
      fullInspection: false,
      classes: { critical: { aql: 0, letter: 'J', sampleSize: 80, ac: 0, re: 1 }, major: null, minor: null },
    });
  });

  it('still reports the code letter sample when no class is inspected', () => {
    expect(computeSampling(input({ lotSize: 1000 }))).toEqual({
      letter: 'J',
      sampleSize: 80,
      fullInspection: false,
      classes: { critical: null, major: null, minor: null },
    });
  });

  it('treats AQL 0 on major or minor like critical AQL 0', () => {
    expect(computeSampling(input({ lotSize: 3000, critical: 0.65, major: 0, minor: 0 }))).toEqual({
      letter: 'K',
      sampleSize: 125,
      fullInspection: false,
      classes: {
        critical: { aql: 0.65, letter: 'K', sampleSize: 125, ac: 2, re: 3 },
        major: { aql: 0, letter: 'K', sampleSize: 125, ac: 0, re: 1 },
        minor: { aql: 0, letter: 'K', sampleSize: 125, ac: 0, re: 1 },
      },
    });
  });

  it('ignores customSampleSize outside the custom level', () => {
    expect(computeSampling(input({ lotSize: 1000, customSampleSize: 7, major: 1.0 }))).toMatchObject({
      letter: 'J',
      sampleSize: 80,
    });
  });
});

describe('computeSampling: custom level', () => {
  const custom = (lotSize: number, customSampleSize: number | null, aqls: Partial<SamplingInput> = {}) =>
    computeSampling(input({ lotSize, level: AqlLevel.Custom, customSampleSize, ...aqls }));

  it('inspects the typed sample with the Ac/Re of the largest letter sample not above it', () => {
    // 100 -> J (80): 2.5 is 5/6, 4.0 is 7/8.
    expect(custom(1000, 100, { critical: 0, major: 2.5, minor: 4.0 })).toEqual({
      letter: null,
      sampleSize: 100,
      fullInspection: false,
      classes: {
        critical: { aql: 0, letter: null, sampleSize: 100, ac: 0, re: 1 },
        major: { aql: 2.5, letter: null, sampleSize: 100, ac: 5, re: 6 },
        minor: { aql: 4, letter: null, sampleSize: 100, ac: 7, re: 8 },
      },
    });
  });

  it('uses the letter whose sample is exactly the typed size', () => {
    expect(custom(1000, 125, { major: 2.5 }).classes.major).toEqual({
      aql: 2.5,
      letter: null,
      sampleSize: 125,
      ac: 7,
      re: 8,
    });
    expect(custom(1000, 124, { major: 2.5 }).classes.major).toMatchObject({ sampleSize: 124, ac: 5, re: 6 });
  });

  it('takes the Ac/Re of an arrow but keeps the typed sample', () => {
    // 400 -> M (315); 6.5 goes up to L: 21/22.
    expect(custom(5000, 400, { minor: 6.5 }).classes.minor).toEqual({
      aql: 6.5,
      letter: null,
      sampleSize: 400,
      ac: 21,
      re: 22,
    });
  });

  it('uses A below the smallest letter sample and R above the largest', () => {
    expect(custom(1000, 1, { major: 2.5 })).toMatchObject({
      sampleSize: 1,
      classes: { major: { sampleSize: 1, ac: 0, re: 1 } },
    });
    expect(custom(100000, 4000, { major: 0.65, minor: 1.0 })).toMatchObject({
      sampleSize: 4000,
      fullInspection: false,
      classes: { major: { ac: 21, re: 22 }, minor: { ac: 21, re: 22 } },
    });
  });

  it('caps the typed size at the lot and picks the plan from the size inspected', () => {
    // 50 on a lot of 30: 30 inspected -> F (20): 2.5 is 1/2, not H's 3/4.
    expect(custom(30, 50, { major: 2.5 })).toEqual({
      letter: null,
      sampleSize: 30,
      fullInspection: true,
      classes: {
        critical: null,
        major: { aql: 2.5, letter: null, sampleSize: 30, ac: 1, re: 2 },
        minor: null,
      },
    });
    expect(custom(80, 80, { major: 2.5 })).toMatchObject({
      sampleSize: 80,
      fullInspection: true,
      classes: { major: { ac: 5, re: 6 } },
    });
  });

  it.each([null, undefined, 0, -3, 2.5, NaN, Infinity])('rejects a custom sample size of %p', (size) => {
    expect(() => custom(1000, size as number | null, { major: 2.5 })).toThrow(RangeError);
  });
});

describe('invalid input', () => {
  it.each([0, -1, 2.5, NaN, Infinity, -Infinity])('rejects a lot size of %p', (lotSize) => {
    expect(() => codeLetter(lotSize, 'II')).toThrow(RangeError);
    expect(() => computeSampling(input({ lotSize, major: 2.5 }))).toThrow(RangeError);
  });

  it('rejects an unknown inspection level', () => {
    expect(() => codeLetter(100, 'IV' as InspectionLevel)).toThrow(RangeError);
    expect(() => computeSampling(input({ level: 4 as AqlLevel }))).toThrow(RangeError);
  });

  it.each(['I', 'O', 'S', 'a', ''])('rejects the letter %p', (letter) => {
    expect(() => samplingPlan(letter as CodeLetter, 1.0)).toThrow(RangeError);
  });

  it.each([0.4, 10, -1, 3, NaN])('rejects the AQL %p', (aql) => {
    expect(() => samplingPlan('J', aql as AqlValue)).toThrow(RangeError);
    expect(() => computeSampling(input({ minor: aql as AqlValue }))).toThrow(RangeError);
  });

  it('rejects an AQL that is not a number', () => {
    expect(() => computeSampling(input({ critical: '0' as unknown as AqlValue }))).toThrow(RangeError);
  });
});

describe('isAqlValue', () => {
  it.each([...AQL_VALUES, 1.0, 4.0])('accepts %p', (value) => {
    expect(isAqlValue(value)).toBe(true);
  });

  it.each([0.4, 0.065, 10, -1, NaN, '1', '0', null, undefined, {}])('rejects %p', (value) => {
    expect(isAqlValue(value)).toBe(false);
  });
});
