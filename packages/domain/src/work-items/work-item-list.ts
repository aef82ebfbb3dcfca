import { WORK_ITEM_PAGE_SIZE, type DateType, type NotificationItem } from './work-item-types';

const DATE_TYPES: readonly DateType[] = ['Today', 'Yesterday', 'Older'];

export interface WorkItemGroup<T> {
  dateType: DateType;
  items: T[];
}

/** Today, Yesterday, Older (only the non-empty ones), each keeping the list's order (newest first). */
export function groupByDateType<T extends { dateType: DateType }>(items: readonly T[]): WorkItemGroup<T>[] {
  return DATE_TYPES.map((dateType) => ({
    dateType,
    items: items.filter((item) => item.dateType === dateType),
  })).filter((group) => group.items.length > 0);
}

/** Appends a page, dropping items already listed (an item raised meanwhile shifts the pages by one). */
export function mergePage<T extends { id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id));
  const merged = [...list];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

/** A page shorter than the page size is the last one. */
export function hasMorePages(pageLength: number, pageSize: number = WORK_ITEM_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** After read-all succeeded: every listed notification is read (spec section 4, UI states). */
export function markAllRead(list: readonly NotificationItem[]): NotificationItem[] {
  return list.map((item) => (item.isRead ? item : { ...item, isRead: true }));
}

export function markRead(list: readonly NotificationItem[], id: number): NotificationItem[] {
  return list.map((item) => (item.id === id && !item.isRead ? { ...item, isRead: true } : item));
}

/** Without the item, e.g. a task just marked done while the panel lists open tasks. */
export function withoutItem<T extends { id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}
