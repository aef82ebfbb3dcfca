import type { IntlShape } from 'react-intl';
import { CertificateStatus, formatDate } from '@portal/domain';

/** A calendar day 'yyyy-MM-dd' as dd/MM/yyyy, read as that day wherever the browser is. */
export const dayText = (day: string) => formatDate(`${day}T00:00:00`);

/** A moment (ISO) as the browser's day dd/MM/yyyy. */
export const momentDay = (value: string | null) => formatDate(value);

export const statusText = (intl: IntlShape, status: CertificateStatus) =>
  intl.formatMessage({ id: `inspection.certificate.status.${status}` });

export const statusOptions = (intl: IntlShape) =>
  [CertificateStatus.Draft, CertificateStatus.Issued, CertificateStatus.Cancelled].map((status) => ({
    value: status,
    label: statusText(intl, status),
  }));

/** The edit screen of a new certificate for a booking (the pending list's "Create certificate"). */
export const newCertificatePath = (editPath: string, bookingId: number) =>
  `${editPath}?bookingId=${bookingId}`;
