import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { UserType, findEntity, type CurrentUser } from '@portal/domain';
import type { CustomerKamDetails } from '@portal/api-client';
import { useAuthStore } from '@portal/shell-contract';
import { HeaderPanel } from '@portal/ui';
import { HelpIcon } from '../work-items/work-item-icon';
import { headerApi } from '../work-items/panel-api';
import { sendQueryHref, servicePortalUrl } from './help-links';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

function ContactCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={testId}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="space-y-1">{children}</dl>
    </section>
  );
}

/** Customers: their key account manager, looked up by their customer id. */
function KamCard({ customerId }: { customerId: number | null }) {
  const intl = useIntl();
  const [kam, setKam] = useState<CustomerKamDetails | null | undefined>(undefined);
  useEffect(() => {
    if (customerId == null) return setKam(null);
    let cancelled = false;
    headerApi()
      .customerKam(customerId)
      .then(
        (answer) => !cancelled && setKam(answer.data ?? null),
        (error: unknown) => {
          console.error('Key account manager lookup failed', error);
          if (!cancelled) setKam(null);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [customerId]);
  const title = intl.formatMessage({ id: 'panels.help.kam' });
  if (kam === undefined)
    return (
      <ContactCard title={title} testId="kam-card">
        <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'panels.loading' })}</p>
      </ContactCard>
    );
  if (kam === null)
    return (
      <ContactCard title={title} testId="kam-card">
        <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'panels.help.kamNone' })}</p>
      </ContactCard>
    );
  return (
    <ContactCard title={title} testId="kam-card">
      <p className="font-medium text-slate-900">{kam.name}</p>
      {kam.email ? (
        <Row label={intl.formatMessage({ id: 'panels.help.email' })}>
          <a href={`mailto:${kam.email}`} className="text-sky-700 hover:underline">
            {kam.email}
          </a>
        </Row>
      ) : null}
      {kam.phoneNumber ? (
        <Row label={intl.formatMessage({ id: 'panels.help.phone' })}>
          <a href={`tel:${kam.phoneNumber.replace(/[^\d+]/g, '')}`} className="text-sky-700 hover:underline">
            {kam.phoneNumber}
          </a>
        </Row>
      ) : null}
    </ContactCard>
  );
}

/** Internal, outsource, supplier and factory users: the card of their own account. */
function OwnCard({ user, entityName }: { user: CurrentUser; entityName: string | null }) {
  const intl = useIntl();
  const titleId =
    user.usertype === UserType.Supplier
      ? 'panels.help.supplierCard'
      : user.usertype === UserType.Factory
        ? 'panels.help.factoryCard'
        : 'panels.help.myCard';
  return (
    <ContactCard title={intl.formatMessage({ id: titleId })} testId="own-card">
      <p className="font-medium text-slate-900">{user.fullName}</p>
      <Row label={intl.formatMessage({ id: 'panels.help.login' })}>{user.userName}</Row>
      {entityName ? <Row label={intl.formatMessage({ id: 'panels.help.entity' })}>{entityName}</Row> : null}
    </ContactCard>
  );
}

function HelpPanelBody({
  user,
  entityId,
  close,
}: {
  user: CurrentUser;
  entityId: number | null;
  close(): void;
}) {
  const intl = useIntl();
  const entity = findEntity(entityId);
  const mailto = sendQueryHref(
    entity,
    intl.formatMessage({ id: 'panels.help.querySubject' }, { name: user.fullName }),
  );
  const linkClass =
    'flex items-center justify-between rounded-md px-3 py-2 text-sm text-sky-800 hover:bg-sky-50';
  return (
    <div className="space-y-3 p-4">
      <h2 className="text-base font-semibold">{intl.formatMessage({ id: 'panels.help.title' })}</h2>
      <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'panels.help.intro' })}</p>
      {user.usertype === UserType.Customer ? (
        <KamCard customerId={user.customerid} />
      ) : (
        <OwnCard user={user} entityName={entity?.name ?? user.entityName ?? null} />
      )}
      {mailto ? (
        <a
          href={mailto}
          className="block rounded-md bg-sky-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-sky-800"
        >
          {intl.formatMessage({ id: 'panels.help.sendQuery' })}
        </a>
      ) : null}
      <nav className="-mx-1">
        {entityId != null ? (
          <Link to={`/${entityId}/userguide/user-guide`} className={linkClass} onClick={close}>
            {intl.formatMessage({ id: 'panels.help.userManual' })}
          </Link>
        ) : null}
        {entity ? (
          <a href={servicePortalUrl(entity)} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <span>{intl.formatMessage({ id: 'panels.help.servicePortal' })}</span>
            <span className="text-xs text-slate-500">{intl.formatMessage({ id: 'panels.help.newTab' })}</span>
          </a>
        ) : null}
      </nav>
    </div>
  );
}

export function HelpPanel() {
  const intl = useIntl();
  const user = useAuthStore((state) => state.user);
  const entityId = useAuthStore((state) => state.entityId);
  if (!user) return null;
  return (
    <HeaderPanel
      label={intl.formatMessage({ id: 'panels.help.title' })}
      trigger={<HelpIcon />}
      widthClass="w-80"
      testId="help-panel"
    >
      {(close) => <HelpPanelBody user={user} entityId={entityId} close={close} />}
    </HeaderPanel>
  );
}
