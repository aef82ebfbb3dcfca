import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BOOKING_SCREEN_PATHS as PATHS, type BookingDetail } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import { LoadState } from '../../shared/load-state';
import { useBooking } from '../use-booking';

/**
 * A screen about one booking that is not its edit form (split, picking): the title with the booking's
 * number and status, a link back to the booking, and the loading, not-found and failed states.
 */
export function LoadedBookingPage({
  titleId,
  children,
}: {
  titleId: string;
  children: (record: BookingDetail, setRecord: (record: BookingDetail) => void) => ReactNode;
}) {
  const intl = useIntl();
  const link = useEntityLink();
  const { record, status, setRecord, retry } = useBooking();
  const title = intl.formatMessage({ id: titleId });

  return (
    <div className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {record && status === 'ready' ? (
          <>
            <span className="text-lg text-slate-700">{record.bookingNo}</span>
            <BookingStatusBadge status={record.status} />
            <Link
              to={link(`${PATHS.edit}/${record.id}`)}
              className="ml-auto text-sm font-medium text-sky-800 hover:underline"
            >
              {intl.formatMessage({ id: 'inspection.bookingEdit.backToBooking' })}
            </Link>
          </>
        ) : null}
      </div>
      <LoadState status={status} retry={retry} prefix="inspection.booking.detail" />
      {record && status === 'ready' ? children(record, setRecord) : null}
    </div>
  );
}
