import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ActiveLeaveType,
  type LeaveAllocationRow,
  type LeaveAllocationSearchResponse,
  type SortOrder,
} from '@portal/domain';
import { Alert, Button, DataTable, DecimalInput, Pager, Spinner, TextField, showToast } from '@portal/ui';
import {
  cellKey,
  changesOf,
  invalidEdits,
  isValidDaysText,
  shownText,
  withEdit,
  type AllocationEdits,
} from './allocation-edits';
import type { HrLeaveTypeApi } from './leave-type-api';

const NO_EDITS: AllocationEdits = new Map();

/** One page of staff with their days per type for a year (what the server answers). */
function useAllocationPage(
  api: HrLeaveTypeApi,
  request: { year: number; searchText: string; page: number; pageSize: number; sort: SortOrder },
) {
  const [answer, setAnswer] = useState<LeaveAllocationSearchResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { year, searchText, page, pageSize, sort } = request;
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    api
      .allocations({
        year,
        officeIds: null,
        searchText: searchText.trim() || null,
        skip: (page - 1) * pageSize,
        take: pageSize,
        sort,
      })
      .then((result) => !cancelled && setAnswer(result))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [api, year, searchText, page, pageSize, sort, attempt]);
  return { answer, failed, reload: () => setAttempt((value) => value + 1) };
}

/**
 * The allocations of a year: a row per staff member, a column per leave type. An empty cell is the type's
 * days per year (its placeholder); a number is that person's own. Changes are saved together.
 */
export function LeaveAllocations({ api }: { api: HrLeaveTypeApi }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortOrder>({ field: 'fullName', direction: 'asc' });
  const [edits, setEdits] = useState<AllocationEdits>(NO_EDITS);
  const [saving, setSaving] = useState(false);
  const { answer, failed, reload } = useAllocationPage(api, { year, searchText, page, pageSize, sort });
  const dirty = edits.size > 0;
  const invalid = invalidEdits(edits).length > 0;

  const save = async () => {
    setSaving(true);
    try {
      const result = await api.saveAllocations({ year, changes: changesOf(edits) });
      if (result.ok) {
        showToast({ kind: 'success', message: t('hr.allocations.saved') });
        setEdits(NO_EDITS);
        reload();
      } else showToast({ kind: 'error', message: result.errors[0]?.message ?? t('hr.allocations.failed') });
    } catch {
      showToast({ kind: 'error', message: t('hr.allocations.failed') });
    } finally {
      setSaving(false);
    }
  };

  const days = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const typeColumn = (type: ActiveLeaveType, index: number) => ({
    key: `type-${type.id}`,
    header: type.isActive ? `${type.name} (${type.code})` : t('hr.allocations.inactive', { name: type.name }),
    className: 'w-28',
    render: (row: LeaveAllocationRow) => {
      const cell = row.allocations[index]!;
      const text = shownText(edits, row.staffId, cell);
      const bad = !isValidDaysText(text);
      const own = text.trim() !== '';
      return (
        <DecimalInput
          decimals={1}
          maxLength={5}
          label={t('hr.allocations.cell', { type: type.code, name: row.fullName, year })}
          // relative: the hidden label stays inside the scrolling table instead of widening the page.
          className={`relative [&>label]:sr-only [&_input]:w-full [&_input]:py-1 [&_input]:text-right ${own ? '[&_input]:bg-sky-50 [&_input]:font-semibold' : '[&_input]:bg-white'} ${bad ? '[&_input]:!border-red-500' : ''}`}
          title={own ? t('hr.allocations.own') : undefined}
          aria-invalid={bad || undefined}
          placeholder={days(type.yearlyDays)}
          value={text}
          onChange={(_value, next) => setEdits((current) => withEdit(current, row.staffId, cell, next))}
          data-cell={cellKey(row.staffId, cell.leaveTypeId)}
        />
      );
    },
  });
  const columns = [
    {
      key: 'fullName',
      header: t('hr.allocations.staff'),
      sortable: true,
      className: 'w-48',
      render: (row: LeaveAllocationRow) => (
        <span className="flex flex-col leading-tight">
          <span className="font-medium text-slate-800">{row.fullName}</span>
          <span className="text-xs text-slate-500">{row.employeeNo}</span>
        </span>
      ),
    },
    { key: 'officeName', header: t('hr.allocations.office'), sortable: true, className: 'w-36' },
    ...(answer?.types ?? []).map(typeColumn),
  ];

  return (
    <section
      className="mx-6 mb-6 flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="leave-allocations"
      aria-labelledby="leave-allocations-title"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="leave-allocations-title" className="mr-auto text-lg font-semibold text-slate-900">
          {t('hr.allocations.title', { year })}
        </h2>
        <Button
          variant="secondary"
          disabled={dirty}
          onClick={() => setYear(year - 1)}
          aria-label={t('hr.allocations.previous', { year: String(year - 1) })}
        >
          ‹ {year - 1}
        </Button>
        <Button
          variant="secondary"
          disabled={dirty}
          onClick={() => setYear(year + 1)}
          aria-label={t('hr.allocations.next', { year: String(year + 1) })}
        >
          {year + 1} ›
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('hr.allocations.intro')}</p>
      <form
        className="max-w-sm"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchText(typed);
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('hr.allocations.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {failed ? (
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>{t('hr.allocations.loadFailed')}</span>
            <Button variant="secondary" onClick={reload}>
              {t('kit.table.retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {!answer && !failed ? <Spinner label={t('kit.table.loading')} /> : null}
      {answer && answer.types.length === 0 ? <Alert tone="info">{t('hr.allocations.noTypes')}</Alert> : null}
      {answer && answer.types.length > 0 && answer.total === 0 ? (
        <p
          role="status"
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
        >
          {t('hr.allocations.none')}
        </p>
      ) : null}
      {answer && answer.types.length > 0 && answer.data.length > 0 ? (
        <DataTable
          caption={t('hr.allocations.title', { year })}
          columns={columns}
          rows={answer.data}
          rowKey={(row) => row.staffId}
          sort={sort}
          onSort={(field) =>
            setSort((current) => ({
              field,
              direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc',
            }))
          }
          offset={(page - 1) * pageSize}
          rowHeight={52}
        />
      ) : null}
      {answer && answer.total > 0 ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={answer.total}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
        {invalid ? <p className="mr-auto text-sm text-red-700">{t('hr.allocations.invalid')}</p> : null}
        {dirty && !invalid ? (
          <p className="mr-auto text-sm text-slate-600" role="status">
            {t('hr.allocations.unsaved', { count: edits.size })} {t('hr.allocations.keepFirst')}
          </p>
        ) : null}
        <Button variant="secondary" disabled={!dirty || saving} onClick={() => setEdits(NO_EDITS)}>
          {t('hr.allocations.discard')}
        </Button>
        <Button disabled={!dirty || invalid || saving} onClick={() => void save()}>
          {t(saving ? 'hr.allocations.saving' : 'hr.allocations.save')}
        </Button>
      </div>
    </section>
  );
}
