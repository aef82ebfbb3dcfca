import type { ReportDetail, ReportDraftSave, ReportPhoto } from '@portal/domain';
import { newClientId } from './client-id';
import { applyChanges, mergeSaves } from './draft-merge';
import type { DraftStorage } from './draft-storage';
import { blobBytes, type PendingChange, type PendingPhoto, type PhotoFields } from './pending-change';

/** What the server said to one change; a refusal is final (a 4xx), anything thrown else is retried. */
export interface OutboxTransport {
  /** The report after the save, when the server answered it. */
  save(body: ReportDraftSave): Promise<ReportDetail | null>;
  uploadPhoto(photo: PendingPhoto): Promise<ReportPhoto | null>;
}

/** The server read the change and refused it: sending it again would be refused again. */
export class RefusedChange extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'refused');
  }
}

export type OutboxState =
  /** Nothing waits: every change is on the server. */
  | 'saved'
  /** A change waits for its debounce or is on its way. */
  | 'saving'
  /** The browser says it is offline: the changes wait for the 'online' event. */
  | 'offline'
  /** The last send failed (network or server): retried after `retryInMs`. */
  | 'retrying';

export interface OutboxStatus {
  state: OutboxState;
  /** Changes kept on this device. */
  pending: number;
  retryInMs: number | null;
  /** The server's words for the last change it refused (the change was dropped); null once read. */
  refusal: string | null;
}

export interface OutboxOptions {
  key: string;
  storage: DraftStorage;
  transport: OutboxTransport;
  /** Edits closer together than this go out as one save. */
  debounceMs?: number;
  /** The wait before the n-th retry in a row (1-based). */
  backoffMs?: (attempt: number) => number;
  isOnline?: () => boolean;
  /** Called after every change of the report shown or of the status. */
  onChange?: () => void;
  /** A change the server refused was dropped: the caller reloads the report to show the server's. */
  onRefused?: (message: string | null) => void;
}

export const SAVE_DEBOUNCE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** 1 s, 2 s, 4 s... at most 30 s between attempts. */
export const defaultBackoff = (attempt: number) => Math.min(RETRY_MAX_MS, 1000 * 2 ** (attempt - 1));

/**
 * The report's changes on this device, sent to the server in the order they were made. Every change is
 * kept in the draft storage before anything else happens, so a reload or a closed tab loses nothing; the
 * outbox sends them one at a time after a short pause, waits for the network when the browser is offline
 * and retries a failed send later (doubling the wait). The server merges saves by key and id and keeps
 * one photo per id, so a change sent again after a lost answer changes nothing there.
 */
