import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FoundResult, NotificationType } from '@portal/domain';
import { useBadgeStore } from './work-items/badge-store';
import { NotificationsPanel } from './notifications-panel';
import { aNotification, counts, page, renderPanel, signInAs } from './test-support';

jest.mock('./work-items/panel-api', () => ({
  browserTimeZone: () => 'UTC',
  workItemsApi: () => api,
  headerApi: () => ({}),
}));
const api = {
  notifications: jest.fn(),
  notificationCount: jest.fn(),
  readNotification: jest.fn(),
  readAllNotifications: jest.fn(),
  notificationsSeen: jest.fn(),
};

const rows = () => screen.queryAllByTestId('notification-item');

async function openPanel() {
  renderPanel(<NotificationsPanel />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Notifications/ })));
}

beforeEach(() => {
  jest.clearAllMocks();
  useBadgeStore.setState({ unseen: 0, notificationVersion: 0 });
  signInAs();
  api.notificationCount.mockResolvedValue({ ...counts(2, 0, 1), unseenCount: 5 });
  api.notificationsSeen.mockResolvedValue(undefined);
  api.notifications.mockResolvedValue(
    page([
      aNotification(3),
      aNotification(2, 'Today', {
        type: NotificationType.FastReportGenerationFailed,
        linkId: null,
        link: null,
        message: 'Report of booking 7 failed: photos missing',
      }),
      aNotification(1, 'Older'),
    ]),
  );
});

describe('NotificationsPanel', () => {
  it('shows the unseen badge, and opening the panel marks everything seen', async () => {
    renderPanel(<NotificationsPanel />);
    await waitFor(() => expect(screen.getByTestId('notifications-panel-badge')).toHaveTextContent('5'));
    // The count drawn on the button is in its name (WCAG 2.5.3, label in name).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notifications, new: 5' })));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.notificationsSeen).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('notifications-panel-badge')).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.notifications).toHaveBeenCalledWith({
      skip: 0,
      notificationType: null,
      isRead: false,
      timeZone: 'UTC',
    });
  });

  it("shows a failed report's server message without a link", async () => {
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('Report of booking 7 failed: photos missing').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Booking 2003 has been confirmed/ })).toHaveAttribute(
      'href',
      '/1/inspedit/edit-booking/2003',
    );
  });

  it('marks every listed notification read locally after read-all', async () => {
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    api.readAllNotifications.mockResolvedValueOnce({ result: FoundResult.Success, count: 3 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(api.readAllNotifications).toHaveBeenCalled();
    expect(rows().map((row) => row.dataset.read)).toEqual(['true', 'true', 'true']);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks a notification read when it is opened, and closes the panel', async () => {
    api.readNotification.mockResolvedValue({ result: FoundResult.Success });
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await act(async () =>
      fireEvent.click(screen.getByRole('link', { name: /Booking 2003 has been confirmed/ })),
    );
    expect(api.readNotification).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('switches to read notifications: the list resets and the counts reload with the filter', async () => {
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    api.notifications.mockResolvedValueOnce(page([aNotification(8, 'Yesterday', { isRead: true })]));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Read' })));
    await waitFor(() => expect(rows().map((row) => row.dataset.id)).toEqual(['8']));
    expect(api.notifications).toHaveBeenLastCalledWith({
      skip: 0,
      notificationType: null,
      isRead: true,
      timeZone: 'UTC',
    });
    expect(api.notificationCount).toHaveBeenLastCalledWith({
      notificationType: null,
      isRead: true,
      timeZone: 'UTC',
    });
    expect(screen.getByRole('region', { name: 'Yesterday' })).toBeInTheDocument();
  });

  it('keeps the badge at 0 for a notification arriving while the panel is open', async () => {
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await act(async () => useBadgeStore.getState().notificationsChanged());
    expect(api.notificationsSeen).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('notifications-panel-badge')).toBeNull();
  });

  it('closes on Escape', async () => {
    await openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
