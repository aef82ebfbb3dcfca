import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { QcCandidate, QcCandidateRequest } from '@portal/domain';
import { Alert, Button, Select, TextField, type SelectOption } from '@portal/ui';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';
import { CandidateTable } from './candidate-table';

export interface QcPickerProps {
  api: ScheduleApi;
  bookingId: number;
  date: string;
  dayLabel: string;
  /** The countries of the entity's offices. */
  officeCountries: SelectOption<number>[];
  chosen: ReadonlySet<number>;
  onAdd: (candidate: QcCandidate) => void;
  onClose: () => void;
}

interface Filters {
  searchText: string;
  officeCountryIds: number[];
  qcIds: number[];
  operationalCountryIds: number[];
}

const EMPTY: Filters = { searchText: '', officeCountryIds: [], qcIds: [], operationalCountryIds: [] };

/** The request of a day with the filters that narrow it (empty ones left out). */
function candidateRequest(date: string, filters: Filters): QcCandidateRequest {
  const request: QcCandidateRequest = { date };
  if (filters.searchText.trim()) request.searchText = filters.searchText.trim();
  if (filters.officeCountryIds.length) request.officeCountryIds = filters.officeCountryIds;
  if (filters.qcIds.length) request.qcIds = filters.qcIds;
  if (filters.operationalCountryIds.length) request.operationalCountryIds = filters.operationalCountryIds;
  return request;
}

type Answer = { status: 'loading' } | { status: 'error' } | { status: 'ready'; candidates: QcCandidate[] };

/** "Add QC" of one day: the QCs the server ranks for it, narrowed by the planner's filters. */
export function QcPicker({
  api,
  bookingId,
  date,
  dayLabel,
  officeCountries,
  chosen,
  onAdd,
  onClose,
}: QcPickerProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.allocation.picker.${key}` }, values);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setAnswer({ status: 'loading' });
    api
      .candidates(bookingId, candidateRequest(date, applied))
      .then((response) => current && setAnswer({ status: 'ready', candidates: response.data ?? [] }))
      .catch(() => current && setAnswer({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [api, bookingId, date, applied, round]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(filters);
    setRound((n) => n + 1);
  };
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setFilters((before) => ({ ...before, [key]: value }));

  return (
    <div
      role="region"
      aria-label={t('title', { day: dayLabel })}
      className="flex flex-col gap-3 rounded-md border border-sky-200 bg-sky-50/40 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold text-slate-800">{t('title', { day: dayLabel })}</h3>
        <Button variant="ghost" className="!px-2 !py-1" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <form
        onSubmit={search}
        aria-label={t('filters')}
        className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] items-end gap-3"
      >
        <TextField
          label={t('searchText')}
          name="searchText"
          value={filters.searchText}
          onChange={(event) => set('searchText', event.target.value)}
        />
        <Select<number>
          multiple
          label={t('officeCountries')}
          name="officeCountryIds"
          options={officeCountries}
          value={filters.officeCountryIds}
          onChange={(values) => set('officeCountryIds', values)}
        />
        <Select<number>
          multiple
          label={t('qcs')}
          name="qcIds"
          dataSource={api.qcDataSource}
          value={filters.qcIds}
          onChange={(values) => set('qcIds', values)}
        />
        <Select<number>
          multiple
          label={t('operationalCountries')}
          name="operationalCountryIds"
          dataSource={api.countryDataSource}
          value={filters.operationalCountryIds}
          onChange={(values) => set('operationalCountryIds', values)}
        />
        <div>
          <Button type="submit">{t('search')}</Button>
        </div>
      </form>
      {answer.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : answer.status === 'error' ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <span>{t('failed')}</span>
            <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : answer.candidates.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {t('none')}
        </p>
      ) : (
        <CandidateTable candidates={answer.candidates} dayLabel={dayLabel} chosen={chosen} onAdd={onAdd} />
      )}
    </div>
  );
}
