import { useIntl } from 'react-intl';
import { Permissions, SCHEDULE_SCREEN_PATHS, type StartingPortRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { CountriesFilter, OfficesFilter } from '../shared/filters';
import { useTravelRatesApi } from '../use-travel-rates-api';

const P = Permissions.StartingPortSummary;

/** Starting ports of the entity: name, office, city, country, active; filtered by office and country. */
export function StartingPortSummary() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  const link = useEntityLink();
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'finance.travel.active.yes' : 'finance.travel.active.no' });
  return (
    <SummaryPage<StartingPortRow, { officeIds: number[]; countryIds: number[] }>
      titleId="finance.travel.startingPort.summary.title"
      screenKey="starting-port-summary"
      resource={api.startingPort}
      columns={[
        { key: 'name', titleId: 'finance.travel.field.name', sortable: true },
        { key: 'officeName', titleId: 'finance.travel.field.office', sortable: true },
        { key: 'cityName', titleId: 'finance.travel.field.city', sortable: true },
        { key: 'countryName', titleId: 'finance.travel.field.country', sortable: true },
        {
          key: 'isActive',
          titleId: 'finance.travel.field.isActive',
          sortable: true,
          render: (row) => yesNo(row.isActive),
          exportValue: (row) => yesNo(row.isActive),
        },
      ]}
      filterDefaults={{ officeIds: [], countryIds: [] }}
      renderFilters={() => (
        <>
          <OfficesFilter />
          <CountriesFilter />
        </>
      )}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${SCHEDULE_SCREEN_PATHS.startingPortEdit}/${row.id}`)}
      newLink={link(SCHEDULE_SCREEN_PATHS.startingPortEdit)}
      exportName="starting-ports"
    />
  );
}
