import { FormattedMessage, type IntlShape } from 'react-intl';
import { CUSTOMER_REGISTRATION_STATUSES, CustomerRegistrationStatus } from '@portal/domain';

const TONES: Record<CustomerRegistrationStatus, string> = {
  [CustomerRegistrationStatus.PendingVerification]: 'bg-slate-100 text-slate-700',
  [CustomerRegistrationStatus.Verified]: 'bg-amber-100 text-amber-800',
  [CustomerRegistrationStatus.Approved]: 'bg-emerald-100 text-emerald-800',
  [CustomerRegistrationStatus.Rejected]: 'bg-red-100 text-red-800',
};

export const statusKey = (status: number) => `masterdata.registration.status.${status}`;

export function statusOptions(intl: IntlShape) {
  return CUSTOMER_REGISTRATION_STATUSES.map((status) => ({
    value: status as number,
    label: intl.formatMessage({ id: statusKey(status) }),
  }));
}

/** The registration's state as a coloured badge. */
export function RegistrationStatusBadge({ status }: { status: number }) {
  const tone =
    TONES[status as CustomerRegistrationStatus] ?? TONES[CustomerRegistrationStatus.PendingVerification];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      <FormattedMessage id={statusKey(status)} />
    </span>
  );
}
