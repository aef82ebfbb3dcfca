import type { CompareWith, PanelState, SelectOption } from './select-types';

/** Spec section 9: select dropdown constants. */
export const SELECT_VIRTUAL_BUFFER = 4;
export const SELECT_PANEL_MAX_HEIGHT = 240;
export const SELECT_SEARCH_DELAY_MS = 200;
/** Fixed row height of the options list; windowing relies on every row having it. */
export const SELECT_ROW_HEIGHT = 36;

export const sameValue = <V>(a: V, b: V) => a === b;

export function isObjectValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

export interface ValueCheck<V> {
  /** The selected values to use (always an array; one item at most for a single select). */
  values: V[];
  /** Why the bound value was rejected; the select then behaves as if nothing were selected. */
  error: string | null;
}

/**
 * Spec section 5: a multi-select needs an array; a bound object is rejected unless a compare function
 * is given. A rejected value is treated as empty (and reported once on the console by the component)
 * rather than thrown, so one mis-bound field never takes a whole screen down.
 */
export function checkSelectValue<V>(
  value: unknown,
  { multiple, hasCompareWith }: { multiple: boolean; hasCompareWith: boolean },
): ValueCheck<V> {
  if (value === null || value === undefined) return { values: [], error: null };
  if (multiple && !Array.isArray(value)) {
    return { values: [], error: 'Select: a multi-select needs an array value.' };
  }
  if (!multiple && Array.isArray(value)) {
    return { values: [], error: 'Select: a single select cannot take an array value.' };
  }
  const values = (multiple ? value : [value]) as V[];
  if (!hasCompareWith && values.some(isObjectValue)) {
    return { values: [], error: 'Select: object values need a compareWith function.' };
  }
  return { values, error: null };
}

export function includesValue<V>(
  values: readonly V[],
  value: V,
  compare: CompareWith<V> = sameValue,
): boolean {
  return values.some((item) => compare(item, value));
}

export interface CanOpenInput {
  disabled?: boolean;
  multiple: boolean;
  selectedCount: number;
  maxSelectedItems?: number | null;
  /** Options not yet selected (multi) or all options (single), before any search. */
  selectableCount: number;
  /** A remote list or add-tag may still bring something to choose, whatever is known now. */
  hasDataSource?: boolean;
  addTag?: boolean;
  loading?: boolean;
}

/** Spec section 4: cannot open when disabled, at the maximum of selected items, or with nothing left. */
export function canOpen(input: CanOpenInput): boolean {
  if (input.disabled) return false;
  if (isMaxReached(input.multiple, input.selectedCount, input.maxSelectedItems)) return false;
  if (input.hasDataSource || input.addTag || input.loading) return true;
  return input.selectableCount > 0;
}

export function isMaxReached(multiple: boolean, selectedCount: number, max?: number | null): boolean {
  return multiple && typeof max === 'number' && max > 0 && selectedCount >= max;
}

/** Spec section 5, default 0: below the minimum the panel says "Type to search" and nothing is searched. */
export function isTermLongEnough(term: string, minTermLength = 0): boolean {
  return term.trim().length >= minTermLength;
}

const normalize = (text: string) => text.trim().toLocaleLowerCase();

/** Case-insensitive "contains" on labels; a multi-select hides what is already selected. */
export function filterOptions<V>(
  options: readonly SelectOption<V>[],
  term: string,
  { selected = [], hideSelected = false, compare = sameValue }: FilterSettings<V> = {},
): SelectOption<V>[] {
  const needle = normalize(term);
  return options.filter(
    (option) =>
      (!hideSelected || !includesValue(selected, option.value, compare)) &&
      (needle === '' || option.label.toLocaleLowerCase().includes(needle)),
  );
}

export interface FilterSettings<V> {
  selected?: readonly V[];
  hideSelected?: boolean;
  compare?: CompareWith<V>;
}

/**
 * Spec section 5: a new tag is offered only when no existing label matches the term, ignoring case
 * (selected items count as existing, so a tag never duplicates a chip).
 */
export function shouldOfferTag(
  term: string,
  labels: readonly string[],
  { addTag, minTermLength = 0 }: { addTag?: boolean; minTermLength?: number },
): boolean {
  if (!addTag) return false;
  const needle = normalize(term);
  if (needle === '' || !isTermLongEnough(term, minTermLength)) return false;
  return !labels.some((label) => normalize(label) === needle);
}

export function panelState({
  termLongEnough,
  loading,
  visibleCount,
  offersTag,
}: {
  termLongEnough: boolean;
  loading: boolean;
  visibleCount: number;
  offersTag: boolean;
}): PanelState {
  if (!termLongEnough) return 'typeToSearch';
  if (loading && visibleCount === 0) return 'loading';
  if (visibleCount === 0 && !offersTag) return 'empty';
  return 'options';
}

export interface WindowRange {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
  /** Space above the first rendered row, in px. */
  offsetTop: number;
  /** Height of the whole list, in px. */
  totalHeight: number;
  /** Height of the visible panel, in px (at most the max height). */
  viewportHeight: number;
}

/** Rows to render for a scroll position: the visible ones plus `buffer` rows each side (spec: 4). */
export function computeWindow({
  count,
  scrollTop,
  rowHeight = SELECT_ROW_HEIGHT,
  maxHeight = SELECT_PANEL_MAX_HEIGHT,
  buffer = SELECT_VIRTUAL_BUFFER,
}: {
  count: number;
  scrollTop: number;
  rowHeight?: number;
  maxHeight?: number;
  buffer?: number;
}): WindowRange {
  const totalHeight = count * rowHeight;
  const viewportHeight = Math.min(totalHeight, maxHeight);
  const top = Math.max(0, Math.min(scrollTop, totalHeight - viewportHeight));
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + viewportHeight) / rowHeight);
  const start = Math.max(0, firstVisible - buffer);
  const end = Math.min(count, lastVisible + buffer);
  return { start, end, offsetTop: start * rowHeight, totalHeight, viewportHeight };
}

/** scrollTop that brings a row into view with the least movement (keyboard navigation). */
export function scrollToRow(
  index: number,
  scrollTop: number,
  { rowHeight = SELECT_ROW_HEIGHT, viewportHeight }: { rowHeight?: number; viewportHeight: number },
): number {
  const rowTop = index * rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowTop + rowHeight > scrollTop + viewportHeight) return rowTop + rowHeight - viewportHeight;
  return scrollTop;
}

/** Next active row for arrow keys, skipping disabled rows and wrapping around. -1 when none is usable. */
export function moveActive(current: number, step: 1 | -1, disabled: readonly boolean[]): number {
  const count = disabled.length;
  if (count === 0) return -1;
  let index = current;
  for (let tries = 0; tries < count; tries += 1) {
    index = index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count;
    if (!disabled[index]) return index;
  }
  return -1;
}

/** Known options plus options learnt from the server, first occurrence wins, so labels stay stable. */
export function mergeOptions<V>(
  known: readonly SelectOption<V>[],
  incoming: readonly SelectOption<V>[],
  compare: CompareWith<V> = sameValue,
): SelectOption<V>[] {
  const merged = [...known];
  for (const option of incoming) {
    if (!merged.some((item) => compare(item.value, option.value))) merged.push(option);
  }
  return merged;
}

/** Selected values as numbers for a datasource's idList, so the server sends their labels back. */
export function toIdList(values: readonly unknown[]): number[] {
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}
