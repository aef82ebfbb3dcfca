import { useIntl } from 'react-intl';
import { GEOGRAPHY_SCREEN_PATHS, Permissions, type CountryRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import { RegionFilter } from './region-filter';

const P = Permissions.CountrySummary;
const paths = GEOGRAPHY_SCREEN_PATHS.country;

const columns: SummaryColumn<CountryRow>[] = [
  { key: 'name', titleId: 'masterdata.geography.field.name', sortable: true },
  { key: 'id', titleId: 'masterdata.geography.field.numericCode', sortable: true },
  { key: 'alpha2', titleId: 'masterdata.geography.field.alpha2', sortable: true },
  { key: 'alpha3', titleId: 'masterdata.geography.field.alpha3', sortable: true, defaultVisible: false },
  { key: 'regionName', titleId: 'masterdata.geography.field.region', sortable: true },
  { key: 'provinceCount', titleId: 'masterdata.geography.field.provinceCount', sortable: true },
];

export function CountrySummary() {
  const api = useGeographyApi();
  const link = useEntityLink();
  const intl = useIntl();
  return (
    <SummaryPage<CountryRow, { regionIds: number[] }>
      titleId="masterdata.country.summary.title"
      screenKey="country-summary"
      resource={api.country}
      columns={columns.map((column) =>
        column.key === 'regionName'
          ? {
              ...column,
              render: (row) =>
                row.regionId ? intl.formatMessage({ id: `masterdata.geography.region.${row.regionId}` }) : '',
            }
          : column,
      )}
      filterDefaults={{ regionIds: [] }}
      renderFilters={() => <RegionFilter />}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName="countries"
    />
  );
}
