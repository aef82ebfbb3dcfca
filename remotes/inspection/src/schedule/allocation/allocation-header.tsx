import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BOOKING_SCREEN_PATHS, type AllocationBooking, type ManDayNeed } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Fact } from '../../shared/booking/booking-facts';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import { bookingDays } from '../../shared/dates/booking-dates';
import { DetailSection } from '../../shared/detail-section';
import { allocatedOfNeeded, formatManDays, toQuarters } from '../schedule-format';

/** Who and what the inspectors go to see. */
export function AllocationBookingFacts({ booking }: { booking: AllocationBooking }) {
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.allocation.field.${key}` });
  const place = [booking.factoryAddress, booking.factoryCityName, booking.factoryCountryName]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailSection title={t('booking')}>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
        <Fact label={t('bookingNo')}>
          <Link
            to={link(`${BOOKING_SCREEN_PATHS.detail}/${booking.id}`)}
            className="font-medium text-sky-800 hover:underline"
          >
            {booking.bookingNo}
          </Link>
        </Fact>
        <Fact label={t('status')}>
          <BookingStatusBadge status={booking.status} />
        </Fact>
        <Fact label={t('customer')}>{booking.customerName}</Fact>
        <Fact label={t('supplier')}>{booking.supplierName}</Fact>
        <Fact label={t('factory')}>
          <span className="block">{booking.factoryName}</span>
          {place ? <span className="block text-slate-600">{place}</span> : null}
        </Fact>
        <Fact label={t('serviceType')}>
          {intl.formatMessage({ id: `inspection.booking.serviceType.${booking.serviceType}` })}
        </Fact>
        <Fact label={t('inspectionDays')}>
          {bookingDays(booking.inspectionDateFrom, booking.inspectionDateTo)}
        </Fact>
        <Fact label={t('office')}>{booking.officeName ?? '—'}</Fact>
        <Fact label={t('products')}>{intl.formatNumber(booking.productCount)}</Fact>
        <Fact label={t('sampleSize')}>{intl.formatNumber(booking.totalSampleSize)}</Fact>
        <Fact label={t('skills')}>
          {booking.requiredSkills.length
            ? booking.requiredSkills.map((skill) => skill.name).join(', ')
            : t('noSkills')}
        </Fact>
      </dl>
    </DetailSection>
  );
}

/** Where the needed man-days come from, against what the planner has arranged so far. */
export function ManDayNeedPanel({ need, allocated }: { need: ManDayNeed; allocated: number }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.allocation.need.${key}` }, values);
  const days = (value: number) => formatManDays(intl, value);
  const short = toQuarters(allocated) < toQuarters(need.total);
  const over = toQuarters(allocated) > toQuarters(need.total);
  return (
    <DetailSection title={t('title')}>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
        <Fact label={t('workload')}>
          {need.workloadMatrixId === null ? t('noWorkload') : days(need.workloadManDays)}
        </Fact>
        {need.otherManDays.map((other) => (
          <Fact key={other.id} label={other.name}>
            {days(other.manDays)}
          </Fact>
        ))}
        <Fact label={t('total')}>
          <span className="font-semibold">{days(need.total)}</span>
        </Fact>
        <Fact label={t('allocated')}>
          <span
            data-testid="allocated-of-needed"
            className={`font-semibold ${short ? 'text-amber-800' : over ? 'text-red-700' : 'text-green-800'}`}
          >
            {allocatedOfNeeded(intl, allocated, need.total)}
          </span>
          <span className="block text-xs text-slate-600">
            {short ? t('short') : over ? t('over') : t('met')}
          </span>
        </Fact>
      </dl>
    </DetailSection>
  );
}
