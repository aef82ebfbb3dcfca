import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TaskListResult,
  hasMorePages,
  mergePage,
  type WorkItemCounts,
  type WorkItemListResponse,
} from '@portal/domain';

export interface WorkItemListSource<T, F, C extends WorkItemCounts> {
  page(skip: number, filter: F): Promise<WorkItemListResponse<T>>;
  counts(filter: F): Promise<C>;
}

export interface WorkItemListState<T, C> {
  items: T[];
  counts: C | null;
  loading: boolean;
  hasMore: boolean;
  /** Loads the next page with skip = the current list length (spec section 9). */
  loadMore(): void;
  /** Reloads the counts only (after a local change such as done or read). */
  refreshCounts(): void;
  /** Local changes that need no reload (read, done). */
  update(change: (items: T[]) => T[]): void;
}

/**
 * One panel list: the first page and the counts on every filter change (the list is reset), the next
 * pages on demand, no duplicate ids. Failures are only logged and the loader cleared (spec section 8);
 * a result other than success empties the list.
 */
export function useWorkItemList<T extends { id: number }, F, C extends WorkItemCounts>(
  source: WorkItemListSource<T, F, C>,
  filter: F,
  reloadSignal: number,
): WorkItemListState<T, C> {
  const [items, setItems] = useState<T[]>([]);
  const [counts, setCounts] = useState<C | null>(null);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  // Refs give loadMore the current list without re-creating it; `generation` drops answers to an old filter.
  const state = useRef({ items: [] as T[], loading: true, hasMore: false, generation: 0 });
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const filterKey = JSON.stringify(filter);
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const apply = useCallback((next: Partial<{ items: T[]; loading: boolean; hasMore: boolean }>) => {
    Object.assign(state.current, next);
    if (next.items) setItems(next.items);
    if (next.loading !== undefined) setLoading(next.loading);
    if (next.hasMore !== undefined) setHasMore(next.hasMore);
  }, []);

  const loadCounts = useCallback((generation: number) => {
    sourceRef.current.counts(filterRef.current).then(
      (next) => {
        if (generation === state.current.generation) setCounts(next);
      },
      (error: unknown) => console.error('Work item counts failed', error),
    );
  }, []);

  const loadPage = useCallback(
    (generation: number, skip: number) => {
      apply({ loading: true });
      sourceRef.current.page(skip, filterRef.current).then(
        (response) => {
          if (generation !== state.current.generation) return;
          if (response.result !== TaskListResult.Success) {
            apply({ items: [], hasMore: false, loading: false });
            return;
          }
          const data = response.data ?? [];
          apply({
            items: mergePage(state.current.items, data),
            hasMore: hasMorePages(data.length),
            loading: false,
          });
        },
        (error: unknown) => {
          if (generation !== state.current.generation) return;
          console.error('Work item list failed', error);
          // No retry loop from the scroll sentinel: the next filter change or reopening tries again.
          apply({ hasMore: false, loading: false });
        },
      );
    },
    [apply],
  );

  useEffect(() => {
    const generation = ++state.current.generation;
    apply({ items: [], hasMore: false });
    setCounts(null);
    loadPage(generation, 0);
    loadCounts(generation);
  }, [filterKey, reloadSignal, apply, loadPage, loadCounts]);

  const loadMore = useCallback(() => {
    const current = state.current;
    if (current.loading || !current.hasMore) return;
    loadPage(current.generation, current.items.length);
  }, [loadPage]);

  const refreshCounts = useCallback(() => loadCounts(state.current.generation), [loadCounts]);

  const update = useCallback(
    (change: (items: T[]) => T[]) => apply({ items: change(state.current.items) }),
    [apply],
  );

  return { items, counts, loading, hasMore, loadMore, refreshCounts, update };
}
