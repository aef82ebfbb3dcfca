import { useIntl } from 'react-intl';
import { Permissions, type QcAvailabilityRequest } from '@portal/domain';
import { usePermission } from '@portal/screen-kit';
import { Alert } from '@portal/ui';
import { useScheduleApi } from '../../shared/api/use-schedule-api';
import { LoadState } from '../../shared/load-state';
import { isMonth, isoDay, monthOf } from '../../shared/screen-parts/calendar-days';
import { FilterForm } from '../../shared/screen-parts/filter-form';
import { useLoaded } from '../../shared/screen-parts/use-loaded';
import { useOfficeLookups } from '../../shared/screen-parts/use-office-lookups';
import { useUrlSearch } from '../../shared/screen-parts/use-url-search';
import { useUnblock } from '../screen-parts/use-unblock';
import { AvailabilityCalendar } from './availability-calendar';
import { AvailabilityFilterFields } from './availability-filters';
import { AvailabilityLegend } from './availability-legend';
import { MonthBar } from './month-bar';

const PREFIX = 'inspection.schedule.availability';

const EMPTY_FILTERS = {
  officeIds: [] as number[],
  officeCountryIds: [] as number[],
  qcIds: [] as number[],
  operationalCountryIds: [] as number[],
};

/**
 * The planners' month of QCs, office by office: who is allocated (to which bookings), on leave, on a
 * holiday, blocked or free on each day. Month and filters live in the URL.
 */
export function QcAvailabilityPage() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${PREFIX}.${key}` });
  const api = useScheduleApi();
  const lookups = useOfficeLookups(api);
  const canUnblock = usePermission(Permissions.QcBlock.Edit);
  const now = new Date();
  const currentMonth = monthOf(now);
  const { state, go, key } = useUrlSearch({ month: currentMonth, ...EMPTY_FILTERS });
  const { month: rawMonth, ...filters } = state.filters;
  const month = isMonth(rawMonth) ? rawMonth : currentMonth;

  const request: QcAvailabilityRequest = { month, searchText: state.searchText.trim(), ...filters };
  const loaded = useLoaded(async () => (await api.availability(request)).data, key);
  const unblock = useUnblock(api, loaded.reload);
  const availability = loaded.data;

  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <FilterForm
        label={t('filter.label')}
        values={{ searchText: state.searchText, ...filters }}
        onSearch={({ searchText, ...chosen }) => go({ searchText, filters: { month, ...chosen } })}
        onReset={() => go({ searchText: '', filters: { month, ...EMPTY_FILTERS } })}
      >
        <AvailabilityFilterFields api={api} lookups={lookups} />
      </FilterForm>
      <MonthBar
        month={month}
        currentMonth={currentMonth}
        onMonth={(next) => go({ filters: { ...state.filters, month: next } })}
      />
      <AvailabilityLegend />
      <LoadState status={loaded.status} retry={loaded.reload} prefix={PREFIX} />
      {availability && loaded.status !== 'error' ? (
        availability.qcs.length === 0 ? (
          <Alert tone="info">{t('empty')}</Alert>
        ) : (
          <AvailabilityCalendar
            availability={availability}
            today={isoDay(now)}
            onUnblock={canUnblock ? unblock.ask : undefined}
          />
        )
      ) : null}
      {unblock.dialog}
    </div>
  );
}
