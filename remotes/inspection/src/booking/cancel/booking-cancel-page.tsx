import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BookingAction, bookingNumber, BookingStatus, BOOKING_SCREEN_PATHS as PATHS } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert } from '@portal/ui';
import { BookingFacts, BookingLink } from '../../shared/booking/booking-facts';
import { bookingStatusName } from '../../shared/booking/booking-status';
import { LoadState } from '../../shared/load-state';
import { useBooking } from '../use-booking';
import { CancelReasonForm } from './cancel-reason-form';

/**
 * Cancelling one booking with a reason. The Cancelled notification links here too, so an already
 * cancelled booking shows why (and, after a combine, which booking it went into) instead of the form.
 */
export function BookingCancelPage() {
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.booking.cancel.${key}` }, values);
  const { bookingId, record: booking, status, setRecord, retry } = useBooking();

  const state = () => {
    if (!booking) return null;
    if (booking.status === BookingStatus.Cancel)
      return (
        <Alert tone="warning">
          <p className="font-medium">{t('cancelled')}</p>
          {booking.cancelReason ? <p>{t('reasonGiven', { reason: booking.cancelReason })}</p> : null}
          {booking.combinedIntoId ? (
            <p>
              {t('combinedInto')} <BookingLink id={booking.combinedIntoId} />
            </p>
          ) : null}
        </Alert>
      );
    if (booking.actions?.includes(BookingAction.Cancel))
      return (
        <>
          <p className="text-sm text-slate-700">{t('intro')}</p>
          <CancelReasonForm booking={booking} onChanged={setRecord} />
        </>
      );
    return <Alert tone="info">{t('notAllowed', { status: bookingStatusName(intl, booking.status) })}</Alert>;
  };

  return (
    <div className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">
          {t('heading', { number: bookingNumber(bookingId) })}
        </h1>
        <Link
          to={link(`${PATHS.detail}/${bookingId}`)}
          className="text-sm font-medium text-sky-800 hover:underline"
        >
          {t('detail')}
        </Link>
      </div>
      {status !== 'ready' || !booking ? (
        <LoadState status={status} retry={retry} prefix="inspection.booking.detail" />
      ) : (
        <>
          <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <BookingFacts booking={booking} />
          </section>
          {state()}
        </>
      )}
    </div>
  );
}
