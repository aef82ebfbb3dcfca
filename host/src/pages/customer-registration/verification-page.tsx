import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  CustomerVerificationResult,
  type CustomerVerificationResponse,
} from '@portal/domain';
import { Alert, Button, Spinner } from '@portal/ui';
import { PublicPageFrame } from '../public-page-frame';
import { registrationApi } from './registration-api';
import { publicCallFailure } from '../public-call-failure';

const GOOD = new Set<number>([
  CustomerVerificationResult.Success,
  CustomerVerificationResult.AlreadyVerified,
]);
/** Codes after which the applicant can only start over. */
const START_OVER = new Set<number>([
  CustomerVerificationResult.CustomerNotFound,
  CustomerVerificationResult.TokenNotValid,
]);

/**
 * /emailuserverification?token=…: the link of the verification email. It is checked once per visit
 * (a second visit answers AlreadyVerified) and every CustomerVerificationResult has its own message.
 */
export function VerificationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, setAnswer] = useState<CustomerVerificationResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  const check = () => {
    setFailure(null);
    registrationApi()
      .verify(token)
      .then(setAnswer, (error) => setFailure(publicCallFailure(error, 'customerRegistration.verify.failed')));
  };
  useEffect(() => {
    // Development's double effect must not verify twice (the second call would say AlreadyVerified).
    if (asked.current === token) return;
    asked.current = token;
    check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <PublicPageFrame>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-slate-900">
          <FormattedMessage id="customerRegistration.verify.title" />
        </h1>
        {!answer && !failure ? (
          <Spinner label={intl.formatMessage({ id: 'customerRegistration.verify.checking' })} />
        ) : null}
        {failure ? (
          <Alert tone="error">
            <FormattedMessage id={failure} />{' '}
            <Button variant="ghost" onClick={check}>
              <FormattedMessage id="customerRegistration.retry" />
            </Button>
          </Alert>
        ) : null}
        {answer ? (
          <Alert tone={GOOD.has(answer.result) ? 'success' : 'error'}>
            <FormattedMessage
              id={`customerRegistration.verify.result.${answer.result}`}
              values={{ company: <strong>{answer.companyName}</strong> }}
            />
          </Alert>
        ) : null}
        {answer && START_OVER.has(answer.result) ? (
          <Link
            to={CUSTOMER_REGISTRATION_ROUTES.form}
            className="text-center text-sm font-medium text-sky-800 hover:underline"
          >
            <FormattedMessage id="customerRegistration.verify.registerAgain" />
          </Link>
        ) : null}
        <Link to="/login" className="text-center text-sm text-sky-800 hover:underline">
          <FormattedMessage id="customerRegistration.backToSignIn" />
        </Link>
      </div>
    </PublicPageFrame>
  );
}
