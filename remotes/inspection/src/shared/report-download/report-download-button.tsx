import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BookingStatus, Permissions } from '@portal/domain';
import { usePermission } from '@portal/screen-kit';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { refusalMessage, useReportScreensApi } from '../api/report-screens-api';

/**
 * "Download report" on a booking whose report was sent, for whoever reads reports (staff, and customer
 * users). Whether a customer's record allows downloads is the server's to say: its refusal is shown as
 * it words it.
 */
export function ReportDownloadButton({
  bookingId,
  bookingNo,
  status,
  compact = false,
}: {
  bookingId: number;
  bookingNo: string;
  status: BookingStatus;
  compact?: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.reportScreens.download.${key}` }, values);
  const api = useReportScreensApi();
  const canRead = usePermission(Permissions.InspectionReport.View);
  const [busy, setBusy] = useState(false);
  if (status !== BookingStatus.ReportSent || !canRead) return null;

  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await api.pdf(bookingId), `${t('fileName', { number: bookingNo })}.pdf`);
    } catch (error) {
      showToast({ kind: 'error', message: (await refusalMessage(error)) ?? t('failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className={compact ? '!px-2 !py-1' : ''}
      aria-label={t('label', { number: bookingNo })}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? t('busy') : t('button')}
    </Button>
  );
}
