import { useIntl } from 'react-intl';
import { Permissions, SCHEDULE_SCREEN_PATHS, type TravelTariffRow, type TripType } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { moneyText, tripTypeName } from '../shared/choices';
import { CountriesFilter, TripTypesFilter } from '../shared/filters';
import { useTravelRatesApi } from '../use-travel-rates-api';

const P = Permissions.TravelTariffSummary;

/** What each trip type costs beyond tickets, per destination country. */
export function TravelTariffSummary() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  const link = useEntityLink();
  return (
    <SummaryPage<TravelTariffRow, { countryIds: number[]; tripTypes: TripType[] }>
      titleId="finance.travel.tariff.summary.title"
      screenKey="travel-tariff-summary"
      resource={api.travelTariff}
      columns={[
        { key: 'countryName', titleId: 'finance.travel.field.country', sortable: true },
        {
          key: 'tripType',
          titleId: 'finance.travel.field.tripType',
          sortable: true,
          render: (row) => tripTypeName(intl, row.tripType),
          exportValue: (row) => tripTypeName(intl, row.tripType),
        },
        {
          key: 'amount',
          titleId: 'finance.travel.field.amount',
          sortable: true,
          className: 'text-right',
          render: (row) => moneyText(intl, row.amount, row.currency),
          exportValue: (row) => Number(row.amount),
        },
        { key: 'currency', titleId: 'finance.travel.field.currency', sortable: true },
      ]}
      filterDefaults={{ countryIds: [], tripTypes: [] }}
      renderFilters={() => (
        <>
          <CountriesFilter />
          <TripTypesFilter />
        </>
      )}
      defaultSort={{ field: 'countryName', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${SCHEDULE_SCREEN_PATHS.travelTariffEdit}/${row.id}`)}
      newLink={link(SCHEDULE_SCREEN_PATHS.travelTariffEdit)}
      exportName="travel-tariffs"
    />
  );
}
