/** @jest-environment node */
import 'fake-indexeddb/auto';
import { CheckResult, DefectClass } from '@portal/domain';
import { aDefect, aReport, passAnswer } from '../testing/report-fixtures';
import { FakeReportServer } from '../testing/fake-report-server';
import { draftKey, indexedDbDraftStorage } from './draft-storage';
import { ReportOutbox, type OutboxOptions } from './report-outbox';

const storage = indexedDbDraftStorage();
let online = true;
let bookingId = 100;

/** A fresh booking per test: each test's drafts live under their own key. */
function setUp(over: Partial<OutboxOptions> = {}) {
  bookingId += 1;
  const server = new FakeReportServer(aReport({ bookingId }));
  const key = draftKey(1, bookingId);
  const make = () =>
    new ReportOutbox({
      key,
      storage,
      transport: server,
      debounceMs: 5,
      backoffMs: () => 10,
      isOnline: () => online,
      ...over,
    });
  return { server, key, make };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const jpeg = (size = 2048) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/jpeg' });

beforeEach(() => {
  online = true;
});

describe('ReportOutbox', () => {
  it('sends the changes in the order they were made, edits close together as one save', async () => {
    const { server, make } = setUp({ debounceMs: 5000 });
    const outbox = make();
    await outbox.open(server.detail);
    await outbox.queueSave({ checks: [passAnswer('carton-drop')] });
    await outbox.queueSave({ defects: [aDefect()] });
    await outbox.queuePhoto({ id: 'p-1', defectId: 'd-1', checkKey: null, caption: 'seam' }, jpeg(), 'a.jpg');
    await outbox.queueSave({ remarks: 'Factory busy' });
    expect(outbox.status()).toMatchObject({ state: 'saving', pending: 3 });
    expect(server.received).toEqual([]);
    await outbox.flushAll();
    expect(server.received).toEqual([
      { checks: [passAnswer('carton-drop')], defects: [aDefect()] },
      'photo p-1',
      { remarks: 'Factory busy' },
    ]);
    expect(server.detail.defects).toEqual([aDefect()]);
    expect(server.detail.photos.map((photo) => photo.id)).toEqual(['p-1']);
    expect(outbox.view()!.remarks).toBe('Factory busy');
    outbox.dispose();
  });

  it('keeps every change on the device while offline, and a reload shows them over the server’s report', async () => {
    const { server, make, key } = setUp();
    online = false;
    const first = make();
    await first.open(server.detail);
    await first.queueSave({ defects: [aDefect()] });
    await first.queuePhoto({ id: 'p-1', defectId: 'd-1', checkKey: null, caption: null }, jpeg(300), 'a.jpg');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(first.status()).toMatchObject({ state: 'offline', pending: 2 });
    expect(server.received).toEqual([]);
    first.dispose();

    // The page reloads, still offline: the server's report cannot be read, the kept one is shown.
    const offlineReload = make();
    const shown = await offlineReload.open(null);
    expect(shown!.defects).toEqual([aDefect()]);
    expect(shown!.photos).toMatchObject([{ id: 'p-1', defectId: 'd-1', size: 300, pending: true }]);
    expect(new Uint8Array(offlineReload.pendingPhoto('p-1')!.bytes)[0]).toBe(7);
    offlineReload.dispose();

    // Back online, a reload reads the server's report (without the changes) and lays the changes over it.
    online = true;
    const onlineReload = make();
    const merged = await onlineReload.open(server.detail);
    expect(merged!.defects).toEqual([aDefect()]);
    await until(() => onlineReload.status().state === 'saved', 'saved');
    expect(server.detail.defects).toEqual([aDefect()]);
    expect(server.detail.photos.map((photo) => photo.id)).toEqual(['p-1']);
    await onlineReload.stored();
    expect((await storage.read(key))!.changes).toEqual([]);
    onlineReload.dispose();
  });

  it('sends what waited when the browser is back online', async () => {
    const { server, make } = setUp();
    online = false;
    const outbox = make();
    await outbox.open(server.detail);
    await outbox.queueSave({ checks: [passAnswer('carton-drop')] });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.received).toEqual([]);
    online = true;
    await outbox.flushNow();
    expect(outbox.status()).toMatchObject({ state: 'saved', pending: 0 });
    expect(server.detail.checks).toEqual([passAnswer('carton-drop')]);
    outbox.dispose();
  });

  it('retries a failed send with a growing wait and loses nothing', async () => {
    const waits: number[] = [];
    const { server, make } = setUp({
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 10 * attempt;
      },
    });
    const outbox = make();
    await outbox.open(server.detail);
    server.failNext(2);
    await outbox.queueSave({ defects: [aDefect()] });
    await until(() => outbox.status().state === 'retrying', 'retrying');
    expect(outbox.status()).toMatchObject({ pending: 1, retryInMs: 10 });
    await until(() => outbox.status().state === 'saved', 'saved');
    expect(waits).toEqual([1, 2]);
    expect(server.detail.defects).toEqual([aDefect()]);
    outbox.dispose();
  });

  it('sends a change again when its answer was lost, and the server still holds it once', async () => {
    const { server, make } = setUp();
    const outbox = make();
    await outbox.open(server.detail);
    server.failNext(1, 'after');
    await outbox.queueSave({ defects: [aDefect({ count: 3 })] });
    await until(() => outbox.status().state === 'saved', 'saved');
    expect(server.received).toHaveLength(2);
    expect(server.detail.defects).toEqual([aDefect({ count: 3 })]);
    expect(outbox.view()!.defects).toEqual([aDefect({ count: 3 })]);
    outbox.dispose();
  });

  it('deletes a defect: one never sent is not sent at all, its waiting photos go with it', async () => {
    const { server, make } = setUp();
    online = false;
    const outbox = make();
    await outbox.open(server.detail);
    await outbox.queueSave({ defects: [aDefect(), aDefect({ id: 'd-2', defectClass: DefectClass.Major })] });
    await outbox.queuePhoto({ id: 'p-1', defectId: 'd-1', checkKey: null, caption: null }, jpeg(), 'a.jpg');
    await outbox.queueSave({ deletedDefectIds: ['d-1'] });
    expect(outbox.view()!.defects.map((defect) => defect.id)).toEqual(['d-2']);
    expect(outbox.view()!.photos).toEqual([]);
    online = true;
    await outbox.flushAll();
    // The photo between the two saves was forgotten; nothing of it went out.
    expect(server.received).toEqual([
      { defects: [aDefect(), aDefect({ id: 'd-2', defectClass: DefectClass.Major })] },
      { deletedDefectIds: ['d-1'] },
    ]);
    expect(server.detail.defects.map((defect) => defect.id)).toEqual(['d-2']);
    outbox.dispose();
  });

  it('deletes a photo: a waiting one is forgotten, an uploaded one is deleted by a save', async () => {
    const { server, make } = setUp();
    const outbox = make();
    await outbox.open(server.detail);
    await outbox.queuePhoto(
      { id: 'p-1', defectId: null, checkKey: 'carton-drop', caption: null },
      jpeg(),
      'a.jpg',
    );
    await outbox.flushAll();
    online = false;
    await outbox.queuePhoto(
      { id: 'p-2', defectId: null, checkKey: 'carton-drop', caption: null },
      jpeg(),
      'b.jpg',
    );
    await outbox.removePhoto('p-2');
    await outbox.removePhoto('p-1');
    expect(outbox.view()!.photos).toEqual([]);
    online = true;
    await outbox.flushAll();
    expect(server.received).toEqual(['photo p-1', { deletedPhotoIds: ['p-1'] }]);
    expect(server.detail.photos).toEqual([]);
    outbox.dispose();
  });

  it('drops a change the server refuses, says why, and sends the next ones', async () => {
    const refused: (string | null)[] = [];
    const { server, make } = setUp({ onRefused: (message) => refused.push(message) });
    const outbox = make();
    await outbox.open(server.detail);
    server.refuseNext('This checkpoint is not in the report.');
    await outbox.queueSave({ checks: [{ key: 'nope', result: CheckResult.Pass, comment: null }] });
    await outbox.flushAll();
    await outbox.queueSave({ remarks: 'ok' });
    await outbox.flushAll();
    expect(refused).toEqual(['This checkpoint is not in the report.']);
    expect(outbox.status()).toMatchObject({
      state: 'saved',
      refusal: 'This checkpoint is not in the report.',
    });
    expect(server.detail.remarks).toBe('ok');
    expect(server.detail.checks).toEqual([]);
    outbox.dispose();
  });

  it('keeps an edit made while a save is on its way for the next save', async () => {
    const { server, make } = setUp();
    const outbox = make();
    await outbox.open(server.detail);
    let release: () => void = () => undefined;
    const slow = server.save;
    server.save = async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      return slow(body);
    };
    await outbox.queueSave({ remarks: 'first' });
    const sending = outbox.flushNow();
    await until(() => server.received.length === 0 && outbox.status().state === 'saving', 'in flight');
    await outbox.queueSave({ remarks: 'second' });
    server.save = slow;
    release();
    await sending;
    await outbox.flushAll();
    expect(server.received).toEqual([{ remarks: 'first' }, { remarks: 'second' }]);
    expect(outbox.view()!.remarks).toBe('second');
    outbox.dispose();
  });

  it('still edits and sends when the browser keeps nothing (no IndexedDB)', async () => {
    const { server } = setUp();
    const broken = {
      read: () => Promise.reject(new Error('no IndexedDB')),
      write: () => Promise.reject(new Error('no IndexedDB')),
      remove: () => Promise.reject(new Error('no IndexedDB')),
    };
    const outbox = new ReportOutbox({ key: 'k', storage: broken, transport: server, debounceMs: 5 });
    expect((await outbox.open(server.detail))!.bookingId).toBe(server.detail.bookingId);
    await outbox.queueSave({ remarks: 'kept in memory' });
    expect(outbox.view()!.remarks).toBe('kept in memory');
    await outbox.flushAll();
    expect(server.detail.remarks).toBe('kept in memory');
    outbox.dispose();
  });
});
