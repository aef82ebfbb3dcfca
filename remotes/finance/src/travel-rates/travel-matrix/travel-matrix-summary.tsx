import { useIntl } from 'react-intl';
import { Permissions, SCHEDULE_SCREEN_PATHS, type TravelMatrixRow, type TripType } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { moneyText, tripTypeName } from '../shared/choices';
import { CountriesFilter, StartingPortsFilter, TripTypesFilter } from '../shared/filters';
import { useTravelRatesApi } from '../use-travel-rates-api';

const P = Permissions.TravelMatrixSummary;

type Filters = { startingPortIds: number[]; countryIds: number[]; tripTypes: TripType[] };

/** The journeys from the entity's starting ports: port, destination, trip type, time and ticket cost. */
export function TravelMatrixSummary() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  const link = useEntityLink();
  return (
    <SummaryPage<TravelMatrixRow, Filters>
      titleId="finance.travel.matrix.summary.title"
      screenKey="travel-matrix-summary"
      resource={api.travelMatrix}
      columns={[
        { key: 'startingPortName', titleId: 'finance.travel.field.startingPort', sortable: true },
        { key: 'cityName', titleId: 'finance.travel.field.destinationCity', sortable: true },
        { key: 'countryName', titleId: 'finance.travel.field.country', sortable: true },
        {
          key: 'tripType',
          titleId: 'finance.travel.field.tripType',
          sortable: true,
          render: (row) => tripTypeName(intl, row.tripType),
          exportValue: (row) => tripTypeName(intl, row.tripType),
        },
        {
          key: 'travelTimeHours',
          titleId: 'finance.travel.field.travelTimeHours',
          sortable: true,
          className: 'text-right',
          render: (row) => intl.formatNumber(row.travelTimeHours, { maximumFractionDigits: 1 }),
        },
        {
          key: 'ticketCost',
          titleId: 'finance.travel.field.ticketCost',
          sortable: true,
          className: 'text-right',
          render: (row) => moneyText(intl, row.ticketCost, row.currency),
          exportValue: (row) => Number(row.ticketCost),
        },
        { key: 'currency', titleId: 'finance.travel.field.currency', sortable: true, defaultVisible: false },
      ]}
      filterDefaults={{ startingPortIds: [], countryIds: [], tripTypes: [] }}
      renderFilters={() => (
        <>
          <StartingPortsFilter />
          <CountriesFilter />
          <TripTypesFilter />
        </>
      )}
      defaultSort={{ field: 'startingPortName', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${SCHEDULE_SCREEN_PATHS.travelMatrixEdit}/${row.id}`)}
      newLink={link(SCHEDULE_SCREEN_PATHS.travelMatrixEdit)}
      exportName="travel-matrix"
    />
  );
}
