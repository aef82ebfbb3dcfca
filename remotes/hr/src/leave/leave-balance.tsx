import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { LeaveBalanceResponse, LeaveBalanceRow } from '@portal/domain';
import { Alert, Button, DataTable, Select, Spinner } from '@portal/ui';
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
  const columns = [
    {
      key: 'name',
      header: t('hr.leave.field.leaveType'),
      render: (row: LeaveBalanceRow) => `${row.name} (${row.code})`,
    },
    {
      key: 'entitlement',
      header: t('hr.leave.balance.entitlement'),
      className: 'text-right',
      render: (row: LeaveBalanceRow) => number(row.entitlement),
    },
    {
      key: 'taken',
      header: t('hr.leave.balance.taken'),
      className: 'text-right',
      render: (row: LeaveBalanceRow) => number(row.taken),
    },
    {
      key: 'pending',
      header: t('hr.leave.balance.pending'),
      className: 'text-right',
      render: (row: LeaveBalanceRow) => number(row.pending),
    },
    {
      key: 'remaining',
      header: t('hr.leave.balance.remaining'),
      className: 'text-right font-semibold',
      render: (row: LeaveBalanceRow) => number(row.remaining),
    },
  ];

  return (
    <div className="flex flex-col gap-4 p-6" data-screen="leave-balance">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{t('hr.leave.balance.title')}</h1>
        <Button
          variant="secondary"
          onClick={() => go({ year: year - 1 })}
          aria-label={t('hr.leave.balance.previous')}
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
          aria-label={t('hr.leave.balance.next')}
        >
          {year + 1} ›
        </Button>
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
        <DataTable<LeaveBalanceRow>
          caption={t('hr.leave.balance.title')}
          columns={columns}
          rows={answer.data}
          rowKey={(row) => row.leaveTypeId}
        />
      ) : null}
    </div>
  );
}
