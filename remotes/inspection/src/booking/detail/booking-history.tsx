import { useIntl, type IntlShape } from 'react-intl';
import { isIsoDay, ServiceType, type BookingHistoryEntry } from '@portal/domain';
import { bookingStatusName } from '../../shared/booking/booking-status';
import { bookingDay, bookingMoment } from '../../shared/dates/booking-dates';

/** A text with a key of ours in the reader's language, else the server's own words. */
const known = (intl: IntlShape, id: string, fallback: string) =>
  intl.messages[id] !== undefined ? intl.formatMessage({ id }) : fallback;

/** A changed value as the reader reads it: days as dd/MM/yyyy, service types by their name. */
function changeValue(intl: IntlShape, field: string, value: string | null): string {
  if (value === null) return '—';
  if (isIsoDay(value)) return bookingDay(value);
  const serviceType = field === 'serviceType' ? ServiceType[value as keyof typeof ServiceType] : undefined;
  return serviceType ? known(intl, `inspection.booking.serviceType.${serviceType}`, value) : value;
}

/** A changed field's name; 'line:NR-PO-1 / REF / NVY' is a kind of ours and the subject as the server named it. */
function changeName(intl: IntlShape, field: string): string {
  const split = field.indexOf(':');
  if (split < 0) return known(intl, `inspection.booking.change.${field}`, field);
  const kind = field.slice(0, split);
  return `${known(intl, `inspection.booking.change.${kind}`, kind)} ${field.slice(split + 1)}`;
}

/** Every status change and edit of the booking, oldest first, as the server recorded them. */
export function BookingHistory({ entries }: { entries: BookingHistoryEntry[] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.booking.history.${key}` }, values);
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('empty')}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="booking-history-entry" className="flex flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <time dateTime={entry.at} className="font-mono text-xs text-slate-500">
              {bookingMoment(entry.at)}
            </time>
            <span className="font-medium text-slate-900">
              {known(intl, `inspection.booking.history.action.${entry.action}`, entry.action)}
            </span>
            <span className="text-slate-600">{t('by', { name: entry.userName ?? t('someone') })}</span>
            {entry.toStatus !== null && entry.fromStatus !== entry.toStatus ? (
              <span className="text-slate-700">
                {entry.fromStatus === null ? '—' : bookingStatusName(intl, entry.fromStatus)} →{' '}
                {entry.toStatus === null ? '—' : bookingStatusName(intl, entry.toStatus)}
              </span>
            ) : null}
          </div>
          {entry.reason ? <p className="text-slate-700">{t('reason', { reason: entry.reason })}</p> : null}
          {entry.changes.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-slate-700">
              {entry.changes.map((change, index) => (
                <li key={`${change.field}-${index}`}>
                  <span className="font-medium">{changeName(intl, change.field)}</span>:{' '}
                  {changeValue(intl, change.field, change.from)} →{' '}
                  {changeValue(intl, change.field, change.to)}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
