import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RESET_LINK_HOURS } from '@portal/domain';
import { Alert, Button, TextField } from '@portal/ui';
import { accountPageApi } from './account-api';
import { PublicPageFrame } from './public-page-frame';
import { publicCallFailure } from './public-call-failure';

/** Spec section 8 email rule, as the server checks it: something@something.something. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /forgot-password: asks for a link by email. The answer is the same whether an account uses the
 * address or not, so the page never tells which addresses are known.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    setFailure(null);
    try {
      await accountPageApi().forgotPassword(address);
      setSentTo(address);
    } catch (error) {
      setFailure(publicCallFailure(error, 'forgotPassword.error'));
    }
    setBusy(false);
  }

  return (
    <PublicPageFrame>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div>
          <h1 className="text-xl font-semibold text-slate-900">
            <FormattedMessage id="forgotPassword.title" />
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            <FormattedMessage id="forgotPassword.intro" />
          </p>
        </div>
        {sentTo ? (
          <Alert tone="success">
            <FormattedMessage id="forgotPassword.sent" values={{ email: sentTo, hours: RESET_LINK_HOURS }} />
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'forgotPassword.email' })}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          maxLength={200}
          onChange={(event) => setEmail(event.target.value)}
          error={
            invalid
              ? intl.formatMessage(
                  { id: 'validation.email' },
                  { field: intl.formatMessage({ id: 'forgotPassword.email' }) },
                )
              : null
          }
        />
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="forgotPassword.submit" />
        </Button>
        <Link to="/login" className="text-center text-sm text-sky-800 hover:underline">
          <FormattedMessage id="forgotPassword.backToSignIn" />
        </Link>
      </form>
    </PublicPageFrame>
  );
}
