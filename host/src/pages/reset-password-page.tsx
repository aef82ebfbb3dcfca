import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PASSWORD_HISTORY_SIZE,
  PUBLIC_ACCOUNT_ROUTES,
  PasswordResult,
  type ResetLinkState,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { Alert, Button, Spinner, TextField } from '@portal/ui';
import { accountPageApi } from './account-api';
import { PasswordPolicyList } from './password-policy-list';
import { PublicPageFrame } from './public-page-frame';

type Stage = 'checking' | 'expired' | 'form' | 'done';

/**
 * /reset-password?token=…: the link from the email. A dead link (unknown, used, expired) offers a new
 * one; a live one sets the password under the policy, after which the user signs in with it.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<ResetLinkState | null>(null);
  const [stage, setStage] = useState<Stage>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (!token) {
      setStage('expired');
      return;
    }
    accountPageApi()
      .linkState(token)
      .then((answer) => {
        if (!live) return;
        setState(answer);
        setStage(answer.isExpired ? 'expired' : 'form');
      })
      .catch(() => live && setStage('expired'));
    return () => {
      live = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError(intl.formatMessage({ id: 'password.confirmMismatch' }));
      return;
    }
    setBusy(true);
    try {
      const answer = await accountPageApi().resetPassword({
        token,
        newPassword: password,
        confirmPassword: confirm,
      });
      if (answer.result === PasswordResult.Success) {
        // The reset ended every session of the account; one held in this browser is gone too.
        const signedIn = useAuthStore.getState().user;
        if (signedIn && signedIn.userName.toLowerCase() === state?.loginName?.toLowerCase())
          useAuthStore.getState().signOut();
        setStage('done');
      } else if (answer.isExpired) setStage('expired');
      else
        setError(
          intl.formatMessage({ id: `result.password.${answer.result}` }, { count: PASSWORD_HISTORY_SIZE }),
        );
    } catch {
      setError(intl.formatMessage({ id: 'resetPassword.error' }));
    }
    setBusy(false);
  }

  const title = state?.isNewAccount ? 'resetPassword.title.set' : 'resetPassword.title.reset';
  return (
    <PublicPageFrame>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-slate-900">
          <FormattedMessage id={title} />
        </h1>
        {stage === 'checking' ? (
          <Spinner label={intl.formatMessage({ id: 'resetPassword.checking' })} />
        ) : null}
        {stage === 'expired' ? (
          <>
            <Alert tone="warning">
              <FormattedMessage id="resetPassword.expired" />
            </Alert>
            <Link to={PUBLIC_ACCOUNT_ROUTES.forgotPassword} className="text-sm text-sky-800 hover:underline">
              <FormattedMessage id="resetPassword.askAgain" />
            </Link>
          </>
        ) : null}
        {stage === 'done' ? (
          <>
            <Alert tone="success">
              <FormattedMessage id="resetPassword.done" />
            </Alert>
            <Link to="/login" className="text-sm font-medium text-sky-800 hover:underline">
              <FormattedMessage id="resetPassword.signIn" />
            </Link>
          </>
        ) : null}
        {stage === 'form' ? (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <p className="text-sm text-slate-600">
              <FormattedMessage
                id="resetPassword.for"
                values={{ login: <strong>{state?.loginName}</strong> }}
              />
            </p>
            {error ? <Alert tone="error">{error}</Alert> : null}
            {/* Lets password managers file the new password under the right login. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={state?.loginName ?? ''}
              readOnly
              hidden
            />
            <TextField
              label={intl.formatMessage({ id: 'resetPassword.new' })}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordPolicyList password={password} loginName={state?.loginName} />
            <TextField
              label={intl.formatMessage({ id: 'resetPassword.confirm' })}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <Button type="submit" disabled={busy || !password}>
              <FormattedMessage id="resetPassword.submit" />
            </Button>
          </form>
        ) : null}
      </div>
    </PublicPageFrame>
  );
}
