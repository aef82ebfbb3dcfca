import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginResult, encodeSignInPassword, toCurrentUser } from '@portal/domain';
import { Alert, Button, Card, TextField } from '@portal/ui';
import { userApi } from '../api';
import { useAuthStore } from '../auth/auth-store';

/** Sign-in for a remote started on its own during development; the portal itself signs in at the shell. */
export function DevSignIn({ firstPath }: { firstPath: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const response = await userApi().signIn({
      UserName: login,
      Password: encodeSignInPassword(password),
      isEncrypt: true,
    });
    if (response.result !== LoginResult.Success || !response.token || !response.user) {
      setError(intl.formatMessage({ id: 'contract.devSignIn.failed' }, { result: response.result }));
      return;
    }
    const store = useAuthStore.getState();
    store.signIn(response.token, toCurrentUser(response.user));
    store.selectEntity(response.user.entityId);
    navigate(params.get('returnUrl') ?? `/${response.user.entityId}/${firstPath}`, { replace: true });
  }

  return (
    <Card className="mx-auto mt-16 max-w-sm">
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <h1 className="text-lg font-semibold">
          <FormattedMessage id="contract.devSignIn.title" />
        </h1>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={intl.formatMessage({ id: 'contract.devSignIn.login' })}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'contract.devSignIn.password' })}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit">
          <FormattedMessage id="contract.devSignIn.submit" />
        </Button>
      </form>
    </Card>
  );
}
