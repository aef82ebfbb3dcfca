import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { bookingNumber, BOOKING_SCREEN_PATHS as PATHS, type BookingDetail } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { bookingDays } from '../dates/booking-dates';
import { BookingStatusBadge } from './booking-status';

/** One labelled value of a facts list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A link to another booking's detail, named by its number. */
export function BookingLink({ id }: { id: number }) {
  const link = useEntityLink();
  return (
    <Link to={link(`${PATHS.detail}/${id}`)} className="font-medium text-sky-800 hover:underline">
      {bookingNumber(id)}
    </Link>
  );
}

/**
 * Who and what a booking is: parties, service, days, office and status. The cancel screen shows these
 * alone; the detail adds `children` (containers, contacts, related bookings...).
 */
export function BookingFacts({ booking, children }: { booking: BookingDetail; children?: ReactNode }) {
  const intl = useIntl();
  const field = (key: string) => intl.formatMessage({ id: `inspection.booking.field.${key}` });
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Fact label={field('bookingNo')}>{bookingNumber(booking.id)}</Fact>
      <Fact label={field('status')}>
        <BookingStatusBadge status={booking.status} />
      </Fact>
      <Fact label={field('customer')}>{booking.customerName ?? '—'}</Fact>
      <Fact label={field('supplier')}>{booking.supplierName ?? '—'}</Fact>
      <Fact label={field('factory')}>{booking.factoryName ?? '—'}</Fact>
      <Fact label={field('serviceType')}>
        {intl.formatMessage({ id: `inspection.booking.serviceType.${booking.serviceType}` })}
      </Fact>
      <Fact label={field('inspectionDates')}>
        {bookingDays(booking.inspectionDateFrom, booking.inspectionDateTo)}
      </Fact>
      <Fact label={field('office')}>{booking.officeName ?? '—'}</Fact>
      {children}
    </dl>
  );
}
