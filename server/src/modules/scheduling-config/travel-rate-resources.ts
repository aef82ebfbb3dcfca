import {
  Permissions,
  SCHEDULING_CONFIG_API,
  TRIP_TYPE_NAMES,
  type FoodAllowanceCreate,
  type FoodAllowanceDetail,
  type FoodAllowanceFilter,
  type FoodAllowanceRow,
  type Lang,
  type StartingPortCreate,
  type StartingPortDetail,
  type StartingPortFilter,
  type StartingPortRow,
  type TravelMatrixCreate,
  type TravelMatrixDetail,
  type TravelMatrixFilter,
  type TravelMatrixRow,
  type TravelTariffCreate,
  type TravelTariffDetail,
  type TravelTariffFilter,
  type TravelTariffRow,
  type TripType,
} from '@portal/domain';
import {
  FOOD_ALLOWANCE_FILTERS,
  foodAllowanceBodies,
  STARTING_PORT_FILTERS,
  startingPortBodies,
  TRAVEL_MATRIX_FILTERS,
  TRAVEL_TARIFF_FILTERS,
  travelMatrixBodies,
  travelTariffBodies,
} from '@portal/domain/src/schemas';
import { INTERNAL } from '../../plugins/route-access';
import { exportColumn as col, type ResourceDefinition } from '../kit/resource-definition';
import { FOOD_ALLOWANCE_SORT_FIELDS, foodAllowanceRepository } from './food-allowance.repository';
import { STARTING_PORT_SORT_FIELDS, startingPortRepository } from './starting-port.repository';
import { TRAVEL_MATRIX_SORT_FIELDS, travelMatrixRepository } from './travel-matrix.repository';
import { TRAVEL_TARIFF_SORT_FIELDS, travelTariffRepository } from './travel-tariff.repository';
import {
  foodAllowanceDetailProperties,
  foodAllowanceRowProperties,
  startingPortDetailProperties,
  startingPortRowProperties,
  travelMatrixDetailProperties,
  travelMatrixRowProperties,
  travelTariffDetailProperties,
  travelTariffRowProperties,
} from './travel-rate-schemas';
import {
  amountErrors,
  currencyErrors,
  noTripErrors,
  TRAVEL_RATE_LABELS,
  travelTimeErrors,
} from './travel-rate-validation';

/**
 * The travel rates of an entity (docs/scheduling.md): starting ports, the travel matrix, travel tariffs and
 * food allowances, served by the kit's route factory to internal users, each row the entity's own.
 */

const permissionsOf = (group: { View: string; Edit: string; Delete: string; Export: string }) => ({
  view: group.View,
  edit: group.Edit,
  delete: group.Delete,
  export: group.Export,
});

const common = (name: string, api: string, ruleFile: string) => ({
  name,
  basePath: `/${api}`,
  ruleFile,
  ruleLabels: TRAVEL_RATE_LABELS,
  userTypes: INTERNAL,
  rows: 'entity' as const,
});

const tripTypeName = (tripType: TripType, lang: Lang) =>
  TRIP_TYPE_NAMES[tripType]?.[lang] ?? String(tripType);
/** Money cells as numbers, so a sheet can sum them. */
const money = (value: string) => Number(value);
const country = <Row extends { countryName: string }>() =>
  col<Row>('Country', 'Pays', (row) => row.countryName, 28);
const currency = <Row extends { currency: string }>() =>
  col<Row>('Currency', 'Devise', (row) => row.currency, 10);

export const startingPortResource: ResourceDefinition<
  StartingPortRow,
  StartingPortDetail,
  StartingPortCreate,
  StartingPortFilter
> = {
  ...common('starting-port', SCHEDULING_CONFIG_API.startingPort, 'starting-port.json'),
  permissions: permissionsOf(Permissions.StartingPortSummary),
  filters: STARTING_PORT_FILTERS,
  sortFields: STARTING_PORT_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: startingPortRowProperties,
  detailProperties: startingPortDetailProperties,
  createBody: startingPortBodies.create,
  updateBody: startingPortBodies.update,
  exportSheet: {
    sheetName: { en: 'Starting ports', fr: 'Points de départ' },
    columns: [
      col('Name', 'Nom', (row) => row.name, 30),
      col('Office', 'Bureau', (row) => row.officeName, 28),
      col('City', 'Ville', (row) => row.cityName, 24),
      country(),
      col(
        'Active',
        'Actif',
        (row, lang) => (row.isActive ? { en: 'Yes', fr: 'Oui' } : { en: 'No', fr: 'Non' })[lang],
        8,
      ),
    ],
  },
  repository: startingPortRepository,
};

