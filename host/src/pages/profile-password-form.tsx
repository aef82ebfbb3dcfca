import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_HISTORY_SIZE, PasswordResult, toCurrentUser } from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';
import { Alert, Button, TextField, showToast } from '@portal/ui';
import { PasswordPolicyList } from './password-policy-list';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change one's password from the profile, through the same call as the change-password page. */
export function ProfilePasswordForm({ loginName }: { loginName: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (values.newPassword !== values.confirmPassword) {
      setError(t('password.confirmMismatch'));
      return;
    }
    setBusy(true);
    try {
      const answer = await userApi().changePassword(values);
      if (answer.result === PasswordResult.Success) {
        if (answer.user) useAuthStore.getState().updateUser(toCurrentUser(answer.user));
        setValues(EMPTY);
        showToast({ kind: 'success', message: t('profile.password.saved') });
      } else
        setError(
          intl.formatMessage({ id: `result.password.${answer.result}` }, { count: PASSWORD_HISTORY_SIZE }),
        );
    } catch {
      setError(t('changePassword.error'));
    }
    setBusy(false);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('profile.section.password')}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600">
        <FormattedMessage id="profile.password.intro" />
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <input type="text" name="username" autoComplete="username" value={loginName} readOnly hidden />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <TextField
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <TextField
          label={t('changePassword.confirm')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </div>
      <PasswordPolicyList password={values.newPassword} loginName={loginName} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || !values.currentPassword || !values.newPassword}>
          <FormattedMessage id="changePassword.submit" />
        </Button>
      </div>
    </form>
  );
}
