import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DateType, UserType, WorkItemCategory, WorkItemCounts } from '@portal/domain';
import { GroupedList } from './grouped-list';
import { CategorySelect, StatusToggle } from './panel-filters';
import type { WorkItemListState } from './use-work-item-list';

/** What the tasks and the notifications panels share: title, state toggle, category, bulk action, list. */
export function WorkItemPanelLayout<T extends { id: number; dateType: DateType }>({
  titleId,
  toggle,
  userType,
  category,
  onCategoryChange,
  bulkAction,
  list,
  emptyTextId,
  renderItem,
}: {
  titleId: string;
  /** The two states of the list (To do / Done, Unread / Read): message ids of false and true. */
  toggle: { falseId: string; trueId: string; value: boolean; onChange(value: boolean): void };
  userType: UserType;
  category: WorkItemCategory | null;
  onCategoryChange(category: WorkItemCategory | null): void;
  /** Done-all or read-all, when it applies to what is shown. */
  bulkAction: { labelId: string; onClick(): void } | null;
  list: WorkItemListState<T, WorkItemCounts>;
  emptyTextId: string;
  renderItem(item: T): ReactNode;
}) {
  const intl = useIntl();
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold">{intl.formatMessage({ id: titleId })}</h2>
        <StatusToggle
          options={[
            { value: false, label: intl.formatMessage({ id: toggle.falseId }) },
            { value: true, label: intl.formatMessage({ id: toggle.trueId }) },
          ]}
          value={toggle.value}
          onChange={toggle.onChange}
        />
      </div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <CategorySelect userType={userType} value={category} onChange={onCategoryChange} />
        {bulkAction ? (
          <button
            type="button"
            onClick={bulkAction.onClick}
            className="text-xs font-medium text-sky-700 hover:underline"
          >
            {intl.formatMessage({ id: bulkAction.labelId })}
          </button>
        ) : null}
      </div>
      <GroupedList
        items={list.items}
        counts={list.counts}
        loading={list.loading}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        emptyText={intl.formatMessage({ id: emptyTextId })}
        renderItem={renderItem}
      />
    </div>
  );
}
