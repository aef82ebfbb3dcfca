import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  FoundResult,
  taskDisplay,
  withoutItem,
  type TaskFilter,
  type TaskItem,
  type UserType,
  type WorkItemCategory,
  type WorkItemCounts,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { HeaderPanel } from '@portal/ui';
import { useBadgeStore } from './work-items/badge-store';
import { browserTimeZone, workItemsApi } from './work-items/panel-api';
import { useWorkItemList, type WorkItemListSource } from './work-items/use-work-item-list';
import { TasksIcon, WorkItemIconBadge } from './work-items/work-item-icon';
import { WorkItemPanelLayout } from './work-items/work-item-panel-layout';
import { WorkItemTime } from './work-items/work-item-time';

type Filter = Omit<TaskFilter, 'skip'>;

const source: WorkItemListSource<TaskItem, Filter, WorkItemCounts> = {
  page: (skip, filter) => workItemsApi().taskList({ skip, ...filter }),
  counts: (filter) => workItemsApi().taskCount(filter),
};

function TaskRow({
  task,
  entityId,
  onOpen,
  onDone,
}: {
  task: TaskItem;
  entityId: number;
  onOpen(): void;
  onDone(task: TaskItem): void;
}) {
  const intl = useIntl();
  const display = taskDisplay(task);
  const text = intl.formatMessage({ id: display.messageId }, display.values);
  const body = (
    <>
      <WorkItemIconBadge icon={display.icon} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-800">{text}</span>
        <WorkItemTime createdOn={task.createdOn} />
      </span>
    </>
  );
  return (
    <li
      className="flex items-start gap-2 px-4 py-2.5 hover:bg-slate-50"
      data-testid="task-item"
      data-id={task.id}
    >
      {display.link ? (
        <Link
          to={`/${entityId}/${display.link}`}
          onClick={onOpen}
          className="flex min-w-0 flex-1 items-start gap-3"
        >
          {body}
        </Link>
      ) : (
        <span className="flex min-w-0 flex-1 items-start gap-3">{body}</span>
      )}
      {!task.isDone ? (
        <button
          type="button"
          onClick={() => onDone(task)}
          aria-label={`${intl.formatMessage({ id: 'panels.tasks.markDone' })}: ${text}`}
          title={intl.formatMessage({ id: 'panels.tasks.markDone' })}
          className="mt-0.5 shrink-0 rounded-full p-1 text-slate-400 ring-1 ring-slate-200 hover:bg-emerald-50 hover:text-emerald-700"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

export function TasksPanelBody({
  userType,
  entityId,
  close,
}: {
  userType: UserType;
  entityId: number;
  close(): void;
}) {
  const [category, setCategory] = useState<WorkItemCategory | null>(null);
  const [isDone, setIsDone] = useState(false);
  const version = useBadgeStore((state) => state.taskVersion);
  const refreshBadge = useBadgeStore((state) => state.refreshTasks);
  const filter = useMemo<Filter>(
    () => ({ taskType: category, isDone, timeZone: browserTimeZone() }),
    [category, isDone],
  );
  const list = useWorkItemList(source, filter, version);

  const markDone = async (task: TaskItem) => {
    try {
      const { result } = await workItemsApi().doneTask(task.id);
      // NotFound: the task is no longer this user's open task either; it leaves the list all the same.
      if (result !== FoundResult.Success && result !== FoundResult.NotFound) return;
      list.update((items) => withoutItem(items, task.id));
      list.refreshCounts();
      void refreshBadge();
    } catch (error) {
      console.error('Marking the task done failed', error);
    }
  };

  const markAllDone = async () => {
    try {
      await workItemsApi().doneAllTasks();
      list.update(() => []);
      list.refreshCounts();
      void refreshBadge();
    } catch (error) {
      console.error('Marking every task done failed', error);
    }
  };

  return (
    <WorkItemPanelLayout
      titleId="panels.tasks.title"
      toggle={{
        falseId: 'panels.tasks.open',
        trueId: 'panels.tasks.done',
        value: isDone,
        onChange: setIsDone,
      }}
      userType={userType}
      category={category}
      onCategoryChange={setCategory}
      // The server marks every open task done, whatever the category: offered under "All" only.
      bulkAction={
        !isDone && category == null && list.items.length > 0
          ? { labelId: 'panels.tasks.doneAll', onClick: markAllDone }
          : null
      }
      list={list}
      emptyTextId={isDone ? 'panels.tasks.emptyDone' : 'panels.tasks.empty'}
      renderItem={(task) => (
        <TaskRow key={task.id} task={task} entityId={entityId} onOpen={close} onDone={markDone} />
      )}
    />
  );
}

export function TasksPanel() {
  const intl = useIntl();
  const user = useAuthStore((state) => state.user);
  const entityId = useAuthStore((state) => state.entityId);
  const openTasks = useBadgeStore((state) => state.openTasks);
  const refresh = useBadgeStore((state) => state.refreshTasks);
  useEffect(() => {
    void refresh();
  }, [refresh, entityId, user?.id]);
  if (!user || entityId == null) return null;
  return (
    <HeaderPanel
      label={intl.formatMessage({ id: 'panels.tasks.title' })}
      badgeLabel={(count) => intl.formatMessage({ id: 'panels.tasks.titleWithCount' }, { count })}
      trigger={<TasksIcon />}
      badge={openTasks}
      testId="tasks-panel"
    >
      {(close) => <TasksPanelBody userType={user.usertype} entityId={entityId} close={close} />}
    </HeaderPanel>
  );
}
