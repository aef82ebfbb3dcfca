import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rowWindow } from './row-window';

export type TableSortDirection = 'asc' | 'desc';

export interface TableSort {
  field: string;
  direction: TableSortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  /** Translated header text (also the sort button's name). */
  header: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: TableSort | null;
  onSort?: (field: string) => void;
  /** Index of the first row in the whole result, for aria-rowindex across pages. */
  offset?: number;
  /** Fixed row height in pixels: windowing needs every row the same height. */
  rowHeight?: number;
  /** Height of the scrolling body; longer pages scroll inside it. */
  maxHeight?: number;
  /** Pages with at least this many rows draw only the rows in view. */
  virtualizeFrom?: number;
  /** Classes of one row on top of the striping (a row to point out, e.g. the one a task opened). */
  rowClassName?: (row: Row) => string | undefined;
}

/** Pixels; see the table's minWidth. */
const MIN_COLUMN_WIDTH = 96;
const HEADER_HEIGHT = 41;

function ariaSort(column: string, sort: TableSort | null | undefined) {
  if (!sort || sort.field !== column) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

function SortMark({ state }: { state: 'none' | 'ascending' | 'descending' }) {
  const mark = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <span aria-hidden className={state === 'none' ? 'text-slate-300' : 'text-sky-700'}>
      {mark}
    </span>
  );
}

/** The table of every summary screen: sortable headers (aria-sort) and windowed rows for long pages. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  offset = 0,
  rowHeight = 40,
  maxHeight = 560,
  virtualizeFrom = 50,
  rowClassName,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(maxHeight);
  const virtual = rows.length >= virtualizeFrom;

  useLayoutEffect(() => {
    const element = scroller.current;
    // jsdom and a hidden container measure 0: fall back to the height the body may take.
    if (element) setViewport((element.clientHeight || maxHeight) - HEADER_HEIGHT);
  }, [maxHeight, rows.length]);

  // A new page starts at its top.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [rows]);

  const win = virtual
    ? rowWindow(rows.length, rowHeight, scrollTop, viewport)
    : { start: 0, end: rows.length, before: 0, after: 0 };
  const shown = rows.slice(win.start, win.end);

  return (
    <div
      ref={scroller}
      className="overflow-auto rounded-md border border-slate-200 bg-white"
      style={{ maxHeight }}
      onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
      data-testid="data-table-scroller"
    >
      <table
        className="w-full table-fixed border-collapse text-left text-sm"
        // Fixed layout shares the width equally: on a phone, columns keep a readable width and the
        // table scrolls sideways instead of crushing every cell to a letter.
        style={{ minWidth: columns.length * MIN_COLUMN_WIDTH }}
        aria-rowcount={offset + rows.length + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-700">
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {columns.map((column) => {
              const state = ariaSort(column.key, sort);
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? state : undefined}
                  className={`border-b border-slate-200 px-3 font-semibold ${column.className ?? ''}`}
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                      onClick={() => onSort(column.key)}
                      title={intl.formatMessage({ id: 'kit.table.sortBy' }, { column: column.header })}
                    >
                      {column.header}
                      <SortMark state={state} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {win.before > 0 ? (
            <tr aria-hidden style={{ height: win.before }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
          {shown.map((row, index) => (
            <tr
              key={rowKey(row)}
              aria-rowindex={offset + win.start + index + 2}
              className={`border-b border-slate-100 odd:bg-white even:bg-slate-50 hover:bg-sky-50 ${rowClassName?.(row) ?? ''}`}
              style={{ height: rowHeight }}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`truncate px-3 whitespace-nowrap text-slate-800 ${column.className ?? ''}`}
                >
                  {column.render
                    ? column.render(row)
                    : String((row as Record<string, unknown>)[column.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
          {win.after > 0 ? (
            <tr aria-hidden style={{ height: win.after }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
