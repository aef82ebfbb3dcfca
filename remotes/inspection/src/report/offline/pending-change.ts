import type { ReportDraftSave } from '@portal/domain';

/** A draft save waiting to reach the server (several edits made between two sends become one body). */
export interface PendingSave {
  kind: 'save';
  /** Client-made (crypto.randomUUID): names the change in the outbox, never sent. */
  id: string;
  body: ReportDraftSave;
}

/** What the upload form carries beside the file. */
export interface PhotoFields {
  /** Client-made uuid: the server keeps one photo per id, so a replayed upload adds nothing. */
  id: string;
  defectId: string | null;
  checkKey: string | null;
  caption: string | null;
}

/**
 * A resized photo waiting for its upload. The bytes are kept as an ArrayBuffer, not a Blob: every
 * IndexedDB stores those alike, and the thumbnail rebuilds a Blob of `type` from them.
 */
export interface PendingPhoto {
  kind: 'photo';
  id: string;
  fields: PhotoFields;
  bytes: ArrayBuffer;
  type: string;
  fileName: string;
}

export type PendingChange = PendingSave | PendingPhoto;

/** The change's file again, for an upload or a thumbnail. */
export const photoBlob = (photo: PendingPhoto): Blob => new Blob([photo.bytes], { type: photo.type });

/** A file's bytes; through a FileReader where Blob.arrayBuffer is missing (older WebViews, jsdom). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}
