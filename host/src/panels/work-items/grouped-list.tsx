import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { groupByDateType, type DateType, type WorkItemCounts } from '@portal/domain';
import { Spinner } from '@portal/ui';
import { ScrollSentinel } from './scroll-sentinel';

const COUNT_OF: Record<DateType, keyof WorkItemCounts> = {
  Today: 'todayCount',
  Yesterday: 'yesterdayCount',
  Older: 'olderCount',
};

/** Today / Yesterday / Older sections with their counts, and the infinite-scroll sentinel at the end. */
export function GroupedList<T extends { id: number; dateType: DateType }>({
  items,
  counts,
  loading,
  hasMore,
  onLoadMore,
  emptyText,
  renderItem,
}: {
  items: readonly T[];
  counts: WorkItemCounts | null;
  loading: boolean;
  hasMore: boolean;
  onLoadMore(): void;
  emptyText: string;
  renderItem(item: T): ReactNode;
}) {
  const intl = useIntl();
  const groups = groupByDateType(items);
  const idPrefix = useId();
  return (
    <div data-scroll-root className="max-h-[min(28rem,calc(100vh-10rem))] overflow-y-auto overscroll-contain">
      {groups.map((group) => (
        <section key={group.dateType} aria-labelledby={`${idPrefix}-${group.dateType}`}>
          <h3 className="sticky top-0 z-10 flex items-center justify-between bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <span id={`${idPrefix}-${group.dateType}`}>
              {intl.formatMessage({ id: `panels.group.${group.dateType}` })}
            </span>
            {counts ? <span className="font-normal">{counts[COUNT_OF[group.dateType]]}</span> : null}
          </h3>
          <ul className="divide-y divide-slate-100">{group.items.map(renderItem)}</ul>
        </section>
      ))}
      {!loading && items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500">{emptyText}</p>
      ) : null}
      {loading ? (
        <div className="py-3">
          <Spinner label={intl.formatMessage({ id: 'panels.loading' })} />
        </div>
      ) : null}
      {hasMore && !loading ? <ScrollSentinel onVisible={onLoadMore} version={items.length} /> : null}
    </div>
  );
}
