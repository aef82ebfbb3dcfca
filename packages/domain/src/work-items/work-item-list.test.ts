import {
  groupByDateType,
  hasMorePages,
  markAllRead,
  markRead,
  mergePage,
  withoutItem,
} from './work-item-list';
import {
  NotificationType,
  WORK_ITEM_PAGE_SIZE,
  type DateType,
  type NotificationItem,
} from './work-item-types';

function notification(id: number, dateType: DateType, isRead = false): NotificationItem {
  return {
    id,
    isRead,
    type: NotificationType.InspectionConfirmed,
    typeLabel: 'InspectionConfirmed',
    linkId: id,
    message: null,
    createdOn: '2026-01-01T00:00:00Z',
    link: `inspedit/edit-booking/${id}`,
    dateType,
  };
}

describe('groupByDateType', () => {
  it('groups in Today, Yesterday, Older order and keeps the order within a group', () => {
    const items = [
      notification(9, 'Today'),
      notification(8, 'Yesterday'),
      notification(7, 'Today'),
      notification(6, 'Older'),
      notification(5, 'Yesterday'),
    ];
    expect(groupByDateType(items).map((g) => [g.dateType, g.items.map((i) => i.id)])).toEqual([
      ['Today', [9, 7]],
      ['Yesterday', [8, 5]],
      ['Older', [6]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupByDateType([notification(1, 'Older')]).map((g) => g.dateType)).toEqual(['Older']);
    expect(groupByDateType([])).toEqual([]);
  });
});

describe('mergePage', () => {
  it('appends the page after the list', () => {
    const merged = mergePage(
      [notification(3, 'Today')],
      [notification(2, 'Today'), notification(1, 'Older')],
    );
    expect(merged.map((i) => i.id)).toEqual([3, 2, 1]);
  });

  it('drops ids already listed, and duplicates within the page', () => {
    const list = [notification(5, 'Today'), notification(4, 'Today')];
    const page = [notification(4, 'Today'), notification(3, 'Today'), notification(3, 'Today')];
    expect(mergePage(list, page).map((i) => i.id)).toEqual([5, 4, 3]);
  });

  it('keeps the listed version of a duplicate and does not change the input', () => {
    const list = [notification(1, 'Today', true)];
    const merged = mergePage(list, [notification(1, 'Today', false)]);
    expect(merged[0]!.isRead).toBe(true);
    expect(merged).not.toBe(list);
  });
});

describe('hasMorePages', () => {
  it('stops when a page is shorter than the page size', () => {
    expect(hasMorePages(WORK_ITEM_PAGE_SIZE)).toBe(true);
    expect(hasMorePages(WORK_ITEM_PAGE_SIZE - 1)).toBe(false);
    expect(hasMorePages(0)).toBe(false);
    expect(hasMorePages(5, 5)).toBe(true);
  });
});

describe('read and done locally', () => {
  it('marks every unread item read', () => {
    const list = [notification(2, 'Today'), notification(1, 'Older', true)];
    const read = markAllRead(list);
    expect(read.every((i) => i.isRead)).toBe(true);
    expect(read[1]).toBe(list[1]);
    expect(list[0]!.isRead).toBe(false);
  });

  it('marks one item read', () => {
    const read = markRead([notification(2, 'Today'), notification(1, 'Today')], 1);
    expect(read.map((i) => i.isRead)).toEqual([false, true]);
  });

  it('removes an item by id', () => {
    expect(withoutItem([notification(2, 'Today'), notification(1, 'Today')], 2).map((i) => i.id)).toEqual([
      1,
    ]);
  });
});
