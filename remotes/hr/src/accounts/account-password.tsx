import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, type UserAccountDetail } from '@portal/domain';
import { Button, showToast } from '@portal/ui';
import type { AccountApi } from './account-api';

/** Whether the user has a password, when they last signed in, and the button that emails a new link. */
export function AccountPassword({
  api,
  record,
  canSend,
}: {
  api: AccountApi;
  record: UserAccountDetail;
  canSend: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await api.sendResetLink(record.id);
      if (answer.result === 1)
        showToast({ kind: 'success', message: t('hr.account.resetLink.sent', { email: record.email }) });
      else showToast({ kind: 'error', message: answer.message ?? t('hr.account.resetLink.failed') });
    } catch {
      showToast({ kind: 'error', message: t('hr.account.resetLink.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="flex flex-wrap items-center gap-3 text-sm text-slate-700 md:col-span-2"
      data-testid="account-password"
    >
      <div className="mr-auto space-y-1">
        <p>{t(record.passwordSet ? 'hr.account.password.stateSet' : 'hr.account.password.stateNotSet')}</p>
        <p className="text-slate-500">
          {record.lastSignInAt
            ? t('hr.account.password.lastSignIn', {
                date: formatDate(record.lastSignInAt, { withTime: true }),
              })
            : t('hr.account.password.neverSignedIn')}
        </p>
      </div>
      {canSend && record.isActive ? (
        <Button variant="secondary" onClick={() => void send()} disabled={busy}>
          {t(record.passwordSet ? 'hr.account.resetLink.send' : 'hr.account.resetLink.sendSet')}
        </Button>
      ) : null}
    </div>
  );
}
