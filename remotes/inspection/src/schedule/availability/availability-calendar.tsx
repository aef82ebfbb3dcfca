import { useIntl } from 'react-intl';
import type { QcAvailability, QcDay, QcMonth } from '@portal/domain';
import { bookingDay } from '../../shared/dates/booking-dates';
import { dayDate, isWeekend } from '../../shared/screen-parts/calendar-days';
import type { UnblockTarget } from '../screen-parts/use-unblock';
import { QcDayContent, cellStyle } from './qc-day-cell';

interface OfficeGroup {
  key: string;
  name: string | null;
  qcs: QcMonth[];
}

/** QCs by office, offices by name (QCs without an office last), each office's QCs in the server's order. */
function byOffice(qcs: QcMonth[]): OfficeGroup[] {
  const groups = new Map<string, OfficeGroup>();
  for (const qc of qcs) {
    const key = String(qc.officeId ?? 'none');
    const group = groups.get(key) ?? { key, name: qc.officeName, qcs: [] };
    group.qcs.push(qc);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name),
  );
}

const QC_COLUMN = 'w-[clamp(6.5rem,22vw,10rem)] min-w-[6.5rem]';
const STICKY_LEFT = 'sticky left-0 z-10';
/** Today's column is framed (inset shadows, so the cell borders and their colours stay as they are). */
const TODAY_COLUMN = 'shadow-[inset_2px_0_0_var(--color-sky-600),inset_-2px_0_0_var(--color-sky-600)]';

/**
 * The month as a table: one row per QC (its header sticks to the left), one column per day. It scrolls
 * inside its own box both ways, so the page never scrolls sideways and the day headers stay in view.
 */
export function AvailabilityCalendar({
  availability,
  today,
  onUnblock,
}: {
  availability: QcAvailability;
  today: string;
  onUnblock?: (target: UnblockTarget) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.availability.${key}` }, values);
  const month = intl.formatDate(dayDate(`${availability.month}-01`), { month: 'long', year: 'numeric' });
  const dayColumn = (day: string) =>
    `min-w-[1.875rem] border-l border-slate-200 ${day === today ? TODAY_COLUMN : ''}`;

  return (
    <div className="relative max-h-[75vh] max-w-full overflow-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full border-separate border-spacing-0 text-xs">
        <caption className="sr-only">{t('caption', { month })}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`${STICKY_LEFT} top-0 z-30 border-b border-slate-300 bg-white px-2 py-1 text-left font-medium text-slate-700 ${QC_COLUMN}`}
            >
              {t('qc')}
            </th>
            {availability.days.map((day) => {
              const date = dayDate(day);
              return (
                <th
                  key={day}
                  scope="col"
                  aria-current={day === today ? 'date' : undefined}
                  className={`sticky top-0 z-20 border-b border-slate-300 px-0.5 py-1 text-center font-medium ${dayColumn(day)} ${
                    day === today
                      ? 'bg-sky-700 text-white'
                      : isWeekend(day)
                        ? 'bg-slate-200 text-slate-700'
                        : 'bg-white text-slate-700'
                  }`}
                >
                  <span aria-hidden className="block text-[10px] uppercase">
                    {intl.formatDate(date, { weekday: 'narrow' })}
                  </span>
                  <span aria-hidden className="block">
                    {date.getDate()}
                  </span>
                  <span className="sr-only">
                    {`${intl.formatDate(date, { weekday: 'long' })} ${bookingDay(day)}${day === today ? ` (${t('today')})` : ''}`}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        {byOffice(availability.qcs).map((group) => (
          <tbody key={group.key}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={availability.days.length + 1}
                className="border-b border-slate-200 bg-slate-100 px-2 py-1 text-left font-semibold text-slate-800"
              >
                <span className="sticky left-2">
                  {group.name ?? t('noOffice')} · {t('qcCount', { count: group.qcs.length })}
                </span>
              </th>
            </tr>
            {group.qcs.map((qc) => (
              <QcRow
                key={qc.staffId}
                qc={qc}
                days={availability.days}
                dayColumn={dayColumn}
                onUnblock={onUnblock}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function QcRow({
  qc,
  days,
  dayColumn,
  onUnblock,
}: {
  qc: QcMonth;
  days: string[];
  dayColumn: (day: string) => string;
  onUnblock?: (target: UnblockTarget) => void;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.availability.${key}` });
  const byDate = new Map<string, QcDay>(qc.days.map((day) => [day.date, day]));
  return (
    <tr>
      <th
        scope="row"
        className={`${STICKY_LEFT} border-b border-slate-200 bg-white px-2 py-1 text-left font-normal ${QC_COLUMN}`}
      >
        <span className="block break-words font-medium text-slate-900">{qc.staffName}</span>
        <span className="flex flex-wrap items-center gap-1 text-[11px] text-slate-600">
          {qc.officeName ? <span>{qc.officeName}</span> : null}
          {qc.outsource ? (
            <span className="rounded bg-amber-100 px-1 font-medium text-amber-900 ring-1 ring-amber-300">
              {t('outsource')}
            </span>
          ) : null}
        </span>
      </th>
      {days.map((date) => {
        const day = byDate.get(date);
        const style = cellStyle(day) || (isWeekend(date) ? 'bg-slate-100' : '');
        return (
          <td
            key={date}
            data-state={day?.state ?? 'free'}
            className={`border-b px-0.5 py-1 text-center align-top ${dayColumn(date)} ${style}`}
          >
            <QcDayContent day={day} staffName={qc.staffName} onUnblock={onUnblock} />
          </td>
        );
      })}
    </tr>
  );
}