export class ReportOutbox {
  private detail: ReportDetail | null = null;
  private changes: PendingChange[] = [];
  private inFlight: string | null = null;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private retryInMs: number | null = null;
  private refusal: string | null = null;
  private writing: Promise<void> = Promise.resolve();
  private disposed = false;
  private readonly debounceMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: OutboxOptions) {
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  }

  /**
   * Reads what this device kept. With the server's report (`fresh`), that one is kept as the base; without
   * it (offline) the last one kept is. Changes left from an earlier visit are sent at once.
   */
  async open(fresh: ReportDetail | null): Promise<ReportDetail | null> {
    // A browser without IndexedDB (some private modes) still edits online; nothing is kept then.
    const stored = await this.options.storage.read(this.options.key).catch(() => undefined);
    this.changes = stored?.changes ?? [];
    this.detail = fresh ?? stored?.detail ?? null;
    if (fresh) await this.persist();
    if (this.changes.length) this.schedule(0);
    this.notify();
    return this.view();
  }

  /** The report as the screen shows it: the server's, with every change still waiting laid over it. */
  view(): ReportDetail | null {
    return this.detail ? applyChanges(this.detail, this.changes) : null;
  }

  status(): OutboxStatus {
    const pending = this.changes.length;
    let state: OutboxState = 'saved';
    if (pending && !this.isOnline()) state = 'offline';
    else if (pending && this.retryInMs !== null) state = 'retrying';
    else if (pending) state = 'saving';
    return { state, pending, retryInMs: pending ? this.retryInMs : null, refusal: this.refusal };
  }

  /** The photo waiting on this device, for its thumbnail. */
  pendingPhoto(photoId: string): PendingPhoto | null {
    const change = this.changes.find((item) => item.kind === 'photo' && item.id === photoId);
    return change?.kind === 'photo' ? change : null;
  }

  /** The server's report after a step the screen took itself (submit, review): the new base. */
  async replaceDetail(detail: ReportDetail): Promise<void> {
    this.detail = detail;
    this.notify();
    await this.persist();
  }

  /**
   * Records an edit: laid over the report at once, kept on the device, sent after the pause. It joins
   * the last waiting save when that one is not already on its way.
   */
  async queueSave(body: ReportDraftSave): Promise<void> {
    const last = this.changes.at(-1);
    if (last?.kind === 'save' && last.id !== this.inFlight) {
      this.changes[this.changes.length - 1] = { ...last, body: mergeSaves(last.body, body) };
    } else this.changes.push({ kind: 'save', id: newClientId(), body });
    if (body.deletedDefectIds?.length) this.dropPhotosOf(new Set(body.deletedDefectIds));
    // Shown at once (a typed comment must not lag behind the keys), stored before anything is sent.
    this.notify();
    this.schedule(this.debounceMs);
    await this.persist();
  }

  /** A resized photo: kept on the device with its client id, uploaded after the saves made before it. */
  async queuePhoto(fields: PhotoFields, file: Blob, fileName: string): Promise<void> {
    const bytes = await blobBytes(file);
    this.changes.push({ kind: 'photo', id: fields.id, fields, bytes, type: file.type, fileName });
    await this.persist();
    this.notify();
    this.schedule(this.debounceMs);
  }

  /**
   * Takes a photo off the report: one still waiting here is simply forgotten; one the server has (or is
   * receiving) is deleted by a save.
   */
  async removePhoto(photoId: string): Promise<void> {
    const waiting = this.changes.findIndex((item) => item.kind === 'photo' && item.id === photoId);
    if (waiting >= 0 && this.inFlight !== photoId) {
      this.changes.splice(waiting, 1);
      this.notify();
      await this.persist();
      return;
    }
    await this.queueSave({ deletedPhotoIds: [photoId] });
  }

  /** Sends now (the browser is back online, or the screen needs everything on the server). */
  flushNow(): Promise<void> {
    this.clearTimer();
    return this.flush();
  }

  /** True once every change reached the server (what a submit waits for). */
  async flushAll(): Promise<boolean> {
    // A few rounds: an edit made while the last send was on its way goes too; a failure stops at once.
    for (let round = 0; round < 3 && this.changes.length; round++) {
      await this.flushNow();
      if (this.flushing) await this.flushing;
      if (this.retryInMs !== null || !this.isOnline()) break;
    }
    return this.changes.length === 0;
  }

  /** The refusal was shown. */
  clearRefusal(): void {
    this.refusal = null;
    this.notify();
  }

  /** Stops the timers (the screen closed); what waits stays stored for the next visit. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  /** Resolves once what was recorded so far is in the storage. */
  stored(): Promise<void> {
    return this.writing;
  }

  private dropPhotosOf(defectIds: Set<string>) {
    this.changes = this.changes.filter(
      (item) =>
        item.kind !== 'photo' ||
        item.id === this.inFlight ||
        !item.fields.defectId ||
        !defectIds.has(item.fields.defectId),
    );
  }

  private schedule(delayMs: number) {
    if (this.disposed) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.disposed || !this.changes.length) return Promise.resolve();
    if (!this.isOnline()) {
      // The 'online' event calls flushNow; nothing to try before.
      this.notify();
      return Promise.resolve();
    }
    this.flushing = this.sendAll().finally(() => {
      this.flushing = null;
      this.notify();
    });
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    while (this.changes.length && !this.disposed) {
      // Nothing leaves before it is kept on the device.
      await this.writing;
      const head = this.changes[0]!;
      this.inFlight = head.id;
      this.retryInMs = null;
      this.notify();
      try {
        await this.send(head);
        this.attempt = 0;
      } catch (error) {
        if (error instanceof RefusedChange) {
          // Sending it again would be refused again: it leaves the outbox, the screen reloads the server's.
          this.refusal = error.serverMessage;
          this.options.onRefused?.(error.serverMessage);
        } else {
          this.inFlight = null;
          this.attempt += 1;
          this.retryInMs = this.backoffMs(this.attempt);
          this.schedule(this.retryInMs);
          return;
        }
      }
      this.inFlight = null;
      // Only the change just sent leaves: edits made meanwhile were added after it.
      this.changes = this.changes.filter((item) => item !== head && item.id !== head.id);
      await this.persist();
    }
    this.retryInMs = null;
  }

  private async send(change: PendingChange) {
    if (change.kind === 'save') {
      const detail = await this.options.transport.save(change.body);
      if (detail) this.detail = detail;
      return;
    }
    const photo = await this.options.transport.uploadPhoto(change);
    if (photo && this.detail)
      this.detail = {
        ...this.detail,
        photos: [...this.detail.photos.filter((item) => item.id !== photo.id), photo],
      };
  }

  private persist(): Promise<void> {
    const snapshot = { detail: this.detail, changes: [...this.changes] };
    const key = this.options.key;
    this.writing = this.writing.then(() => this.options.storage.write(key, snapshot)).catch(() => undefined);
    return this.writing;
  }

  private notify() {
    this.options.onChange?.();
  }
}
