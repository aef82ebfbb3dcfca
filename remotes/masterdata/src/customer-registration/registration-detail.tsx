import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CUSTOMER_REGISTRATION_ROUTES, formatDate, type CustomerRegistrationDetail } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, Card, Spinner } from '@portal/ui';
import { RegistrationDecision } from './registration-decision';
import { RegistrationStatusBadge } from './registration-status';
import { useRegistrationApi } from './use-registration-api';

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <FormattedMessage id={labelId} />
      </dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'ready'; record: CustomerRegistrationDetail };

/** cussearch/customer-registration/:id: what the applicant entered, where it stands, and the decision. */
export function RegistrationDetail() {
  const intl = useIntl();
  const api = useRegistrationApi();
  const link = useEntityLink();
  const id = Number(useParams().id);
  const [state, setState] = useState<Load>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api.get(id).then(
      (answer) => setState(answer.data ? { kind: 'ready', record: answer.data } : { kind: 'missing' }),
      () => setState({ kind: 'failed' }),
    );
  }, [api, id]);
  useEffect(load, [load]);

  const field = (key: string) => `masterdata.registration.field.${key}`;
  const when = (value: string | null) => (value ? formatDate(value, { withTime: true }) : '');
  const back = (
    <Link to={link(CUSTOMER_REGISTRATION_ROUTES.summary)} className="text-sm text-sky-800 hover:underline">
      <FormattedMessage id="masterdata.registration.back" />
    </Link>
  );

  if (state.kind === 'loading')
    return <Spinner label={intl.formatMessage({ id: 'masterdata.registration.loading' })} />;
  if (state.kind !== 'ready')
    return (
      <div className="flex flex-col gap-3 p-4">
        <Alert tone="error">
          <FormattedMessage
            id={
              state.kind === 'missing'
                ? 'masterdata.registration.notFound'
                : 'masterdata.registration.loadFailed'
            }
          />{' '}
          {state.kind === 'failed' ? (
            <Button variant="ghost" onClick={load}>
              <FormattedMessage id="masterdata.registration.retry" />
            </Button>
          ) : null}
        </Alert>
        {back}
      </div>
    );

  const { record } = state;
  return (
    <div className="flex flex-col gap-4 p-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{record.companyName}</h1>
        <RegistrationStatusBadge status={record.status} />
      </div>
      <Card>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item labelId={field('companyName')}>{record.companyName}</Item>
          <Item labelId={field('country')}>{record.countryName}</Item>
          <Item labelId={field('address')}>{record.address}</Item>
          <Item labelId={field('contactName')}>{record.contactName}</Item>
          <Item labelId={field('email')}>{record.email}</Item>
          <Item labelId={field('phone')}>{record.phone}</Item>
          <Item labelId={field('loginName')}>{record.loginName}</Item>
          <Item labelId={field('services')}>
            {record.serviceIds
              .map((service) => intl.formatMessage({ id: `masterdata.registration.service.${service}` }))
              .join(', ')}
          </Item>
          <Item labelId={field('language')}>
            {intl.formatMessage({ id: `masterdata.registration.language.${record.language}` })}
          </Item>
          <Item labelId={field('createdAt')}>{when(record.createdAt)}</Item>
          <Item labelId={field('verifiedAt')}>{when(record.verifiedAt)}</Item>
          <Item labelId={field('decidedAt')}>
            {record.decidedAt ? `${when(record.decidedAt)} · ${record.decidedByName ?? ''}` : ''}
          </Item>
          {record.rejectionReason ? (
            <Item labelId={field('rejectionReason')}>{record.rejectionReason}</Item>
          ) : null}
        </dl>
      </Card>
      <RegistrationDecision record={record} onDecided={(next) => setState({ kind: 'ready', record: next })} />
    </div>
  );
}
