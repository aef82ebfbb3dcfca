import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Alert } from '@portal/ui';
import { dayText } from './certificate-format';

export interface BookingFacts {
  /** Given once issued. */
  number: string | null;
  bookingNo: string;
  customerName: string;
  supplierName: string;
  factoryName: string;
  inspectionDateTo: string | null;
}

/**
 * What the certificate is for, read only: the booking, its parties and when it was inspected; a refusal
 * of the booking by the server (no longer eligible, already certified) shows here, since the booking is
 * not a field the user types.
 */
export function CertificateBookingFacts({ facts }: { facts: BookingFacts }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.certificate.${key}` });
  const { errors } = useFormikContext<{ bookingId: number }>();
  const items: [string, string][] = [
    ...(facts.number ? [['number', facts.number] as [string, string]] : []),
    ['bookingNo', facts.bookingNo],
    ['customerName', facts.customerName],
    ['supplierName', facts.supplierName],
    ['factoryName', facts.factoryName],
    ['inspectionDateTo', facts.inspectionDateTo ? dayText(facts.inspectionDateTo) : ''],
  ];
  return (
    <section aria-label={t('booking.title')} className="md:col-span-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md bg-slate-50 p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {items.map(([key, value]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-slate-500">{t(`field.${key}`)}</dt>
            <dd className="font-medium text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {typeof errors.bookingId === 'string' ? (
        <div className="mt-2">
          <Alert tone="error">{errors.bookingId}</Alert>
        </div>
      ) : null}
    </section>
  );
}
