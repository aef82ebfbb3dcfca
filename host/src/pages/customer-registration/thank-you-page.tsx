import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { REGISTRATION_LINK_HOURS } from '@portal/domain';
import { Alert } from '@portal/ui';
import { PublicPageFrame } from '../public-page-frame';

/** /customer-registration/thank-you: what happens next (the email link, then the review). */
export function ThankYouPage() {
  const state = useLocation().state as { email?: string } | null;
  const email = state?.email;
  return (
    <PublicPageFrame>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-slate-900">
          <FormattedMessage id="customerRegistration.thankYou.title" />
        </h1>
        <Alert tone="success">
          <FormattedMessage
            id={email ? 'customerRegistration.thankYou.sent' : 'customerRegistration.thankYou.sentNoEmail'}
            values={{ email: <strong>{email}</strong>, hours: REGISTRATION_LINK_HOURS }}
          />
        </Alert>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="customerRegistration.thankYou.next" />
        </p>
        <Link to="/login" className="text-center text-sm text-sky-800 hover:underline">
          <FormattedMessage id="customerRegistration.backToSignIn" />
        </Link>
      </div>
    </PublicPageFrame>
  );
}
