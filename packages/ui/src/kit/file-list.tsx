import { useEffect, useState } from 'react';
import { Button } from '../button';
import { showToast } from '../toast/toast-store';
import { downloadBlob } from './download';
import { UploadButton } from './upload-button';

/** A stored file as a list shows it. */
export interface ListedFile {
  id: number;
  fileName: string;
  size: number;
}

/** What an upload ends in: the stored file, or the server's reason for refusing it. */
export type UploadOutcome<Item> = { ok: true; file: Item } | { ok: false; message?: string };

/** The list's words, in the user's language. */
export interface FileListTexts {
  none: string;
  download: (fileName: string) => string;
  remove: (fileName: string) => string;
  upload: string;
  uploading: string;
  /** Under the upload button: the types and size allowed. */
  hint: string;
  saved: string;
  removed: string;
  uploadFailed: string;
  downloadFailed: string;
  removeFailed: string;
}

export interface FileListProps<Item extends ListedFile> {
  files: Item[];
  /** Whether the user may remove files and add more. */
  canChange: boolean;
  /** At most this many: the upload goes away once the list holds them. */
  maxFiles?: number;
  accept: string;
  texts: FileListTexts;
  upload: (file: File) => Promise<UploadOutcome<Item>>;
  /** The file's content: a plain link could not send the token. */
  download: (file: Item) => Promise<Blob>;
  /** Whether the server removed it. */
  remove: (file: Item) => Promise<boolean>;
  testId?: string;
  inputTestId?: string;
}

/** Human size of a file: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A record's stored files (receipts, staff documents...): each downloads by its name; the user who may
 * change them uploads one at a time and removes them. The list follows each change at once.
 */
export function FileList<Item extends ListedFile>(props: FileListProps<Item>) {
  const { texts } = props;
  const [list, setList] = useState(props.files);
  const [busy, setBusy] = useState(false);
  useEffect(() => setList(props.files), [props.files]);

  const add = async (file: File) => {
    setBusy(true);
    try {
      const outcome = await props.upload(file);
      if (outcome.ok) {
        setList((current) => [...current, outcome.file]);
        showToast({ kind: 'success', message: texts.saved });
      } else showToast({ kind: 'error', message: outcome.message ?? texts.uploadFailed });
    } catch {
      showToast({ kind: 'error', message: texts.uploadFailed });
    } finally {
      setBusy(false);
    }
  };
  const download = async (file: Item) => {
    try {
      downloadBlob(await props.download(file), file.fileName);
    } catch {
      showToast({ kind: 'error', message: texts.downloadFailed });
    }
  };
  const remove = async (file: Item) => {
    try {
      if (!(await props.remove(file))) throw new Error('not removed');
      setList((current) => current.filter((item) => item.id !== file.id));
      showToast({ kind: 'success', message: texts.removed });
    } catch {
      showToast({ kind: 'error', message: texts.removeFailed });
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid={props.testId}>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{texts.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
          {list.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <button
                type="button"
                className="mr-auto break-all text-left font-medium text-sky-800 hover:underline"
                aria-label={texts.download(file.fileName)}
                onClick={() => void download(file)}
              >
                {file.fileName}
              </button>
              <span className="text-xs text-slate-500">{fileSize(file.size)}</span>
              {props.canChange ? (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1 !text-xs"
                  aria-label={texts.remove(file.fileName)}
                  onClick={() => void remove(file)}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.canChange && (props.maxFiles === undefined || list.length < props.maxFiles) ? (
        <UploadButton
          label={texts.upload}
          busyLabel={texts.uploading}
          busy={busy}
          accept={props.accept}
          hint={texts.hint}
          onFile={(file) => void add(file)}
          testId={props.inputTestId}
        />
      ) : null}
    </div>
  );
}
