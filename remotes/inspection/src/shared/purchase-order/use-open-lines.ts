import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  PurchaseOrderLiteItem,
  PurchaseOrderLiteRequest,
  PurchaseOrderLiteResponse,
} from '@portal/domain';

export interface OpenLinesFilters {
  /** Open lines are listed per customer: nothing is asked without one. */
  customerId: number | null;
  supplierId?: number | null;
  factoryId?: number | null;
  productIds?: number[] | null;
  searchText?: string | null;
}

export type OpenLinesStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Open PO lines a page at a time: each further page asks with skip = the lines already listed (spec
 * section 9's infinite scroll). New filters start the list again; an answer to older filters is dropped.
 */
export function useOpenLines(
  load: (request: PurchaseOrderLiteRequest) => Promise<PurchaseOrderLiteResponse>,
  filters: OpenLinesFilters,
  pageSize: number,
) {
  const [items, setItems] = useState<PurchaseOrderLiteItem[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<OpenLinesStatus>('idle');
  // Bumped when the list starts again: an answer to an older list is dropped.
  const generation = useRef(0);
  // Callers pass a new filters object on every render: the list follows their value, not their identity.
  const filterKey = JSON.stringify(filters);

  const fetchPage = useCallback(
    async (skip: number, current: number) => {
      const { customerId, supplierId, factoryId, productIds, searchText } = JSON.parse(
        filterKey,
      ) as OpenLinesFilters;
      setStatus('loading');
      try {
        const answer = await load({
          customerId,
          supplierId: supplierId ?? null,
          factoryId: factoryId ?? null,
          productIds: productIds?.length ? productIds : null,
          searchText: searchText?.trim() || null,
          skip,
          take: pageSize,
        });
        if (current !== generation.current) return;
        setItems((before) => (skip === 0 ? answer.dataSourceList : [...before, ...answer.dataSourceList]));
        setTotal(answer.total);
        setStatus('ready');
      } catch {
        if (current === generation.current) setStatus('error');
      }
    },
    [load, filterKey, pageSize],
  );

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    setTotal(0);
    if ((JSON.parse(filterKey) as OpenLinesFilters).customerId == null) {
      setStatus('idle');
      return;
    }
    void fetchPage(0, generation.current);
  }, [filterKey, fetchPage]);

  const loadMore = useCallback(
    () => void fetchPage(items.length, generation.current),
    [fetchPage, items.length],
  );
  return { items, total, status, hasMore: items.length < total, loadMore };
}
