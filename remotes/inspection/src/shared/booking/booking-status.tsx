import { useIntl } from 'react-intl';
import { BookingStatus } from '@portal/domain';

const S = BookingStatus;

/** Colours by stage: grey drafts, blue on its way, green agreed, amber changed or paused, red cancelled. */
const STATUS_CLASSES: Record<BookingStatus, string> = {
  [S.New]: 'bg-slate-100 text-slate-700 ring-slate-300',
  [S.Requested]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [S.Verified]: 'bg-blue-50 text-blue-800 ring-blue-200',
  [S.Confirmed]: 'bg-green-50 text-green-800 ring-green-200',
  [S.Rescheduled]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [S.AllocateQC]: 'bg-violet-50 text-violet-800 ring-violet-200',
  [S.Scheduled]: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  [S.Hold]: 'bg-orange-50 text-orange-800 ring-orange-200',
  [S.Cancel]: 'bg-red-50 text-red-800 ring-red-200',
  [S.Inspected]: 'bg-teal-50 text-teal-800 ring-teal-200',
  [S.Validated]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [S.ReportSent]: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
};

/** The translated name of a status (also what the export writes). */
export function bookingStatusName(intl: ReturnType<typeof useIntl>, status: BookingStatus): string {
  return intl.formatMessage({ id: `inspection.booking.status.${status}` });
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASSES[status] ?? STATUS_CLASSES[S.New]}`}
    >
      {bookingStatusName(intl, status)}
    </span>
  );
}
