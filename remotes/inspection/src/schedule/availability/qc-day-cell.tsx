import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { QC_DAY_CAPACITY, QcDayState, SCHEDULE_SCREEN_PATHS, type QcDay } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { bookingDay } from '../../shared/dates/booking-dates';
import type { UnblockTarget } from '../screen-parts/use-unblock';

/** Colour of each state; every state also says itself in text, so colour is never the only sign. */
export const STATE_STYLES: Record<QcDayState, string> = {
  [QcDayState.Free]: '',
  [QcDayState.Allocated]: 'bg-sky-200 text-sky-950',
  [QcDayState.Leave]: 'bg-amber-100 text-amber-950',
  [QcDayState.Holiday]: 'bg-violet-100 text-violet-950',
  [QcDayState.Blocked]: 'bg-red-100 text-red-950',
};
/** Part of the day allocated: the same hue, lighter. */
export const PARTLY_ALLOCATED_STYLE = 'bg-sky-50 text-sky-950';

/** The booking's number without its prefix and leading zeros: what fits a day's cell. */
const shortNumber = (bookingNo: string) => bookingNo.replace(/^\D*0*/, '') || bookingNo;

export function cellStyle(day: QcDay | undefined): string {
  if (!day) return '';
  if (day.state === QcDayState.Allocated && day.manDays < QC_DAY_CAPACITY) return PARTLY_ALLOCATED_STYLE;
  return STATE_STYLES[day.state];
}

/**
 * What one QC's day says: the man-days and the bookings (each opening its allocation) when allocated,
 * a letter and the label (leave type, holiday, block reason) otherwise, and Unblock for a block when the
 * user may. Screen readers get the whole sentence.
 */
export function QcDayContent({
  day,
  staffName,
  onUnblock,
}: {
  day: QcDay | undefined;
  staffName: string;
  /** Given to users who may unblock. */
  onUnblock?: (target: UnblockTarget) => void;
}) {
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.availability.${key}` }, values);
  if (!day || day.state === QcDayState.Free) return <span className="sr-only">{t('state.free')}</span>;

  if (day.state === QcDayState.Allocated)
    return (
      <div className="flex flex-col items-center gap-0.5">
        <span className="font-semibold" aria-hidden>
          {intl.formatNumber(day.manDays, { maximumFractionDigits: 2 })}
        </span>
        <span className="sr-only">{t('cell.allocated', { manDays: day.manDays })}</span>
        {day.bookings.map((booking) => (
          <Link
            key={booking.id}
            to={link(`${SCHEDULE_SCREEN_PATHS.allocation}/${booking.id}`)}
            aria-label={t('bookingLink', {
              short: shortNumber(booking.bookingNo),
              number: booking.bookingNo,
            })}
            title={t('openAllocation', { number: booking.bookingNo })}
            className="text-[10px] leading-tight text-sky-900 underline"
          >
            {shortNumber(booking.bookingNo)}
          </Link>
        ))}
      </div>
    );

  const described = day.label ? t(`cell.${day.state}`, { label: day.label }) : t(`state.${day.state}`);
  return (
    <div className="flex flex-col items-center gap-0.5" title={described}>
      <span className="font-semibold" aria-hidden>
        {t(`short.${day.state}`)}
      </span>
      <span className="sr-only">{described}</span>
      {day.state === QcDayState.Blocked && day.blockId !== null && onUnblock ? (
        <button
          type="button"
          onClick={() => onUnblock({ blockId: day.blockId!, staffName, date: day.date })}
          aria-label={t('unblock', { qc: staffName, date: bookingDay(day.date) })}
          className="inline-flex h-6 w-6 items-center justify-center rounded text-sm leading-none text-red-900 ring-1 ring-red-300 hover:bg-red-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
