import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FoundResult, TaskListResult, TaskType, UserType, WORK_ITEM_PAGE_SIZE } from '@portal/domain';
import { useBadgeStore } from './work-items/badge-store';
import { TasksPanel } from './tasks-panel';
import { aTask, counts, installIntersectionObserver, page, renderPanel, signInAs } from './test-support';

jest.mock('./work-items/panel-api', () => ({
  browserTimeZone: () => 'Europe/Paris',
  workItemsApi: () => api,
  headerApi: () => ({}),
}));
const api = {
  taskList: jest.fn(),
  taskCount: jest.fn(),
  doneTask: jest.fn(),
  doneAllTasks: jest.fn(),
};

const items = () => screen.queryAllByTestId('task-item').map((row) => Number(row.dataset.id));

async function openPanel() {
  renderPanel(<TasksPanel />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Tasks/ })));
}

beforeEach(() => {
  jest.clearAllMocks();
  useBadgeStore.setState({ openTasks: 0, taskVersion: 0 });
  signInAs();
  api.taskCount.mockResolvedValue(counts(2, 1, 0));
  api.taskList.mockResolvedValue(page([aTask(3), aTask(2), aTask(1, 'Yesterday')]));
});

describe('TasksPanel', () => {
  it('shows the open-task badge and lists open tasks grouped by day with their counts', async () => {
    await openPanel();
    expect(screen.getByTestId('tasks-panel-badge')).toHaveTextContent('3');
    // The count drawn on the button is in its name (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: 'Tasks, to do: 3' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(items()).toEqual([3, 2, 1]));
    expect(api.taskList).toHaveBeenCalledWith({
      skip: 0,
      taskType: null,
      isDone: false,
      timeZone: 'Europe/Paris',
    });
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getAllByTestId('task-item')).toHaveLength(2);
    expect(today).toHaveTextContent('Today2');
    expect(screen.getByRole('region', { name: 'Yesterday' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Older' })).toBeNull();
    expect(screen.getByRole('link', { name: /Booking 1003 to verify/ })).toHaveAttribute(
      'href',
      '/1/inspedit/edit-booking/1003',
    );
  });

  it('resets the list and refreshes the counts when a filter changes', async () => {
    await openPanel();
    await waitFor(() => expect(items()).toHaveLength(3));
    api.taskList.mockResolvedValueOnce(page([aTask(9, 'Older', { type: TaskType.QuotationToApprove })]));
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '4' } }),
    );
    await waitFor(() => expect(items()).toEqual([9]));
    expect(api.taskList).toHaveBeenLastCalledWith({
      skip: 0,
      taskType: 4,
      isDone: false,
      timeZone: 'Europe/Paris',
    });
    expect(api.taskCount).toHaveBeenLastCalledWith({ taskType: 4, isDone: false, timeZone: 'Europe/Paris' });

    api.taskList.mockResolvedValueOnce(page([]));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Done' })));
    await waitFor(() => expect(screen.getByText('No completed task here.')).toBeInTheDocument());
    expect(api.taskCount).toHaveBeenLastCalledWith({ taskType: 4, isDone: true, timeZone: 'Europe/Paris' });
  });

  it('loads the next page with skip = list length on scroll, drops duplicates and stops after a short page', async () => {
    const observer = installIntersectionObserver();
    const first = Array.from({ length: WORK_ITEM_PAGE_SIZE }, (_, i) => aTask(100 - i));
    api.taskList.mockResolvedValueOnce(page(first));
    await openPanel();
    await waitFor(() => expect(items()).toHaveLength(WORK_ITEM_PAGE_SIZE));
    // An item raised meanwhile shifted the server's pages: the first of page 2 was the last of page 1.
    api.taskList.mockResolvedValueOnce(page([aTask(81), aTask(80), aTask(79)]));
    observer.intersect();
    await waitFor(() => expect(items()).toHaveLength(WORK_ITEM_PAGE_SIZE + 2));
    expect(api.taskList).toHaveBeenLastCalledWith(expect.objectContaining({ skip: WORK_ITEM_PAGE_SIZE }));
    expect(new Set(items()).size).toBe(items().length);
    const calls = api.taskList.mock.calls.length;
    observer.intersect();
    expect(api.taskList.mock.calls.length).toBe(calls);
    expect(screen.queryByTestId('scroll-sentinel')).toBeNull();
  });

  it('marks a task done: it leaves the list and the counts and badge reload', async () => {
    await openPanel();
    await waitFor(() => expect(items()).toHaveLength(3));
    api.doneTask.mockResolvedValueOnce({ result: FoundResult.Success });
    api.taskCount.mockResolvedValue(counts(1, 1, 0));
    const countCalls = api.taskCount.mock.calls.length;
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /Mark as done: Booking 1002 to verify/ })),
    );
    expect(api.doneTask).toHaveBeenCalledWith(2);
    expect(items()).toEqual([3, 1]);
    await waitFor(() => expect(screen.getByTestId('tasks-panel-badge')).toHaveTextContent('2'));
    expect(api.taskCount.mock.calls.length).toBeGreaterThanOrEqual(countCalls + 2);
  });

  it('marks all tasks done', async () => {
    await openPanel();
    await waitFor(() => expect(items()).toHaveLength(3));
    api.doneAllTasks.mockResolvedValueOnce({ result: FoundResult.Success, count: 3 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as done' })));
    expect(api.doneAllTasks).toHaveBeenCalled();
    expect(items()).toEqual([]);
  });

  it('empties the list on a result other than success', async () => {
    api.taskList.mockResolvedValueOnce({ result: TaskListResult.NotFound, data: [aTask(1)] });
    await openPanel();
    await waitFor(() => expect(screen.getByText('Nothing to do here.')).toBeInTheDocument());
    expect(items()).toEqual([]);
  });

  it('only logs a failed fetch and clears the loader', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.taskList.mockRejectedValueOnce(new Error('offline'));
    await openPanel();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    [UserType.InternalUser, ['All', 'Leave', 'Expense', 'Inspection', 'Quotation']],
    [UserType.OutSource, ['All', 'Leave', 'Expense', 'Inspection', 'Quotation']],
    [UserType.Customer, ['All', 'Inspection', 'Quotation']],
    [UserType.Supplier, ['All', 'Inspection', 'Quotation']],
    [UserType.Factory, ['All', 'Inspection', 'Quotation']],
  ])('offers the categories user type %s may see', async (usertype, options) => {
    signInAs({ usertype });
    await openPanel();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(options);
  });

  it('closes on a click outside', async () => {
    await openPanel();
    expect(screen.getByRole('dialog', { name: 'Tasks' })).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads an open list when a task arrives live', async () => {
    await openPanel();
    await waitFor(() => expect(items()).toHaveLength(3));
    api.taskList.mockResolvedValueOnce(page([aTask(4), aTask(3), aTask(2), aTask(1, 'Yesterday')]));
    await act(async () => useBadgeStore.getState().tasksChanged());
    await waitFor(() => expect(items()).toEqual([4, 3, 2, 1]));
  });
});
