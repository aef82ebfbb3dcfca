import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, type OfficeHoliday } from '@portal/domain';
import { Button } from '@portal/ui';
import type { HrStaffApi } from './staff-api';
import { isoDateToLocal } from '../shared/forms/form-values';

/** "14/07/2026" or "02/03/2026 – 03/03/2026". */
export function holidayDates(holiday: Pick<OfficeHoliday, 'startDate' | 'endDate'>): string {
  const show = (iso: string) => formatDate(isoDateToLocal(iso) as Date);
  return holiday.startDate === holiday.endDate
    ? show(holiday.startDate)
    : `${show(holiday.startDate)} – ${show(holiday.endDate)}`;
}

/** The office's holiday calendar (read-only: the holiday screens keep it), one year at a time. */
export function OfficeHolidays({ api, officeId }: { api: HrStaffApi; officeId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [rows, setRows] = useState<OfficeHoliday[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    setRows(null);
    api.office
      .holidays(officeId, year)
      .then((answer) => !cancelled && setRows(answer.data))
      .catch(() => !cancelled && setRows([]));
    return () => {
      cancelled = true;
    };
  }, [api, officeId, year]);

  return (
    <div className="flex flex-col gap-3 md:col-span-2" data-testid="office-holidays">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-base font-semibold text-slate-800">
          {t('hr.office.holidays.title', { year })}
        </h2>
        <Button variant="secondary" onClick={() => setYear(year - 1)}>
          {t('hr.office.holidays.previous')}
        </Button>
        <Button variant="secondary" onClick={() => setYear(year + 1)}>
          {t('hr.office.holidays.next')}
        </Button>
      </div>
      {rows && rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('hr.office.holidays.none', { year })}</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md text-sm ring-1 ring-slate-200">
          {rows.map((holiday) => (
            <li key={holiday.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2">
              <span className="min-w-40 font-medium text-slate-800">{holiday.name}</span>
              <span className="text-slate-700">{holidayDates(holiday)}</span>
              <span className="ml-auto text-xs text-slate-500">
                {t(`hr.office.holidays.scope.${holiday.scope}`)}
                {holiday.recurring ? ` · ${t('hr.office.holidays.recurring')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
