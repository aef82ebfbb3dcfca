import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CustomerRegistrationStatus,
  Permissions,
  REJECTION_REASON_MAX,
  RegistrationDecisionResult,
  type CustomerRegistrationDetail,
  type RegistrationDecisionResponse,
} from '@portal/domain';
import { usePermission } from '@portal/screen-kit';
import { Alert, Button, ConfirmDialog, PromptDialog } from '@portal/ui';
import { useRegistrationApi } from './use-registration-api';

type Dialog = 'approve' | 'reject' | null;

/**
 * Approve (a verified registration) or reject (with a reason the applicant is told). The server's answer
 * replaces the record shown; a refusal says why (not verified yet, decided meanwhile, a name now taken).
 */
export function RegistrationDecision({
  record,
  onDecided,
}: {
  record: CustomerRegistrationDetail;
  onDecided: (record: CustomerRegistrationDetail) => void;
}) {
  const intl = useIntl();
  const api = useRegistrationApi();
  const mayDecide = usePermission(Permissions.CustomerRegistration.Approve);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const open =
    record.status === CustomerRegistrationStatus.PendingVerification ||
    record.status === CustomerRegistrationStatus.Verified;
  if (!mayDecide || !open) return outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null;

  async function run(kind: 'approve' | 'reject', reason?: string) {
    setBusy(true);
    let answer: RegistrationDecisionResponse;
    try {
      answer =
        kind === 'approve'
          ? await api.approve(record.id, { version: record.version })
          : await api.reject(record.id, { version: record.version, reason });
    } catch {
      setBusy(false);
      setDialog(null);
      setOutcome({ tone: 'error', text: t('masterdata.registration.decision.failed') });
      return;
    }
    setBusy(false);
    setDialog(null);
    if (answer.result === RegistrationDecisionResult.Success)
      setOutcome({
        tone: 'success',
        text: t(`masterdata.registration.decision.done.${kind}`, { company: record.companyName }),
      });
    else
      setOutcome({
        tone: 'error',
        text: answer.message ?? t(`masterdata.registration.decision.result.${answer.result}`),
      });
    if (answer.data) onDecided(answer.data);
  }

  const verified = record.status === CustomerRegistrationStatus.Verified;
  return (
    <div className="flex flex-col gap-3">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {!verified ? (
        <Alert tone="info">
          <FormattedMessage id="masterdata.registration.decision.waitingVerification" />
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('approve')} disabled={!verified || busy}>
          <FormattedMessage id="masterdata.registration.approve" />
        </Button>
        <Button variant="secondary" onClick={() => setDialog('reject')} disabled={busy}>
          <FormattedMessage id="masterdata.registration.reject" />
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === 'approve'}
        title={t('masterdata.registration.approve.title')}
        body={t('masterdata.registration.approve.body', {
          company: record.companyName,
          login: record.loginName,
        })}
        confirmLabel={t('masterdata.registration.approve')}
        cancelLabel={t('masterdata.registration.cancel')}
        busy={busy}
        onConfirm={() => void run('approve')}
        onCancel={() => setDialog(null)}
      />
      <PromptDialog
        open={dialog === 'reject'}
        title={t('masterdata.registration.reject.title')}
        label={t('masterdata.registration.field.rejectionReason')}
        confirmLabel={t('masterdata.registration.reject')}
        cancelLabel={t('masterdata.registration.cancel')}
        maxLength={REJECTION_REASON_MAX}
        validate={(text) => (text.trim() ? null : t('masterdata.registration.reject.reasonRequired'))}
        onConfirm={(reason) => void run('reject', reason)}
        onCancel={() => setDialog(null)}
        danger
        busy={busy}
      />
    </div>
  );
}