export const travelMatrixResource: ResourceDefinition<
  TravelMatrixRow,
  TravelMatrixDetail,
  TravelMatrixCreate,
  TravelMatrixFilter
> = {
  ...common('travel-matrix', SCHEDULING_CONFIG_API.travelMatrix, 'travel-matrix.json'),
  permissions: permissionsOf(Permissions.TravelMatrixSummary),
  filters: TRAVEL_MATRIX_FILTERS,
  sortFields: TRAVEL_MATRIX_SORT_FIELDS,
  defaultSort: { field: 'startingPortName', direction: 'asc' },
  rowProperties: travelMatrixRowProperties,
  detailProperties: travelMatrixDetailProperties,
  createBody: travelMatrixBodies.create,
  updateBody: travelMatrixBodies.update,
  exportSheet: {
    sheetName: { en: 'Travel matrix', fr: 'Matrice des trajets' },
    columns: [
      col('Starting port', 'Point de départ', (row) => row.startingPortName, 28),
      col('Destination city', 'Ville de destination', (row) => row.cityName, 24),
      country(),
      col('Trip type', 'Type de trajet', (row, lang) => tripTypeName(row.tripType, lang), 26),
      col('Travel time (hours)', 'Temps de trajet (heures)', (row) => row.travelTimeHours, 12),
      col('Ticket cost', 'Prix du billet', (row) => money(row.ticketCost), 14),
      currency(),
    ],
  },
  repository: travelMatrixRepository,
  validate: (body, lang) => [
    ...travelTimeErrors(body.travelTimeHours, lang),
    ...amountErrors('ticketCost', 'finance.travel.field.ticketCost', body.ticketCost, lang),
    ...noTripErrors(body.tripType, body.ticketCost, lang),
    ...currencyErrors(body.currency, lang),
  ],
};

export const travelTariffResource: ResourceDefinition<
  TravelTariffRow,
  TravelTariffDetail,
  TravelTariffCreate,
  TravelTariffFilter
> = {
  ...common('travel-tariff', SCHEDULING_CONFIG_API.travelTariff, 'travel-tariff.json'),
  permissions: permissionsOf(Permissions.TravelTariffSummary),
  filters: TRAVEL_TARIFF_FILTERS,
  sortFields: TRAVEL_TARIFF_SORT_FIELDS,
  defaultSort: { field: 'countryName', direction: 'asc' },
  rowProperties: travelTariffRowProperties,
  detailProperties: travelTariffDetailProperties,
  createBody: travelTariffBodies.create,
  updateBody: travelTariffBodies.update,
  exportSheet: {
    sheetName: { en: 'Travel tariffs', fr: 'Tarifs de déplacement' },
    columns: [
      country(),
      col('Trip type', 'Type de trajet', (row, lang) => tripTypeName(row.tripType, lang), 26),
      col('Amount', 'Montant', (row) => money(row.amount), 14),
      currency(),
    ],
  },
  repository: travelTariffRepository,
  validate: (body, lang) => [
    ...amountErrors('amount', 'finance.travel.field.amount', body.amount, lang),
    ...currencyErrors(body.currency, lang),
  ],
};

export const foodAllowanceResource: ResourceDefinition<
  FoodAllowanceRow,
  FoodAllowanceDetail,
  FoodAllowanceCreate,
  FoodAllowanceFilter
> = {
  ...common('food-allowance', SCHEDULING_CONFIG_API.foodAllowance, 'food-allowance.json'),
  permissions: permissionsOf(Permissions.FoodAllowanceSummary),
  filters: FOOD_ALLOWANCE_FILTERS,
  sortFields: FOOD_ALLOWANCE_SORT_FIELDS,
  defaultSort: { field: 'countryName', direction: 'asc' },
  rowProperties: foodAllowanceRowProperties,
  detailProperties: foodAllowanceDetailProperties,
  createBody: foodAllowanceBodies.create,
  updateBody: foodAllowanceBodies.update,
  exportSheet: {
    sheetName: { en: 'Food allowances', fr: 'Indemnités de repas' },
    columns: [
      country(),
      col('Amount per man-day', 'Montant par jour-homme', (row) => money(row.amountPerManDay), 16),
      currency(),
    ],
  },
  repository: foodAllowanceRepository,
  validate: (body, lang) => [
    ...amountErrors('amountPerManDay', 'finance.travel.field.amountPerManDay', body.amountPerManDay, lang),
    ...currencyErrors(body.currency, lang),
  ],
};
