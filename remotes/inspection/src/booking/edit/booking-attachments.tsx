import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  BOOKING_ATTACHMENT_MAX_BYTES,
  BOOKING_ATTACHMENTS_MAX,
  ResourceResult,
  type BookingAttachment,
} from '@portal/domain';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { stepRefusal } from '../step-actions';
import type { BookingApi } from '../use-booking-api';

const E = 'inspection.bookingEdit.files';
const MB = 1024 * 1024;
/** What the server keeps: PDF and the common image formats. */
const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';

type Api = Pick<BookingApi, 'uploadAttachment' | 'downloadAttachment' | 'removeAttachment'>;

/**
 * The booking's files: download for whoever sees the booking; upload (one file at a time, at most
 * 10 MB, checked before sending) and removal for whoever may edit it. Files hang on a saved booking.
 */
export function BookingAttachments({
  api,
  bookingId,
  attachments,
  canChange,
}: {
  api: Api;
  /** Null for a booking not saved yet. */
  bookingId: number | null;
  attachments: BookingAttachment[];
  canChange: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${E}.${id}` }, values);
  const [list, setList] = useState(attachments);
  const [busy, setBusy] = useState(false);
  useEffect(() => setList(attachments), [attachments]);
  const megabytes = (bytes: number) => intl.formatNumber(bytes / MB, { maximumFractionDigits: 1 });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || bookingId === null) return;
    if (file.size > BOOKING_ATTACHMENT_MAX_BYTES) {
      showToast({ kind: 'warning', message: t('tooLarge', { name: file.name }) });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.uploadAttachment(bookingId, file);
      if (answer.result === ResourceResult.Success && answer.data) {
        setList((current) => [...current, answer.data!]);
        showToast({ kind: 'success', message: t('uploaded', { name: file.name }) });
      } else showToast({ kind: 'warning', message: stepRefusal(intl, answer) });
    } catch {
      showToast({ kind: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  };
  const download = async (file: BookingAttachment) => {
    try {
      downloadBlob(await api.downloadAttachment(bookingId!, file.id), file.fileName);
    } catch {
      showToast({ kind: 'error', message: t('failed') });
    }
  };
  const remove = async (file: BookingAttachment) => {
    try {
      const answer = await api.removeAttachment(bookingId!, file.id);
      if (answer.result !== ResourceResult.Success) throw new Error(String(answer.result));
      setList((current) => current.filter((item) => item.id !== file.id));
      showToast({ kind: 'success', message: t('removed', { name: file.fileName }) });
    } catch {
      showToast({ kind: 'error', message: t('failed') });
    }
  };

  return (
    <section
      aria-label={t('title')}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-800">{t('title')}</h2>
      {bookingId === null ? (
        <p className="text-sm text-slate-600">{t('saveFirst')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200"
          data-testid="booking-files"
        >
          {list.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <button
                type="button"
                className="mr-auto break-all text-left font-medium text-sky-800 hover:underline"
                aria-label={t('download', { name: file.fileName })}
                onClick={() => void download(file)}
              >
                {file.fileName}
              </button>
              <span className="text-xs text-slate-600">{t('size', { size: megabytes(file.size) })}</span>
              {canChange ? (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1 !text-xs"
                  aria-label={t('remove', { name: file.fileName })}
                  onClick={() => void remove(file)}
                >
                  {t('removeShort')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {bookingId !== null && canChange ? (
        list.length >= BOOKING_ATTACHMENTS_MAX ? (
          <p className="text-sm text-slate-600">{t('full', { max: BOOKING_ATTACHMENTS_MAX })}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label className="inline-flex w-fit cursor-pointer items-center rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-sky-500">
              {busy ? t('uploading') : t('upload')}
              <input
                type="file"
                accept={ACCEPTED_FILES}
                className="sr-only"
                disabled={busy}
                onChange={(event) => void upload(event)}
                data-testid="booking-file-input"
              />
            </label>
            <span className="text-xs text-slate-600">
              {t('hint', { size: BOOKING_ATTACHMENT_MAX_BYTES / MB, max: BOOKING_ATTACHMENTS_MAX })}
            </span>
          </div>
        )
      ) : null}
    </section>
  );
}
