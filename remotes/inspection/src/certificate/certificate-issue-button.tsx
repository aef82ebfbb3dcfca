import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult, type InspectionCertificateDetail } from '@portal/domain';
import { Button, ConfirmDialog, showToast } from '@portal/ui';
import { useCertificateApi } from './certificate-api';

/**
 * "Issue" of a saved draft, after confirmation: the server numbers it and answers the issued certificate,
 * which replaces the screen's record (the form then turns read only). Held while the form has unsaved
 * changes, so what is issued is what the user sees.
 */
export function CertificateIssueButton({
  record,
  dirty,
  onIssued,
}: {
  record: InspectionCertificateDetail;
  dirty: boolean;
  onIssued: (record: InspectionCertificateDetail) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.certificate.${key}` }, values);
  const api = useCertificateApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const issue = async () => {
    setBusy(true);
    try {
      const answer = await api.issue(record.id);
      if (answer.result === ResourceResult.Success && answer.data) {
        onIssued(answer.data);
        showToast({ kind: 'success', message: t('issue.done', { number: answer.data.number ?? '' }) });
      } else {
        if (answer.current) onIssued(answer.current);
        const message = answer.message ?? answer.errors?.[0]?.message ?? t('issue.failed');
        showToast({ kind: 'error', message });
      }
    } catch {
      showToast({ kind: 'error', message: t('issue.failed') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={dirty || busy} onClick={() => setConfirming(true)}>
        {busy ? t('action.issuing') : t('action.issue')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('issue.confirmTitle')}
        body={t('issue.confirmText')}
        confirmLabel={t('action.issue')}
        cancelLabel={intl.formatMessage({ id: 'kit.dialog.cancel' })}
        busy={busy}
        onConfirm={() => void issue()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
