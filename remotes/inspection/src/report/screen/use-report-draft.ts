import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ReportDetail, ReportDraftSave } from '@portal/domain';
import type { RecordStatus } from '@portal/screen-kit';
import { draftKey, indexedDbDraftStorage } from '../offline/draft-storage';
import type { PhotoFields } from '../offline/pending-change';
import { ReportOutbox, type OutboxStatus } from '../offline/report-outbox';
import { reportTransport, type ReportApi } from './report-api';
import { newClientId } from '../offline/client-id';

const SAVED: OutboxStatus = { state: 'saved', pending: 0, retryInMs: null, refusal: null };

export interface ReportDraft {
  detail: ReportDetail | null;
  load: RecordStatus;
  /** The server could not be read: the report shown is the one this device kept. */
  fromDevice: boolean;
  status: OutboxStatus;
  reload: () => void;
  change: (body: ReportDraftSave) => void;
  addPhoto: (fields: Omit<PhotoFields, 'id'>, file: Blob, fileName: string) => Promise<void>;
  removePhoto: (photoId: string) => void;
  /** The waiting photo's bytes, for its thumbnail. */
  pendingPhoto: (photoId: string) => Blob | null;
  /** Sends what waits; true once the server has everything. */
  flushAll: () => Promise<boolean>;
  /** The report the server answered to a step (submit, review, decision). */
  replace: (detail: ReportDetail) => void;
}

/**
 * The report of one booking as the screen edits it: the server's report with this device's waiting changes
 * over it (docs/reports.md, "The report screen and offline work"). The outbox is opened per entity and
 * booking; the browser's 'online' event sends what waited at once.
 */
export function useReportDraft(api: ReportApi, bookingId: number): ReportDraft {
  const { entity = '0' } = useParams();
  const [detail, setDetail] = useState<ReportDetail | null>(null);
  const [load, setLoad] = useState<RecordStatus>('loading');
  const [fromDevice, setFromDevice] = useState(false);
  const [status, setStatus] = useState<OutboxStatus>(SAVED);
  const [round, setRound] = useState(0);
  const outboxRef = useRef<ReportOutbox | null>(null);

  useEffect(() => {
    let live = true;
    const outbox: ReportOutbox = new ReportOutbox({
      key: draftKey(entity, bookingId),
      storage: indexedDbDraftStorage(),
      transport: reportTransport(api, bookingId),
      onChange: () => {
        if (!live) return;
        setDetail(outbox.view());
        setStatus(outbox.status());
      },
      onRefused: () => {
        // The server's report replaces what the refused change had laid over it.
        void api
          .get(bookingId)
          .then((fresh) => (fresh && live ? outbox.replaceDetail(fresh) : undefined))
          .catch(() => undefined);
      },
    });
    outboxRef.current = outbox;
    setLoad('loading');
    void (async () => {
      let fresh: ReportDetail | null | undefined;
      try {
        fresh = await api.get(bookingId);
      } catch {
        fresh = undefined; // offline or the server failing: the copy kept here, if any
      }
      if (!live) return;
      if (fresh === null) {
        setLoad('notFound');
        return;
      }
      const view = await outbox.open(fresh ?? null).catch(() => fresh ?? null);
      if (!live) return;
      setDetail(view);
      setStatus(outbox.status());
      setFromDevice(fresh === undefined && view !== null);
      setLoad(view ? 'ready' : 'error');
    })();
    const online = () => void outbox.flushNow();
    const offline = () => setStatus(outbox.status());
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      live = false;
      outbox.dispose();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [api, bookingId, entity, round]);

  const outbox = () => outboxRef.current!;
  return {
    detail,
    load,
    fromDevice,
    status,
    reload: useCallback(() => setRound((n) => n + 1), []),
    change: (body) => {
      if (outbox().status().refusal) outbox().clearRefusal();
      void outbox().queueSave(body);
    },
    addPhoto: (fields, file, fileName) =>
      outbox().queuePhoto({ ...fields, id: newClientId() }, file, fileName),
    removePhoto: (photoId) => void outbox().removePhoto(photoId),
    pendingPhoto: (photoId) => {
      const photo = outbox().pendingPhoto(photoId);
      return photo ? new Blob([photo.bytes], { type: photo.type }) : null;
    },
    flushAll: () => outbox().flushAll(),
    replace: (next) => {
      setFromDevice(false);
      void outbox().replaceDetail(next);
    },
  };
}
