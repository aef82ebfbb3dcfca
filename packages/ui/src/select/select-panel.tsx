import { useEffect, useRef, useState, type ReactNode } from 'react';
import { computeWindow, scrollToRow, SELECT_PANEL_MAX_HEIGHT, SELECT_ROW_HEIGHT } from './select-logic';
import type { PanelState } from './select-types';

export interface PanelRow {
  key: string;
  content: ReactNode;
  selected: boolean;
  disabled?: boolean;
}

export interface SelectPanelProps {
  listId: string;
  labelId: string;
  multiple: boolean;
  state: PanelState;
  /** The text for typeToSearch, loading and empty states. */
  message: string;
  rows: PanelRow[];
  activeIndex: number;
  optionId(index: number): string;
  onPick(index: number): void;
  onHover(index: number): void;
}

/**
 * The drop-down list, windowed with a fixed row height: only the rows in view plus the spec's buffer of
 * 4 each side are in the DOM, so a lookup of thousands of items stays fast. At most 240 px high.
 */
export function SelectPanel({
  listId,
  labelId,
  multiple,
  state,
  message,
  rows,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: SelectPanelProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const range = computeWindow({ count: rows.length, scrollTop });

  // Keyboard moves keep the active row in view (and therefore rendered).
  useEffect(() => {
    const element = scroller.current;
    if (!element || activeIndex < 0) return;
    const next = scrollToRow(activeIndex, element.scrollTop, { viewportHeight: range.viewportHeight });
    if (next !== element.scrollTop) {
      element.scrollTop = next;
      setScrollTop(next);
    }
  }, [activeIndex, range.viewportHeight]);

  const shell =
    'absolute z-30 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg';
  if (state !== 'options') {
    return (
      <div className={shell} data-testid="select-panel">
        <p role="status" className="px-3 py-2 text-sm text-slate-500">
          {message}
        </p>
      </div>
    );
  }

  return (
    <div className={shell} data-testid="select-panel">
      <div
        ref={scroller}
        role="listbox"
        id={listId}
        aria-labelledby={labelId}
        aria-multiselectable={multiple || undefined}
        tabIndex={-1}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        // The input keeps the focus while a row is clicked, so typing and keys keep working.
        onMouseDown={(event) => event.preventDefault()}
        className="overflow-y-auto"
        style={{ maxHeight: SELECT_PANEL_MAX_HEIGHT, height: range.viewportHeight }}
      >
        <div style={{ height: range.totalHeight, position: 'relative' }}>
          <div style={{ transform: `translateY(${range.offsetTop}px)` }}>
            {rows.slice(range.start, range.end).map((row, offset) => {
              const index = range.start + offset;
              const active = index === activeIndex;
              return (
                <div
                  key={row.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={row.selected}
                  aria-disabled={row.disabled || undefined}
                  onClick={() => !row.disabled && onPick(index)}
                  onMouseEnter={() => onHover(index)}
                  style={{ height: SELECT_ROW_HEIGHT }}
                  className={`flex cursor-pointer items-center truncate px-3 text-sm ${
                    row.disabled ? 'cursor-not-allowed text-slate-400' : 'text-slate-800'
                  } ${active ? 'bg-sky-100' : ''} ${row.selected ? 'font-semibold' : ''}`}
                >
                  {row.content}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
