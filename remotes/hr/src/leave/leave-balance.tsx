import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { LeaveBalanceResponse } from '@portal/domain';
import { Alert, Button, Select, Spinner } from '@portal/ui';
import { useHrLeaveApi } from './leave-api';
import { shownDays } from './leave-values';
import { useLeaveLookups } from './use-leave-lookups';

const isYear = (value: number) => Number.isInteger(value) && value >= 2000 && value <= 2100;

/**
 * Leave balance per type for a year: entitlement (the year's allocation, else the type's yearly days),
 * days taken (approved), days pending and what remains. One's own; HR and managers pick a staff member.
 * The year and the staff live in the address, so a link shows the same balance.
 */
export function LeaveBalance() {
  const api = useHrLeaveApi();
  const lookups = useLeaveLookups(api);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = isYear(asked) ? asked : new Date().getFullYear();
  const staffParam = Number(params.get('staffId'));
  const staffId = Number.isInteger(staffParam) && staffParam > 0 ? staffParam : null;
  const [answer, setAnswer] = useState<LeaveBalanceResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const canPick = lookups.viewAll || lookups.isManager;

  const go = (next: { year?: number; staffId?: number | null }) => {
    const query = new URLSearchParams(params);
    if (next.year !== undefined) query.set('year', String(next.year));
    if (next.staffId !== undefined) {
      if (next.staffId) query.set('staffId', String(next.staffId));
      else query.delete('staffId');
    }
    setParams(query);
  };

  useEffect(() => {
    if (!lookups.loaded) return;
    // Without a staff record of one's own there is nothing to show until someone is picked.
    if (!staffId && lookups.ownStaffId == null) {
      setAnswer(null);
      return;
    }
    let cancelled = false;
    setAnswer(null);
    setFailed(false);
    api
      .balance(year, staffId && staffId !== lookups.ownStaffId ? staffId : null)
      .then((result) => !cancelled && setAnswer(result))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [api, year, staffId, lookups.loaded, lookups.ownStaffId]);

  const number = (value: number) => shownDays(intl, value);
  const figures = [
    ['entitlement', 'hr.leave.balance.entitlement'],
    ['taken', 'hr.leave.balance.taken'],
    ['pending', 'hr.leave.balance.pending'],
  ] as const;

  return (
    <div className="flex flex-col gap-4 p-6" data-screen="leave-balance">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{t('hr.leave.balance.title')}</h1>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => go({ year: year - 1 })}
            aria-label={t('hr.leave.balance.previous', { year: String(year - 1) })}
          >
            ‹ {year - 1}
          </Button>
          <span
            className="min-w-16 text-center text-lg font-semibold text-slate-900"
            data-testid="leave-balance-year"
          >
            {year}
          </span>
          <Button
            variant="secondary"
            onClick={() => go({ year: year + 1 })}
            aria-label={t('hr.leave.balance.next', { year: String(year + 1) })}
          >
            {year + 1} ›
          </Button>
        </div>
      </div>
      {canPick ? (
        <div className="max-w-md">
          <Select<number>
            name="staffId"
            label={t('hr.leave.field.staff')}
            hint={t('hr.leave.balance.staffHint')}
            dataSource={api.staffDataSource}
            value={staffId}
            onChange={(value) => go({ staffId: value })}
          />
        </div>
      ) : null}
      {answer ? (
        <p className="text-sm text-slate-700">
          {t('hr.leave.balance.of', { name: answer.staffName, year: answer.year })}
        </p>
      ) : null}
      {failed ? <Alert tone="error">{t('kit.table.error')}</Alert> : null}
      {!answer && !failed && lookups.loaded && !staffId && lookups.ownStaffId == null ? (
        <Alert tone="info">{t('hr.leave.noStaff')}</Alert>
      ) : null}
      {!answer && !failed && (!lookups.loaded || staffId || lookups.ownStaffId != null) ? (
        <Spinner label={t('kit.table.loading')} />
      ) : null}
      {answer && answer.data.length === 0 ? (
        <p
          role="status"
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
        >
          {t('hr.leave.balance.none')}
        </p>
      ) : null}
      {answer && answer.data.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {answer.data.map((row) => (
            <li
              key={row.leaveTypeId}
              data-testid="leave-balance-card"
              className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 className="text-base font-semibold text-slate-900">
                {row.name} <span className="font-normal text-slate-500">({row.code})</span>
              </h2>
              <p className="flex items-baseline gap-2">
                <span className="text-3xl font-semibold text-slate-900" data-testid="leave-balance-remaining">
                  {number(row.remaining)}
                </span>
                <span className="text-sm text-slate-600">{t('hr.leave.balance.remaining')}</span>
              </p>
              <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
                {figures.map(([field, label]) => (
                  <div key={field} className="flex flex-col">
                    <dt className="text-slate-500">{t(label)}</dt>
                    <dd className="font-medium text-slate-900">{number(row[field])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
