/** Rows drawn above and below the visible ones, so a fast scroll does not show blank rows. */
export const ROW_WINDOW_OVERSCAN = 6;

export interface RowWindow {
  /** First row drawn (inclusive). */
  start: number;
  /** Row after the last one drawn (exclusive). */
  end: number;
  /** Height of the empty space standing in for the rows above `start`. */
  before: number;
  /** Height of the empty space standing in for the rows from `end` on. */
  after: number;
}

/**
 * Which rows of a fixed-row-height list are in view. Every row has the same height, so the window is plain
 * arithmetic and needs no measuring (long pages of 100 or 200 rows draw only a screenful).
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = ROW_WINDOW_OVERSCAN,
): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + shown + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
