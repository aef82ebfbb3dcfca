import { useId, type ReactNode } from 'react';
import { groupByDateType, type DateType, type WorkItemCategory, type WorkItemCounts } from '@portal/domain';
import { Spinner } from '../spinner';
import { ScrollSentinel } from './scroll-sentinel';
import type { WorkItemListState } from './use-work-item-list';

/** What the panel says, in the user's language: each kind words its own title, states and empty list. */
export interface WorkItemPanelTexts {
  title: string;
  /** The name of the two-way switch, and its states: pending (to do, unread) and handled (done, read). */
  status: string;
  pending: string;
  handled: string;
  category: string;
  allCategories: string;
  /** The headings of the Today / Yesterday / Older sections. */
  groups: Record<DateType, string>;
  loading: string;
  /** What an empty list says, in the state shown. */
  empty: string;
}

export interface WorkItemPanelProps<T extends { id: number; dateType: DateType }> {
  texts: WorkItemPanelTexts;
  /** The switch: false lists the pending items, true the handled ones. */
  handled: boolean;
  onHandledChange(handled: boolean): void;
  /** The categories the user may pick besides all (null), with their names. */
  categories: readonly { value: WorkItemCategory; label: string }[];
  category: WorkItemCategory | null;
  onCategoryChange(category: WorkItemCategory | null): void;
  /** Done-all or read-all, when it applies to what is shown. */
  bulkAction?: { label: string; onClick(): void } | null;
  list: WorkItemListState<T, WorkItemCounts>;
  /** One row, a `WorkItemRow` as a rule, with its key. */
  renderItem(item: T): ReactNode;
}

const COUNT_OF: Record<DateType, keyof WorkItemCounts> = {
  Today: 'todayCount',
  Yesterday: 'yesterdayCount',
  Older: 'olderCount',
};

/**
 * A list of work items (the header's tasks and notifications; quotations and invoices will list theirs):
 * its title, the pending / handled switch, the category, the bulk action, and the items in Today /
 * Yesterday / Older sections with their counts, the next page loading as the list scrolls to its end.
 */
export function WorkItemPanel<T extends { id: number; dateType: DateType }>(props: WorkItemPanelProps<T>) {
  const { texts, list } = props;
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold">{texts.title}</h2>
        <div role="radiogroup" aria-label={texts.status} className="flex rounded-md bg-slate-100 p-0.5">
          {[false, true].map((handled) => (
            <button
              key={String(handled)}
              type="button"
              role="radio"
              aria-checked={props.handled === handled}
              onClick={() => props.onHandledChange(handled)}
              className={`rounded px-2.5 py-1 text-xs font-medium ${props.handled === handled ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {handled ? texts.handled : texts.pending}
            </button>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <label className="flex items-center gap-2 text-xs text-slate-600">
          <span>{texts.category}</span>
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
            value={props.category ?? ''}
            onChange={(event) =>
              props.onCategoryChange(
                event.target.value === '' ? null : (Number(event.target.value) as WorkItemCategory),
              )
            }
          >
            <option value="">{texts.allCategories}</option>
            {props.categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        {props.bulkAction ? (
          <button
            type="button"
            onClick={props.bulkAction.onClick}
            className="text-xs font-medium text-sky-700 hover:underline"
          >
            {props.bulkAction.label}
          </button>
        ) : null}
      </div>
      <GroupedList texts={texts} list={list} renderItem={props.renderItem} />
    </div>
  );
}

/** Today / Yesterday / Older sections with their counts, and the infinite-scroll sentinel at the end. */
function GroupedList<T extends { id: number; dateType: DateType }>({
  texts,
  list,
  renderItem,
}: Pick<WorkItemPanelProps<T>, 'texts' | 'list' | 'renderItem'>) {
  const idPrefix = useId();
  const { items, counts, loading } = list;
  return (
    <div data-scroll-root className="max-h-[min(28rem,calc(100vh-10rem))] overflow-y-auto overscroll-contain">
      {groupByDateType(items).map((group) => (
        <section key={group.dateType} aria-labelledby={`${idPrefix}-${group.dateType}`}>
          <h3 className="sticky top-0 z-10 flex items-center justify-between bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <span id={`${idPrefix}-${group.dateType}`}>{texts.groups[group.dateType]}</span>
            {counts ? <span className="font-normal">{counts[COUNT_OF[group.dateType]]}</span> : null}
          </h3>
          <ul className="divide-y divide-slate-100">{group.items.map(renderItem)}</ul>
        </section>
      ))}
      {!loading && items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500">{texts.empty}</p>
      ) : null}
      {loading ? (
        <div className="py-3">
          <Spinner label={texts.loading} />
        </div>
      ) : null}
      {list.hasMore && !loading ? <ScrollSentinel onVisible={list.loadMore} version={items.length} /> : null}
    </div>
  );
}
