import { useIntl } from 'react-intl';
import type { BookingAttachment } from '@portal/domain';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { bookingMoment } from '../../shared/dates/booking-dates';
import type { BookingApi } from '../use-booking-api';

/** The booking's files, each downloadable (through the signed-in client: the link needs the token). */
export function BookingAttachments({
  api,
  bookingId,
  attachments,
}: {
  api: BookingApi;
  bookingId: number;
  attachments: BookingAttachment[];
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.booking.detail.${key}` }, values);
  if (attachments.length === 0) return <p className="text-sm text-slate-600">{t('noAttachments')}</p>;
  const download = async (file: BookingAttachment) => {
    try {
      downloadBlob(await api.downloadAttachment(bookingId, file.id), file.fileName);
    } catch {
      showToast({ kind: 'error', message: t('downloadFailed') });
    }
  };
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-3 text-sm">
          <Button
            variant="ghost"
            className="!px-2 !py-1"
            aria-label={t('download', { name: file.fileName })}
            onClick={() => void download(file)}
          >
            {file.fileName}
          </Button>
          <span className="text-slate-500">
            {intl.formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB ·{' '}
            {bookingMoment(file.uploadedAt)}
            {file.uploadedBy ? ` · ${file.uploadedBy}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
