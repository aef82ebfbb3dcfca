import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SearchRequest, type SortOrder } from '@portal/domain';

/** A filter value the URL can carry: ids, a text, a number or a flag. */
export type FilterValue = number[] | string[] | string | number | boolean | null;
export type FilterValues = Record<string, FilterValue>;

/** Everything a summary screen shows depends on this, and all of it lives in the query string. */
export interface SearchState<Filters extends FilterValues = FilterValues> {
  searchText: string;
  filters: Filters;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: SortOrder | null;
}

/** Query parameter names; a screen's filter keys must not reuse them. */
export const SEARCH_PARAMS = {
  searchText: 'searchText',
  page: 'page',
  pageSize: 'pageSize',
  sort: 'sort',
  order: 'order',
} as const;
const RESERVED = new Set<string>(Object.values(SEARCH_PARAMS));

function parseFilter(raw: string | null, fallback: FilterValue): FilterValue {
  if (raw === null) return fallback;
  if (Array.isArray(fallback)) {
    const parts = raw.split(',').filter((part) => part !== '');
    const numeric = parts.every((part) => /^-?\d+$/.test(part));
    // Id lists are numbers; a list of codes stays text.
    return numeric ? parts.map(Number) : parts;
  }
  if (typeof fallback === 'number') return raw === '' || Number.isNaN(Number(raw)) ? fallback : Number(raw);
  if (typeof fallback === 'boolean') return raw === 'true';
  if (fallback === null) return /^-?\d+$/.test(raw) ? Number(raw) : raw || null;
  return raw;
}

function isEmpty(value: FilterValue | undefined): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Reads the search state from the query string. The filter defaults give the keys and their types (an
 * array default reads "1,2" as [1, 2]); anything malformed falls back to the default rather than failing.
 */
export function readSearchState<Filters extends FilterValues>(
  params: URLSearchParams,
  defaults: Filters,
  defaultSort: SortOrder | null = null,
): SearchState<Filters> {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof Filters & string)[]) {
    filters[key] = parseFilter(params.get(key), defaults[key] ?? null) as Filters[typeof key];
  }
  const size = Number(params.get(SEARCH_PARAMS.pageSize));
  const page = Number(params.get(SEARCH_PARAMS.page));
  const field = params.get(SEARCH_PARAMS.sort);
  return {
    searchText: params.get(SEARCH_PARAMS.searchText) ?? '',
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: field
      ? { field, direction: params.get(SEARCH_PARAMS.order) === 'desc' ? 'desc' : 'asc' }
      : defaultSort,
  };
}

/** The query string of a state; defaults are left out so links stay short. */
export function writeSearchState<Filters extends FilterValues>(
  state: SearchState<Filters>,
  defaults: Filters,
  defaultSort: SortOrder | null = null,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.searchText.trim()) params.set(SEARCH_PARAMS.searchText, state.searchText.trim());
  for (const key of Object.keys(defaults)) {
    if (RESERVED.has(key)) throw new Error(`filter key "${key}" is a reserved search parameter`);
    const value = state.filters[key];
    if (isEmpty(value) || value === defaults[key]) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(SEARCH_PARAMS.pageSize, String(state.pageSize));
  const sameAsDefault =
    state.sort?.field === defaultSort?.field && state.sort?.direction === defaultSort?.direction;
  if (state.sort && !sameAsDefault) {
    params.set(SEARCH_PARAMS.sort, state.sort.field);
    params.set(SEARCH_PARAMS.order, state.sort.direction);
  }
  return params;
}

/** The server request of a state: empty filters are sent as null so the server ignores them. */
export function toSearchRequest(state: SearchState): SearchRequest {
  const request: SearchRequest = {
    searchText: state.searchText.trim() || null,
    skip: (state.page - 1) * state.pageSize,
    take: state.pageSize,
    sort: state.sort,
  };
  for (const [key, value] of Object.entries(state.filters)) request[key] = isEmpty(value) ? null : value;
  return request;
}

/** A header click: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortOrder | null, field: string): SortOrder {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}
