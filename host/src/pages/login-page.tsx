import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  LOGIN_BLOCK_MINUTES,
  LoginResult,
  PUBLIC_ACCOUNT_ROUTES,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { Alert, Button, Card, TextField } from '@portal/ui';
import { signIn } from '../session/sign-in';
import { LanguageSwitch } from '../layout/language-switch';
import { publicCallFailure } from './public-call-failure';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAuthStore((state) => !!state.user);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnUrl = params.get('returnUrl');

  if (signedIn && !busy) return <Navigate to={returnUrl ?? '/landing'} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const outcome = await signIn(login, password, returnUrl);
      if (outcome.destination) {
        navigate(outcome.destination, { replace: true });
        return;
      }
      setError(
        intl.formatMessage({ id: `result.login.${outcome.result}` }, { minutes: LOGIN_BLOCK_MINUTES }),
      );
      if (outcome.result === LoginResult.LoginNameOrPasswordNotCorrect) setPassword('');
    } catch (failure) {
      setError(intl.formatMessage({ id: publicCallFailure(failure, 'login.networkError') }));
    }
    setBusy(false);
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-sky-50 to-slate-100 p-6">
      <div className="absolute right-4 top-4">
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-sm">
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <div>
            <h1 className="text-xl font-semibold text-slate-900">
              <FormattedMessage id="login.title" />
            </h1>
            <p className="mt-1 text-sm text-slate-500">
              <FormattedMessage id="login.subtitle" />
            </p>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextField
            label={intl.formatMessage({ id: 'login.userName' })}
            name="username"
            autoComplete="username"
            autoFocus
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'login.password' })}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            <FormattedMessage id={busy ? 'login.submitting' : 'login.submit'} />
          </Button>
          <Link
            to={PUBLIC_ACCOUNT_ROUTES.forgotPassword}
            className="text-center text-sm text-sky-800 hover:underline"
          >
            <FormattedMessage id="login.forgotPassword" />
          </Link>
          <Link
            to={CUSTOMER_REGISTRATION_ROUTES.form}
            className="text-center text-sm font-medium text-sky-800 hover:underline"
          >
            <FormattedMessage id="login.register" />
          </Link>
        </form>
      </Card>
    </main>
  );
}
