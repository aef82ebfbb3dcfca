import { useIntl } from 'react-intl';
import { Permissions, SCHEDULE_SCREEN_PATHS, type FoodAllowanceRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink } from '@portal/screen-kit';
import { moneyText } from '../shared/choices';
import { CountriesFilter } from '../shared/filters';
import { useTravelRatesApi } from '../use-travel-rates-api';

const P = Permissions.FoodAllowanceSummary;

/** An inspector's meal allowance per man-day, per destination country. */
export function FoodAllowanceSummary() {
  const intl = useIntl();
  const api = useTravelRatesApi();
  const link = useEntityLink();
  return (
    <SummaryPage<FoodAllowanceRow, { countryIds: number[] }>
      titleId="finance.travel.food.summary.title"
      screenKey="food-allowance-summary"
      resource={api.foodAllowance}
      columns={[
        { key: 'countryName', titleId: 'finance.travel.field.country', sortable: true },
        {
          key: 'amountPerManDay',
          titleId: 'finance.travel.field.amountPerManDay',
          sortable: true,
          className: 'text-right',
          render: (row) => moneyText(intl, row.amountPerManDay, row.currency),
          exportValue: (row) => Number(row.amountPerManDay),
        },
        { key: 'currency', titleId: 'finance.travel.field.currency', sortable: true },
      ]}
      filterDefaults={{ countryIds: [] }}
      renderFilters={() => <CountriesFilter />}
      defaultSort={{ field: 'countryName', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${SCHEDULE_SCREEN_PATHS.foodAllowanceEdit}/${row.id}`)}
      newLink={link(SCHEDULE_SCREEN_PATHS.foodAllowanceEdit)}
      exportName="food-allowances"
    />
  );
}
