import { parseIsoDate } from '@portal/domain';

/**
 * How the stored rows of a holiday become its occurrences, one rule for the leave-day count and the
 * holiday summary: a holiday's row of a year gives that year's dates unless it is marked removed; a
 * recurring holiday without a row for a year later than its first repeats its first row's dates there
 * (29 February becomes the 28th in common years). The first row may itself be removed: its dates still
 * drive the later years.
 */

export interface StoredOccurrence {
  year: number;
  startDate: string;
  endDate: string;
  removed: boolean;
}

export interface Occurrence {
  year: number;
  startDate: string;
  endDate: string;
  /** Repeated from the first year (no row of its own). */
  projected: boolean;
}

/** The same calendar date in another year; 29 February becomes the 28th in common years. */
export function inYear(isoDate: string, year: number): string {
  const [, month, day] = isoDate.split('-');
  const candidate = `${year}-${month}-${day}`;
  return parseIsoDate(candidate) != null ? candidate : `${year}-${month}-28`;
}

/** The first stored row (lowest year), removed or not. */
export function firstOccurrence<Row extends StoredOccurrence>(rows: readonly Row[]): Row | undefined {
  let first: Row | undefined;
  for (const row of rows) if (!first || row.year < first.year) first = row;
  return first;
}

/** The holiday's occurrence in one year, or null when it has none there. */
export function occurrenceIn(
  recurring: boolean,
  rows: readonly StoredOccurrence[],
  year: number,
): Occurrence | null {
  const own = rows.find((row) => row.year === year);
  if (own)
    return own.removed ? null : { year, startDate: own.startDate, endDate: own.endDate, projected: false };
  const first = firstOccurrence(rows);
  if (!recurring || !first || year <= first.year) return null;
  return {
    year,
    startDate: inYear(first.startDate, year),
    endDate: inYear(first.endDate, year),
    projected: true,
  };
}

/** The holiday's occurrences in the given years, in the order of the years. */
export function occurrencesIn(
  recurring: boolean,
  rows: readonly StoredOccurrence[],
  years: readonly number[],
): Occurrence[] {
  return years
    .map((year) => occurrenceIn(recurring, rows, year))
    .filter((item): item is Occurrence => item !== null);
}
