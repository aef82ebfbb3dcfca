import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BOOKING_SCREEN_PATHS, Permissions, REPORT_SCREEN_PATHS, type QcAssignment } from '@portal/domain';
import { useEntityLink, usePermission } from '@portal/screen-kit';
import { bookingDay, bookingMoment } from '../../shared/dates/booking-dates';
import { ContactList, Fact, FactoryPlace, ProductList } from '../../shared/qc-assignment/assignment-parts';
import { dayDate } from '../../shared/screen-parts/calendar-days';

/** The booking number, a link to the booking for those who may open it. */
export function BookingNumber({ assignment }: { assignment: QcAssignment }) {
  const link = useEntityLink();
  const canOpen = usePermission(Permissions.InspectionSummary.View);
  if (!canOpen) return <>{assignment.bookingNo}</>;
  return (
    <Link
      to={link(`${BOOKING_SCREEN_PATHS.detail}/${assignment.bookingId}`)}
      className="text-sky-800 underline"
    >
      {assignment.bookingNo}
    </Link>
  );
}

/** The booking's report, from its inspection day on (filled there on the phone, offline or not). */
function OpenReportLink({ assignment, today }: { assignment: QcAssignment; today: string }) {
  const intl = useIntl();
  const link = useEntityLink();
  const canOpen = usePermission(Permissions.InspectionReport.View);
  if (!canOpen || assignment.date > today) return null;
  return (
    <Link
      to={link(`${REPORT_SCREEN_PATHS.report}/${assignment.bookingId}`)}
      className="inline-flex min-h-11 items-center justify-center self-start rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
    >
      {intl.formatMessage({ id: 'inspection.schedule.qcDashboard.openReport' })}
    </Link>
  );
}

/**
 * Everything an inspector needs on the day, on a phone: where to go, what to inspect, whom to call,
 * with whom. `compact` keeps the customer and the factory only (a report due was read in full before);
 * `footer` holds the report's deadline and the Finished button there.
 */
export function AssignmentCard({
  assignment,
  today,
  compact = false,
  footer,
}: {
  assignment: QcAssignment;
  today: string;
  compact?: boolean;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.qcDashboard.${key}` }, values);
  const weekday = intl.formatDate(dayDate(assignment.date), { weekday: 'long' });
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <span className="capitalize">{weekday}</span> {bookingDay(assignment.date)} ·{' '}
          <BookingNumber assignment={assignment} />
        </h3>
        {assignment.date === today ? (
          <span className="rounded bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('today')}
          </span>
        ) : null}
        <span className="text-sm text-slate-700">
          {intl.formatMessage({ id: `inspection.booking.serviceType.${assignment.serviceType}` })} ·{' '}
          {t('manDays', { manDays: assignment.manDays })}
        </span>
      </header>
      <dl className="flex flex-col gap-2 text-sm">
        <Fact label={t('customer')}>{assignment.customerName}</Fact>
        {compact ? (
          <Fact label={t('factory')}>
            {[assignment.factoryName, assignment.factoryCityName].filter(Boolean).join(', ')}
          </Fact>
        ) : (
          <>
            <Fact label={t('supplier')}>{assignment.supplierName}</Fact>
            <Fact label={t('factory')}>
              <FactoryPlace assignment={assignment} />
            </Fact>
            <Fact label={t('products')}>
              <ProductList assignment={assignment} />
            </Fact>
            <Fact label={t('contacts')}>
              <ContactList contacts={assignment.contacts} />
            </Fact>
            <Fact label={t('colleagues')}>
              {assignment.colleagues.length ? assignment.colleagues.join(', ') : t('noColleagues')}
            </Fact>
          </>
        )}
        {assignment.finishedAt ? (
          <Fact label={t('finished')}>{bookingMoment(assignment.finishedAt)}</Fact>
        ) : null}
      </dl>
      <OpenReportLink assignment={assignment} today={today} />
      {footer}
    </article>
  );
}
