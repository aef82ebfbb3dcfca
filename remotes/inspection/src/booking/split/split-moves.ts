import type { BookingDetail, BookingLine, BookingSplitBody } from '@portal/domain';

/** The split form: per line of the booking (same order), the quantity moved to the new booking. */
export interface SplitValues {
  move: (number | null)[];
}

/** An empty input moves nothing. */
const moved = (value: number | null | undefined) => value ?? 0;

/** A line's move: a whole number from 0 to what the line books. */
export function moveProblem(value: number | null, line: BookingLine): string | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= 0 && value <= line.quantity ? null : 'moveRange';
}

/**
 * The server's rule (BOOKING_MESSAGES.splitNothing): at least one unit moves and at least one stays on
 * this booking, or there is nothing to split.
 */
export function splitNothing(lines: readonly BookingLine[], move: SplitValues['move']): boolean {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const moving = lines.reduce((sum, _line, index) => sum + moved(move[index]), 0);
  return moving < 1 || moving >= total;
}

/** The lines that move something, with the version read. */
export function splitBody(record: BookingDetail, move: SplitValues['move']): BookingSplitBody {
  return {
    version: record.version,
    lines: record.lines.flatMap((line, index) =>
      line.id !== null && moved(move[index]) > 0
        ? [{ bookingLineId: line.id, quantity: moved(move[index]) }]
        : [],
    ),
  };
}
