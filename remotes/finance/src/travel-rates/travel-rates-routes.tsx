import { Permissions, SCHEDULE_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { FoodAllowanceEdit } from './food-allowance/food-allowance-edit';
import { FoodAllowanceSummary } from './food-allowance/food-allowance-summary';
import { StartingPortEdit } from './starting-port/starting-port-edit';
import { StartingPortSummary } from './starting-port/starting-port-summary';
import { TravelMatrixEdit } from './travel-matrix/travel-matrix-edit';
import { TravelMatrixSummary } from './travel-matrix/travel-matrix-summary';
import { TravelTariffEdit } from './travel-tariff/travel-tariff-edit';
import { TravelTariffSummary } from './travel-tariff/travel-tariff-summary';

/** A summary and its edit screen (`{edit}/:id?`), both open to whoever may view the summary. */
const pair = (
  view: string,
  key: string,
  summary: { path: string; component: RemoteRoute['component'] },
  edit: { path: string; component: RemoteRoute['component'] },
): RemoteRoute[] => [
  {
    path: summary.path,
    permission: view,
    titleId: `finance.travel.${key}.summary.title`,
    component: summary.component,
  },
  {
    path: `${edit.path}/:id?`,
    permission: view,
    titleId: `finance.travel.${key}.edit.title`,
    component: edit.component,
  },
];

/** Starting ports, travel matrix, travel tariffs and food allowances (docs/scheduling.md). */
export const travelRatesRoutes: RemoteRoute[] = [
  ...pair(
    Permissions.StartingPortSummary.View,
    'startingPort',
    { path: PATHS.startingPort, component: StartingPortSummary },
    { path: PATHS.startingPortEdit, component: StartingPortEdit },
  ),
  ...pair(
    Permissions.TravelMatrixSummary.View,
    'matrix',
    { path: PATHS.travelMatrix, component: TravelMatrixSummary },
    { path: PATHS.travelMatrixEdit, component: TravelMatrixEdit },
  ),
  ...pair(
    Permissions.TravelTariffSummary.View,
    'tariff',
    { path: PATHS.travelTariff, component: TravelTariffSummary },
    { path: PATHS.travelTariffEdit, component: TravelTariffEdit },
  ),
  ...pair(
    Permissions.FoodAllowanceSummary.View,
    'food',
    { path: PATHS.foodAllowance, component: FoodAllowanceSummary },
    { path: PATHS.foodAllowanceEdit, component: FoodAllowanceEdit },
  ),
];
