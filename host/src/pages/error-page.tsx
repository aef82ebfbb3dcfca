import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isSafeReturnUrl } from '@portal/domain';
import { Button, StatusPage } from '@portal/ui';

/** /error/{id}: 404 not found, 401 back to sign-in, 0 offline, anything else generic (spec section 2). */
export function ErrorPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const retryTo = isSafeReturnUrl(returnUrl) ? returnUrl : '/';
  // A full navigation, so a page that failed for lack of network really loads again.
  const retry = (
    <Button onClick={() => window.location.assign(retryTo)}>
      <FormattedMessage id="error.retry" />
    </Button>
  );

  if (id === '401')
    return (
      <Navigate to={`/login${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`} replace />
    );
  if (id === '404')
    return (
      <StatusPage
        code="404"
        title={intl.formatMessage({ id: 'error.404.title' })}
        actions={
          <Link to="/landing" className="text-sm text-sky-800 hover:underline">
            <FormattedMessage id="error.home" />
          </Link>
        }
      >
        <FormattedMessage id="error.404.message" />
      </StatusPage>
    );
  if (id === '0')
    return (
      <StatusPage title={intl.formatMessage({ id: 'error.0.title' })} actions={retry}>
        <FormattedMessage id="error.0.subtitle" />
      </StatusPage>
    );
  return (
    <StatusPage code={id} title={intl.formatMessage({ id: 'error.generic.title' })} actions={retry}>
      <p>
        <FormattedMessage id="error.generic.message" />
      </p>
      <p className="mt-2">
        <FormattedMessage id="error.generic.persist" />
      </p>
    </StatusPage>
  );
}
