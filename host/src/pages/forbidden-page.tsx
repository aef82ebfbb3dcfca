import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Button, StatusPage } from '@portal/ui';
import { signOut } from '../session/sign-in';
import { useIntl } from 'react-intl';

export function ForbiddenPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="403"
      title={intl.formatMessage({ id: 'forbidden.title' })}
      actions={
        <>
          <Button
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            <FormattedMessage id="forbidden.signInAgain" />
          </Button>
          <Link to="/landing" className="self-center text-sm text-sky-800 hover:underline">
            <FormattedMessage id="forbidden.home" />
          </Link>
        </>
      }
    >
      <FormattedMessage id="forbidden.message" />
    </StatusPage>
  );
}
