import { useIntl } from 'react-intl';
import { DateRangePreset as R } from '@portal/domain';
import { FormDateRange, FormSelect, type FilterValue } from '@portal/screen-kit';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';
import type { OfficeLookups } from '../../shared/screen-parts/use-office-lookups';

export type ScheduleState = 'waiting' | 'allocated' | 'all';
export const SCHEDULE_STATES: readonly ScheduleState[] = ['waiting', 'allocated', 'all'];

export interface ScheduleSummaryFilters extends Record<string, FilterValue> {
  /** yyyy-MM-dd, inclusive: bookings whose inspection days overlap the range. */
  dateFrom: string | null;
  dateTo: string | null;
  officeIds: number[];
  /** The factory's country. */
  countryIds: number[];
  customerIds: number[];
  state: ScheduleState;
}

/** What a planner opens the screen for: the bookings still waiting for inspectors. */
export const SCHEDULE_FILTER_DEFAULTS: ScheduleSummaryFilters = {
  dateFrom: null,
  dateTo: null,
  officeIds: [],
  countryIds: [],
  customerIds: [],
  state: 'waiting',
};

/** A planner looks ahead first. */
const PERIOD_PRESETS = [
  R.Today,
  R.Tomorrow,
  R.Next7Days,
  R.ThisMonth,
  R.Last7Days,
  R.Last30Days,
  R.LastMonth,
  R.YearToDate,
] as const;

/** The schedule summary's filters (the search text is the kit's own field). */
export function ScheduleFilterFields({ api, lookups }: { api: ScheduleApi; lookups: OfficeLookups }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.summary.filter.${key}` });
  return (
    <>
      <FormSelect<string>
        name="state"
        label={t('state')}
        searchable={false}
        clearable={false}
        options={SCHEDULE_STATES.map((state) => ({
          value: state,
          label: intl.formatMessage({ id: `inspection.schedule.summary.state.${state}` }),
        }))}
      />
      <FormDateRange fromName="dateFrom" toName="dateTo" label={t('period')} presets={PERIOD_PRESETS} />
      <FormSelect<number> name="officeIds" multiple label={t('offices')} options={lookups.offices} />
      <FormSelect<number>
        name="countryIds"
        multiple
        label={t('countries')}
        dataSource={api.countryDataSource}
      />
      <FormSelect<number>
        name="customerIds"
        multiple
        label={t('customers')}
        dataSource={api.customerDataSource}
      />
    </>
  );
}
