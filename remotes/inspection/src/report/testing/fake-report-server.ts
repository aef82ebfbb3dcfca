import type { ReportDetail, ReportDraftSave, ReportPhoto } from '@portal/domain';
import { applySave } from '../offline/draft-merge';
import type { OutboxTransport } from '../offline/report-outbox';
import { RefusedChange } from '../offline/report-outbox';
import type { PendingPhoto } from '../offline/pending-change';

/**
 * The server's side of the outbox, as the report API behaves: saves merged by key and id, one photo per
 * id. `failNext` makes the next sends fail the way a dropped connection does (before or after the server
 * took the change); `refuseNext` answers a 400 with the server's message.
 */
export class FakeReportServer implements OutboxTransport {
  received: (ReportDraftSave | string)[] = [];
  private failures: ('before' | 'after')[] = [];
  private refusals: string[] = [];

  constructor(public detail: ReportDetail) {}

  failNext(times = 1, when: 'before' | 'after' = 'before') {
    for (let i = 0; i < times; i++) this.failures.push(when);
  }

  refuseNext(message: string) {
    this.refusals.push(message);
  }

  private answer<T>(take: () => T): T {
    const refusal = this.refusals.shift();
    if (refusal) throw new RefusedChange(refusal);
    const failure = this.failures.shift();
    if (failure === 'before') throw new TypeError('Failed to fetch');
    const result = take();
    if (failure === 'after') throw new TypeError('Failed to fetch');
    return result;
  }

  save = async (body: ReportDraftSave) =>
    this.answer(() => {
      this.received.push(body);
      this.detail = { ...applySave(this.detail, body), version: this.detail.version + 1 };
      return this.detail;
    });

  uploadPhoto = async (photo: PendingPhoto) =>
    this.answer(() => {
      this.received.push(`photo ${photo.id}`);
      const stored: ReportPhoto = {
        ...photo.fields,
        width: 1600,
        height: 1200,
        size: photo.bytes.byteLength,
        url: `api/InspectionReport/${this.detail.bookingId}/photos/${photo.id}`,
      };
      this.detail = {
        ...this.detail,
        photos: [...this.detail.photos.filter((p) => p.id !== photo.id), stored],
      };
      return stored;
    });
}
