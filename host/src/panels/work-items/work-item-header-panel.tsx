import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  visibleCategories,
  type DateType,
  type UserType,
  type WorkItemCategory,
  type WorkItemCounts,
  type WorkItemDisplay,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import {
  HeaderPanel,
  useWorkItemList,
  WorkItemPanel,
  WorkItemRow,
  type WorkItemListSource,
  type WorkItemListState,
  type WorkItemRowProps,
} from '@portal/ui';
import { useBadgeStore, type BadgeState } from './badge-store';

type Listed = { id: number; dateType: DateType; createdOn: string };
type List<T> = WorkItemListState<T, WorkItemCounts>;

/** A row as its kind words it: the domain's display of the item, its state, and what opening it does. */
export type WorkItemRowSpec = Pick<WorkItemRowProps, 'testId' | 'data' | 'unread' | 'unreadMark' | 'done'> & {
  display: WorkItemDisplay;
  /** Following the row's link, before the panel closes. */
  onOpen?(): void;
};

/** What sets the tasks panel and the notifications panel apart: words, badge, calls, filter and rows. */
export interface WorkItemKind<T extends Listed, F> {
  testId: string;
  trigger: ReactNode;
  /** Message ids: the title, the button's name with the badge's count, the switch's pending (to do,
   *  unread) and handled (done, read) states, what an empty list says in each, the bulk action. */
  messages: {
    title: string;
    titleWithCount: string;
    pending: string;
    handled: string;
    empty: string;
    emptyHandled: string;
    bulkAction: string;
  };
  /** From the badge store: the count on the button, its reload, and the version a live arrival bumps. */
  badge(state: BadgeState): number;
  refresh(state: BadgeState): () => Promise<void>;
  version(state: BadgeState): number;
  /** Opening the panel, and a live arrival while it is open, is seeing everything raised so far. */
  seen?(): void;
  source: WorkItemListSource<T, F, WorkItemCounts>;
  /** The list's filter: the category and the state shown. */
  filter(category: WorkItemCategory | null, handled: boolean): F;
  /** Read-all or done-all: whether it applies to what is shown, what it does, what a failure logs. */
  bulkAction: {
    offered(items: readonly T[], category: WorkItemCategory | null, handled: boolean): boolean;
    run(list: List<T>): Promise<void>;
    failure: string;
  };
  row(item: T, context: { intl: IntlShape; list: List<T> }): WorkItemRowSpec;
}

/** A header button with its count, opening the kind's list of work items. */
export function WorkItemHeaderPanel<T extends Listed, F>({ kind }: { kind: WorkItemKind<T, F> }) {
  const intl = useIntl();
  const user = useAuthStore((state) => state.user);
  const entityId = useAuthStore((state) => state.entityId);
  const badge = useBadgeStore(kind.badge);
  const version = useBadgeStore(kind.version);
  const refresh = useBadgeStore(kind.refresh);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void refresh();
  }, [refresh, entityId, user?.id]);
  useEffect(() => {
    if (open) kind.seen?.();
  }, [open, version, kind]);
  if (!user || entityId == null) return null;
  return (
    <HeaderPanel
      label={intl.formatMessage({ id: kind.messages.title })}
      badgeLabel={(count) => intl.formatMessage({ id: kind.messages.titleWithCount }, { count })}
      trigger={kind.trigger}
      badge={badge}
      onOpenChange={setOpen}
      testId={kind.testId}
    >
      {(close) => (
        <WorkItemPanelBody kind={kind} userType={user.usertype} entityId={entityId} close={close} />
      )}
    </HeaderPanel>
  );
}

function WorkItemPanelBody<T extends Listed, F>({
  kind,
  userType,
  entityId,
  close,
}: {
  kind: WorkItemKind<T, F>;
  userType: UserType;
  entityId: number;
  close(): void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [category, setCategory] = useState<WorkItemCategory | null>(null);
  const [handled, setHandled] = useState(false);
  const version = useBadgeStore(kind.version);
  const filter = useMemo(() => kind.filter(category, handled), [kind, category, handled]);
  const list = useWorkItemList(kind.source, filter, version);
  const { messages, bulkAction } = kind;

  const runBulkAction = async () => {
    try {
      await bulkAction.run(list);
    } catch (error) {
      console.error(bulkAction.failure, error);
    }
  };

  const renderItem = (item: T) => {
    const { display, onOpen, ...row } = kind.row(item, { intl, list });
    return (
      <WorkItemRow
        key={item.id}
        id={item.id}
        {...row}
        icon={display.icon}
        text={display.text ?? intl.formatMessage({ id: display.messageId }, display.values)}
        createdOn={item.createdOn}
        to={display.link ? `/${entityId}/${display.link}` : null}
        linkComponent={Link}
        onOpen={() => {
          onOpen?.();
          close();
        }}
      />
    );
  };

  return (
    <WorkItemPanel
      texts={{
        title: text(messages.title),
        status: text('panels.status'),
        pending: text(messages.pending),
        handled: text(messages.handled),
        category: text('panels.category'),
        allCategories: text('panels.category.all'),
        groups: {
          Today: text('panels.group.Today'),
          Yesterday: text('panels.group.Yesterday'),
          Older: text('panels.group.Older'),
        },
        loading: text('panels.loading'),
        empty: text(handled ? messages.emptyHandled : messages.empty),
      }}
      handled={handled}
      onHandledChange={setHandled}
      categories={visibleCategories(userType).map((value) => ({
        value,
        label: text(`panels.category.${value}`),
      }))}
      category={category}
      onCategoryChange={setCategory}
      bulkAction={
        bulkAction.offered(list.items, category, handled)
          ? { label: text(messages.bulkAction), onClick: () => void runBulkAction() }
          : null
      }
      list={list}
      renderItem={renderItem}
    />
  );
}
