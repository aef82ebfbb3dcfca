import { useFormikContext } from 'formik';
import { useIntl, type IntlShape } from 'react-intl';
import { HR_ROUTES, Permissions, type HolidayRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { toOptions } from '../shared/forms/form-values';
import { useHrHolidayApi } from './holiday-api';
import { shownDate } from './holiday-values';
import { useHolidayLookups } from './use-holiday-lookups';

type Filters = { year: number; countryId: number | null; officeId: number | null };

function HolidayFilters({ lookups }: { lookups: ReturnType<typeof useHolidayLookups> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useFormikContext<Filters>();
  const years = lookups.years.includes(form.values.year)
    ? lookups.years
    : [...lookups.years, form.values.year].sort((a, b) => a - b);
  return (
    <>
      <Select<number>
        name="year"
        label={t('hr.holidays.filter.year')}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        searchable={false}
        clearable={false}
        value={form.values.year}
        onChange={(year) => void form.setFieldValue('year', year ?? lookups.currentYear)}
      />
      <Select<number>
        name="countryId"
        label={t('hr.holidays.filter.country')}
        options={toOptions(lookups.countries)}
        value={form.values.countryId}
        onChange={(id) => void form.setFieldValue('countryId', id)}
      />
      <Select<number>
        name="officeId"
        label={t('hr.holidays.filter.office')}
        options={toOptions(lookups.offices)}
        value={form.values.officeId}
        onChange={(id) => void form.setFieldValue('officeId', id)}
      />
    </>
  );
}

const placeOf = (intl: IntlShape, row: HolidayRow) =>
  row.scope === 'office'
    ? intl.formatMessage({ id: 'hr.holidays.place.office' }, { name: row.placeName })
    : row.placeName;

function holidayColumns(intl: IntlShape): SummaryColumn<HolidayRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const repeats = (row: HolidayRow) =>
    t(row.recurring ? 'hr.holidays.recurring.yes' : 'hr.holidays.recurring.no');
  return [
    { key: 'name', titleId: 'hr.holidays.field.name', sortable: true },
    { key: 'year', titleId: 'hr.holidays.field.year', sortable: true, defaultVisible: false },
    {
      key: 'startDate',
      titleId: 'hr.holidays.field.startDate',
      sortable: true,
      render: (row) => shownDate(row.startDate),
      exportValue: (row) => shownDate(row.startDate),
    },
    {
      key: 'endDate',
      titleId: 'hr.holidays.field.endDate',
      sortable: true,
      render: (row) => shownDate(row.endDate),
      exportValue: (row) => shownDate(row.endDate),
    },
    { key: 'days', titleId: 'hr.holidays.field.days', sortable: true, className: 'text-right' },
    {
      key: 'placeName',
      titleId: 'hr.holidays.field.place',
      sortable: true,
      render: (row) => placeOf(intl, row),
      exportValue: (row) => placeOf(intl, row),
    },
    {
      key: 'recurring',
      titleId: 'hr.holidays.field.recurring',
      sortable: true,
      render: repeats,
      exportValue: repeats,
    },
  ];
}

/**
 * Holiday summary: one row per holiday and year (a recurring holiday shows in every year from its first),
 * filtered by year, country and office. Everyone reads it; HR opens a row to change or delete it.
 */
export function HolidaySummary() {
  const api = useHrHolidayApi();
  const lookups = useHolidayLookups(api);
  const link = useEntityLink();
  const intl = useIntl();
  return (
    <SummaryPage<HolidayRow, Filters>
      titleId="hr.holidays.summary.title"
      screenKey="holiday-summary"
      resource={api.holiday}
      columns={holidayColumns(intl)}
      filterDefaults={{ year: lookups.currentYear, countryId: null, officeId: null }}
      renderFilters={() => <HolidayFilters lookups={lookups} />}
      defaultSort={{ field: 'startDate', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.HolidaySummary)}
      rowKey={(row) => `${row.id}-${row.year}`}
      rowLink={(row) => link(`${HR_ROUTES.holidayEdit}/${row.id}?year=${row.year}`)}
      newLink={link(HR_ROUTES.holidayEdit)}
      exportName="holidays"
    />
  );
}
