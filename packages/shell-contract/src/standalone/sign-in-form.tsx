import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_BLOCK_MINUTES, LoginResult, encodeSignInPassword, toCurrentUser } from '@portal/domain';
import { Alert, Button, Card, TextField } from '@portal/ui';
import { userApi } from '../api';
import { useAuthStore } from '../auth/auth-store';

/** The API's own refusal text (403 from a page whose origin is not allowed), else the network error. */
async function failureMessage(error: unknown): Promise<string> {
  const response = (error as { response?: Response }).response;
  if (response) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (body?.message) return body.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The portal's sign-in (the same API call as the shell's login page) for a remote shown outside the shell:
 * embedded in another site's page, or started on its own during development. Afterwards it opens the
 * address the guard sent the user away from, or the area's first screen.
 */
export function SignInForm({ firstPath }: { firstPath: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await userApi().signIn({
        UserName: login,
        Password: encodeSignInPassword(password),
        isEncrypt: true,
      });
      if (response.result !== LoginResult.Success || !response.token || !response.user) {
        // The same words as the portal's login page for each result (blocked, disabled, wrong password...).
        setError(
          intl.formatMessage({ id: `result.login.${response.result}` }, { minutes: LOGIN_BLOCK_MINUTES }),
        );
        return;
      }
      const store = useAuthStore.getState();
      store.signIn(response.token, toCurrentUser(response.user));
      store.selectEntity(response.user.entityId);
      navigate(params.get('returnUrl') ?? `/${response.user.entityId}/${firstPath}`, { replace: true });
    } catch (failure) {
      setError(
        intl.formatMessage({ id: 'contract.signIn.unreachable' }, { message: await failureMessage(failure) }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto my-8 max-w-sm">
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <h1 className="text-lg font-semibold">
          <FormattedMessage id="contract.signIn.title" />
        </h1>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={intl.formatMessage({ id: 'contract.signIn.login' })}
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'contract.signIn.password' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="contract.signIn.submit" />
        </Button>
      </form>
    </Card>
  );
}
