import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { refusalOf, useCertificateApi } from './certificate-api';

/** "Download PDF" of an issued certificate; the server's refusal is shown as it words it. */
export function CertificatePdfButton({
  id,
  number,
  compact = false,
}: {
  id: number;
  number: string;
  compact?: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.certificate.${key}` }, values);
  const api = useCertificateApi();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await api.pdf(id), `${number}.pdf`);
    } catch (error) {
      showToast({ kind: 'error', message: (await refusalOf(error)) ?? t('pdf.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className={compact ? '!px-2 !py-1' : ''}
      aria-label={compact ? t('action.pdfFor', { number }) : undefined}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? t('action.downloading') : t('action.pdf')}
    </Button>
  );
}
