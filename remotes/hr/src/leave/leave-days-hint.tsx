import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LeaveBalanceRow } from '@portal/domain';
import type { HrLeaveApi, LeaveDays } from './leave-api';
import type { LeaveValues } from './leave-values';
import { shownDays } from './leave-values';

const DEBOUNCE_MS = 300;

/** The working days of the form's dates as the server counts them (the save charges the same number). */
export function useLeaveDays(api: HrLeaveApi, values: LeaveValues): LeaveDays | null {
  const [answer, setAnswer] = useState<LeaveDays | null>(null);
  const { startDate, endDate, startDayType, endDayType, staffId } = values;
  useEffect(() => {
    setAnswer(null);
    if (!startDate || !endDate || !startDayType || !endDayType) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .days({ startDate, endDate, startDayType, endDayType, staffId })
        .then((result) => !cancelled && setAnswer(result))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, startDate, endDate, startDayType, endDayType, staffId]);
  return answer;
}

/** The balance of one type for the years a request touches. */
function useBalances(api: HrLeaveApi, years: number[], staffId: number | null, leaveTypeId: number | null) {
  const [rows, setRows] = useState<{ year: number; row: LeaveBalanceRow | null }[]>([]);
  const key = years.join(',');
  useEffect(() => {
    setRows([]);
    if (!leaveTypeId || !years.length) return;
    let cancelled = false;
    Promise.all(years.map((year) => api.balance(year, staffId)))
      .then((answers) => {
        if (cancelled) return;
        setRows(
          answers.map((answer) => ({
            year: answer.year,
            row: answer.data.find((item) => item.leaveTypeId === leaveTypeId) ?? null,
          })),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // years are compared by value through their key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, staffId, leaveTypeId]);
  return rows;
}

/**
 * Under the dates: how many working days the request takes, and what is left of the chosen type in each
 * year it touches. `counted`: the request is saved, so the balance already holds its days.
 */
export function LeaveDaysHint({
  api,
  values,
  balanceStaffId,
  counted,
}: {
  api: HrLeaveApi;
  values: LeaveValues;
  /** Whose balance: null for one's own. */
  balanceStaffId: number | null;
  counted: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const days = useLeaveDays(api, values);
  const startYear = values.startDate ? Number(values.startDate.slice(0, 4)) : null;
  const years = days?.ok
    ? Object.keys(days.daysByYear).map(Number)
    : startYear && Number.isFinite(startYear)
      ? [startYear]
      : [];
  const balances = useBalances(api, years, balanceStaffId, values.leaveTypeId);
  return (
    <div
      className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm md:col-span-2"
      data-testid="leave-days-hint"
    >
      {days === null ? (
        <p className="text-slate-500">{t('hr.leave.days.pick')}</p>
      ) : days.ok ? (
        <p className="font-medium text-slate-900" data-testid="leave-days">
          {t('hr.leave.days.count', { days: shownDays(intl, days.days), count: days.days })}
        </p>
      ) : (
        <p className="text-red-700">{days.message}</p>
      )}
      {balances.map(({ year, row }) =>
        row ? (
          <p key={year} className="text-slate-700" data-testid="leave-balance-hint">
            {t('hr.leave.balance.hint', {
              year,
              type: row.name,
              remaining: shownDays(intl, row.remaining),
              entitlement: shownDays(intl, row.entitlement),
              pending: shownDays(intl, row.pending),
            })}
            {!counted && days?.ok && days.daysByYear[year] !== undefined
              ? ` ${t('hr.leave.balance.after', { after: shownDays(intl, row.remaining - (days.daysByYear[year] ?? 0)) })}`
              : ''}
          </p>
        ) : null,
      )}
    </div>
  );
}
