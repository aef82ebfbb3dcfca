import {
  FoundResult,
  taskDisplay,
  withoutItem,
  type TaskFilter,
  type TaskItem,
  type WorkItemCounts,
} from '@portal/domain';
import type { WorkItemListState } from '@portal/ui';
import { useBadgeStore } from './work-items/badge-store';
import { browserTimeZone, workItemsApi } from './work-items/panel-api';
import { WorkItemHeaderPanel, type WorkItemKind } from './work-items/work-item-header-panel';
import { TasksIcon } from './work-items/work-item-icon';

async function markDone(task: TaskItem, list: WorkItemListState<TaskItem, WorkItemCounts>) {
  try {
    const { result } = await workItemsApi().doneTask(task.id);
    // NotFound: the task is no longer this user's open task either; it leaves the list all the same.
    if (result !== FoundResult.Success && result !== FoundResult.NotFound) return;
    list.update((items) => withoutItem(items, task.id));
    list.refreshCounts();
    void useBadgeStore.getState().refreshTasks();
  } catch (error) {
    console.error('Marking the task done failed', error);
  }
}

/** The tasks: to do or done; the badge counts the open ones. */
const tasks: WorkItemKind<TaskItem, Omit<TaskFilter, 'skip'>> = {
  testId: 'tasks-panel',
  trigger: <TasksIcon />,
  messages: {
    title: 'panels.tasks.title',
    titleWithCount: 'panels.tasks.titleWithCount',
    pending: 'panels.tasks.open',
    handled: 'panels.tasks.done',
    empty: 'panels.tasks.empty',
    emptyHandled: 'panels.tasks.emptyDone',
    bulkAction: 'panels.tasks.doneAll',
  },
  badge: (state) => state.openTasks,
  refresh: (state) => state.refreshTasks,
  version: (state) => state.taskVersion,
  source: {
    page: (skip, filter) => workItemsApi().taskList({ skip, ...filter }),
    counts: (filter) => workItemsApi().taskCount(filter),
  },
  filter: (category, isDone) => ({ taskType: category, isDone, timeZone: browserTimeZone() }),
  bulkAction: {
    // The server marks every open task done, whatever the category: offered under "All" only.
    offered: (items, category, isDone) => !isDone && category == null && items.length > 0,
    async run(list) {
      await workItemsApi().doneAllTasks();
      list.update(() => []);
      list.refreshCounts();
      void useBadgeStore.getState().refreshTasks();
    },
    failure: 'Marking every task done failed',
  },
  row: (task, { intl, list }) => ({
    testId: 'task-item',
    display: taskDisplay(task),
    done: task.isDone
      ? null
      : {
          label: intl.formatMessage({ id: 'panels.tasks.markDone' }),
          onClick: () => void markDone(task, list),
        },
  }),
};

export function TasksPanel() {
  return <WorkItemHeaderPanel kind={tasks} />;
}
