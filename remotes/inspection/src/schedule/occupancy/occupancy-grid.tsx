import { useIntl } from 'react-intl';
import type { OccupancyResult } from '@portal/domain';
import { bookingDay } from '../../shared/dates/booking-dates';
import { dayDate, isWeekend } from '../../shared/screen-parts/calendar-days';

/** Man-days in hundredths, so sums of quarter days stay exact. */
const hundredths = (value: number) => Math.round(value * 100);

const over = (allocated: number, available: number) => hundredths(allocated) > hundredths(available);

function Figures({
  allocated,
  available,
  overloaded = over(allocated, available),
}: {
  allocated: number;
  available: number;
  overloaded?: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.occupancy.${key}` }, values);
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  return (
    <>
      <span className="whitespace-nowrap">{`${number(allocated)} / ${number(available)}`}</span>
      {overloaded ? (
        <span className="block text-[10px] font-semibold uppercase">
          <span aria-hidden>⚠ </span>
          {t('overloaded')}
        </span>
      ) : null}
    </>
  );
}

const CELL = 'border-b border-l border-slate-200 px-2 py-1 text-center';
const OVERLOADED = 'bg-red-100 font-semibold text-red-900';
const STICKY = 'sticky left-0 bg-white';

/**
 * Rows (offices or QCs) by days: "allocated / available" man-days, a cell over its capacity marked in words
 * and colour, each row's total and each day's. The grid scrolls inside its box; the row names stay.
 */
export function OccupancyGrid({ result, rowTitle }: { result: OccupancyResult; rowTitle: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.occupancy.${key}` }, values);
  const dayTotal = (day: string, field: 'allocated' | 'available') =>
    result.rows.reduce(
      (sum, row) => sum + hundredths(row.cells.find((cell) => cell.date === day)?.[field] ?? 0),
      0,
    ) / 100;
  const grand = (field: 'totalAllocated' | 'totalAvailable') =>
    result.rows.reduce((sum, row) => sum + hundredths(row[field]), 0) / 100;
  const weekendStyle = (day: string) => (isWeekend(day) ? 'bg-slate-50' : '');

  return (
    <div className="relative max-h-[75vh] max-w-full overflow-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full border-separate border-spacing-0 text-xs">
        <caption className="sr-only">
          {t('caption', {
            from: bookingDay(result.days[0]),
            to: bookingDay(result.days[result.days.length - 1]),
          })}
        </caption>
        <thead className="sticky top-0 z-20 bg-white">
          <tr>
            <th
              scope="col"
              className={`${STICKY} z-30 border-b border-slate-300 px-2 py-1 text-left font-medium`}
            >
              {rowTitle}
            </th>
            {result.days.map((day) => (
              <th
                key={day}
                scope="col"
                className={`min-w-[4.5rem] border-b border-l border-slate-300 px-1 py-1 text-center font-medium ${weekendStyle(day)}`}
              >
                <span aria-hidden className="block text-[10px] uppercase text-slate-600">
                  {intl.formatDate(dayDate(day), { weekday: 'short' })}
                </span>
                <span aria-hidden className="block">
                  {bookingDay(day).slice(0, 5)}
                </span>
                <span className="sr-only">{bookingDay(day)}</span>
              </th>
            ))}
            <th
              scope="col"
              className="min-w-[5rem] border-b border-l border-slate-300 px-2 py-1 font-semibold"
            >
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.id}>
              <th
                scope="row"
                className={`${STICKY} z-10 w-[clamp(7rem,25vw,12rem)] min-w-[7rem] border-b border-slate-200 px-2 py-1 text-left font-normal`}
              >
                <span className="block break-words font-medium text-slate-900">{row.name}</span>
                {row.officeName ? (
                  <span className="block text-[11px] text-slate-600">{row.officeName}</span>
                ) : null}
              </th>
              {result.days.map((day) => {
                const cell = row.cells.find((item) => item.date === day);
                const allocated = cell?.allocated ?? 0;
                const available = cell?.available ?? 0;
                return (
                  <td
                    key={day}
                    data-overloaded={cell?.overloaded ? 'true' : undefined}
                    className={`${CELL} ${cell?.overloaded ? OVERLOADED : weekendStyle(day)}`}
                  >
                    <Figures
                      allocated={allocated}
                      available={available}
                      overloaded={cell?.overloaded ?? false}
                    />
                  </td>
                );
              })}
              <td
                className={`${CELL} font-semibold ${over(row.totalAllocated, row.totalAvailable) ? OVERLOADED : ''}`}
              >
                <Figures allocated={row.totalAllocated} available={row.totalAvailable} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th
              scope="row"
              className={`${STICKY} z-10 border-t-2 border-slate-300 px-2 py-1 text-left font-semibold`}
            >
              {t('total')}
            </th>
            {result.days.map((day) => (
              <TotalCell
                key={day}
                allocated={dayTotal(day, 'allocated')}
                available={dayTotal(day, 'available')}
              />
            ))}
            <TotalCell allocated={grand('totalAllocated')} available={grand('totalAvailable')} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function TotalCell({ allocated, available }: { allocated: number; available: number }) {
  return (
    <td
      className={`${CELL} border-t-2 border-t-slate-300 font-semibold ${over(allocated, available) ? OVERLOADED : ''}`}
    >
      <Figures allocated={allocated} available={available} />
    </td>
  );
}
