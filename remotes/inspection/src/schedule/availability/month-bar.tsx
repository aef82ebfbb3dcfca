import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@portal/ui';
import { dayDate, isMonth, shiftMonth } from '../../shared/screen-parts/calendar-days';

/** The month shown, with the months before and after one click away and any month by its field. */
export function MonthBar({
  month,
  currentMonth,
  onMonth,
}: {
  month: string;
  currentMonth: string;
  onMonth: (month: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.availability.${key}` });
  const name = intl.formatDate(dayDate(`${month}-01`), { month: 'long', year: 'numeric' });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <h2
        aria-live="polite"
        className="mr-auto min-w-[10rem] text-lg font-semibold capitalize text-slate-900"
      >
        {name}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, -1))}>
          <span aria-hidden>‹</span> {t('previous')}
        </Button>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            {t('month')}
          </label>
          <input
            id={id}
            type="month"
            value={month}
            onChange={(event) => isMonth(event.target.value) && onMonth(event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500"
          />
        </div>
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, 1))}>
          {t('next')} <span aria-hidden>›</span>
        </Button>
        {month === currentMonth ? null : (
          <Button variant="ghost" onClick={() => onMonth(currentMonth)}>
            {t('thisMonth')}
          </Button>
        )}
      </div>
    </div>
  );
}
