import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { QcAssignment, QcAssignmentContact } from '@portal/domain';

/** One labelled fact of an assignment; label and value stack when the phone is narrow. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3">
      <dt className="min-w-[6.5rem] font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The factory's name, then its address and city on their own line (what a driver is shown). */
export function FactoryPlace({ assignment }: { assignment: QcAssignment }) {
  const place = [assignment.factoryAddress, assignment.factoryCityName].filter(Boolean).join(', ');
  return (
    <>
      <span className="block">{assignment.factoryName}</span>
      {place ? <span className="block text-slate-700">{place}</span> : null}
    </>
  );
}

export function ProductList({ assignment }: { assignment: QcAssignment }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.qcDashboard.${key}` }, values);
  const number = (value: number) => intl.formatNumber(value);
  if (assignment.products.length === 0) return <span>{t('noProducts')}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {assignment.products.map((product, index) => (
        <li key={`${product.reference}-${index}`}>
          <span className="font-medium">{product.reference}</span>
          {product.description ? <span> · {product.description}</span> : null}
          <span className="block text-slate-700">
            {t('quantity', { quantity: number(product.quantity) })}
            {product.sampleSize !== null ? ` · ${t('sampleSize', { size: number(product.sampleSize) })}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Phone and email as links a phone dials or mails from. */
function ContactLine({ contact }: { contact: QcAssignmentContact }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.qcDashboard.${key}` });
  return (
    <li>
      <span className="font-medium">{contact.name}</span>{' '}
      <span className="text-slate-600">({t(`party.${contact.party}`)})</span>
      <span className="flex flex-wrap gap-x-4">
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-sky-800 underline">
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className="break-all text-sky-800 underline">
            {contact.email}
          </a>
        ) : null}
      </span>
    </li>
  );
}

export function ContactList({ contacts }: { contacts: QcAssignmentContact[] }) {
  const intl = useIntl();
  if (contacts.length === 0)
    return <span>{intl.formatMessage({ id: 'inspection.schedule.qcDashboard.noContacts' })}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {contacts.map((contact, index) => (
        <ContactLine key={`${contact.party}-${contact.name}-${index}`} contact={contact} />
      ))}
    </ul>
  );
}
