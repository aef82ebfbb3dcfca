import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ReportDetail } from '@portal/domain';
import type { PendingChange } from './pending-change';

/** What this device keeps of one report: the server's last answer and the changes not sent yet. */
export interface StoredDraft {
  detail: ReportDetail | null;
  changes: PendingChange[];
}

export interface DraftStorage {
  read(key: string): Promise<StoredDraft | undefined>;
  write(key: string, draft: StoredDraft): Promise<void>;
  remove(key: string): Promise<void>;
}

/** One key per entity and booking: a report of another entity never mixes with this one. */
export const draftKey = (entityId: string | number, bookingId: number) =>
  `inspection-report:${entityId}:${bookingId}`;

let reportStore: UseStore | null = null;

/** The browser's IndexedDB (database 'portal-inspection-reports'), opened on first use. */
export function indexedDbDraftStorage(): DraftStorage {
  const store = () => (reportStore ??= createStore('portal-inspection-reports', 'drafts'));
  // async: a browser without IndexedDB throws at open, which the callers then get as a rejection.
  return {
    read: async (key) => get<StoredDraft>(key, store()),
    write: async (key, draft) => set(key, draft, store()),
    remove: async (key) => del(key, store()),
  };
}
