import {
  CITY_SORT_FIELDS,
  COUNTRY_SORT_FIELDS,
  COUNTY_SORT_FIELDS,
  GEOGRAPHY_API,
  Permissions,
  PROVINCE_SORT_FIELDS,
  TOWN_SORT_FIELDS,
  type CityCreate,
  type CityDetail,
  type CityRow,
  type CountryCreate,
  type CountryDetail,
  type CountryFilter,
  type CountryRow,
  type CountyCreate,
  type CountyDetail,
  type CountyRow,
  type LocationFilter,
  type ProvinceCreate,
  type ProvinceDetail,
  type ProvinceRow,
  type TownCreate,
  type TownDetail,
  type TownRow,
} from '@portal/domain';
import type { ExportColumn, ResourceDefinition } from '../kit/resource-definition';
import { countryRepository } from './country.repository';
import {
  cityDetailProperties,
  cityRowProperties,
  countryCreateBody,
  countryDetailProperties,
  countryRowProperties,
  countryUpdateBody,
  countyDetailProperties,
  countyRowProperties,
  levelBodies,
  LOCATION_FILTERS,
  COUNTRY_FILTERS,
  provinceDetailProperties,
  provinceRowProperties,
  townDetailProperties,
  townRowProperties,
} from './geography-schemas';
import { locationRepository } from './location-level';
import { cityLevel, countyLevel, provinceLevel, townLevel } from './location-levels';
import { INTERNAL } from '../../plugins/route-access';

/** The five geography resources, served by the generic route factory. */

/** Server texts of the rule files' labels (the browser has its own in the masterdata messages). */
const GEOGRAPHY_RULE_LABELS = {
  'geography.field.numericCode': { en: 'Numeric code', fr: 'Code numérique' },
  'geography.field.name': { en: 'Name', fr: 'Nom' },
  'geography.field.alpha2': { en: 'Alpha-2 code', fr: 'Code alpha-2' },
  'geography.field.alpha3': { en: 'Alpha-3 code', fr: 'Code alpha-3' },
  'geography.field.region': { en: 'Region', fr: 'Région' },
  'geography.field.code': { en: 'Code', fr: 'Code' },
  'geography.field.country': { en: 'Country', fr: 'Pays' },
  'geography.field.province': { en: 'Province', fr: 'Province' },
  'geography.field.city': { en: 'City', fr: 'Ville' },
  'geography.field.county': { en: 'County', fr: 'Comté' },
};

const path = (api: string) => `/${api}`;
const permissionsOf = (group: { View: string; Edit: string; Delete: string; Export: string }) => ({
  view: group.View,
  edit: group.Edit,
  delete: group.Delete,
  export: group.Export,
});

const col = <Row>(
  en: string,
  fr: string,
  value: ExportColumn<Row>['value'],
  width?: number,
): ExportColumn<Row> => ({
  header: { en, fr },
  value,
  width,
});

type Named = { id: number; name: string; code: string | null };
const idName = <Row extends Named>(en: string, fr: string): ExportColumn<Row>[] => [
  col<Row>('Id', 'Id', (row) => row.id, 10),
  col<Row>(en, fr, (row) => row.name, 30),
  col<Row>('Code', 'Code', (row) => row.code, 12),
];
const country = <Row extends { countryName: string }>() =>
  col<Row>('Country', 'Pays', (row) => row.countryName, 30);
const province = <Row extends { provinceName: string }>() =>
  col<Row>('Province', 'Province', (row) => row.provinceName, 30);
const city = <Row extends { cityName: string }>() => col<Row>('City', 'Ville', (row) => row.cityName, 30);

export const countryResource: ResourceDefinition<CountryRow, CountryDetail, CountryCreate, CountryFilter> = {
  name: 'country',
  ruleFile: 'country.json',
  ruleLabels: GEOGRAPHY_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: path(GEOGRAPHY_API.country),
  permissions: permissionsOf(Permissions.CountrySummary),
  filters: COUNTRY_FILTERS,
  sortFields: COUNTRY_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: countryRowProperties,
  detailProperties: countryDetailProperties,
  createBody: countryCreateBody,
  updateBody: countryUpdateBody,
  exportSheet: {
    sheetName: { en: 'Countries', fr: 'Pays' },
    columns: [
      col('Numeric code', 'Code numérique', (row) => row.id, 14),
      col('Country', 'Pays', (row) => row.name, 36),
      col('Alpha-2', 'Alpha-2', (row) => row.alpha2, 10),
      col('Alpha-3', 'Alpha-3', (row) => row.alpha3, 10),
      col('Region', 'Région', (row) => row.regionName, 14),
      col('Provinces', 'Provinces', (row) => row.provinceCount, 12),
    ],
  },
  repository: countryRepository,
};

const provinceBodies = levelBodies('countryId', []);
export const provinceResource: ResourceDefinition<
  ProvinceRow,
  ProvinceDetail,
  ProvinceCreate,
  LocationFilter
> = {
  name: 'province',
  ruleFile: 'province.json',
  ruleLabels: GEOGRAPHY_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: path(GEOGRAPHY_API.province),
  permissions: permissionsOf(Permissions.ProvinceSummary),
  filters: LOCATION_FILTERS,
  sortFields: PROVINCE_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: provinceRowProperties,
  detailProperties: provinceDetailProperties,
  createBody: provinceBodies.create,
  updateBody: provinceBodies.update,
  exportSheet: {
    sheetName: { en: 'Provinces', fr: 'Provinces' },
    columns: [
      ...idName<ProvinceRow>('Province', 'Province'),
      country<ProvinceRow>(),
      col('Cities', 'Villes', (row) => row.cityCount, 10),
    ],
  },
  repository: locationRepository(provinceLevel),
};

const cityBodies = levelBodies('provinceId', ['countryId']);
export const cityResource: ResourceDefinition<CityRow, CityDetail, CityCreate, LocationFilter> = {
  name: 'city',
  ruleFile: 'city.json',
  ruleLabels: GEOGRAPHY_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: path(GEOGRAPHY_API.city),
  permissions: permissionsOf(Permissions.CitySummary),
  filters: LOCATION_FILTERS,
  sortFields: CITY_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: cityRowProperties,
  detailProperties: cityDetailProperties,
  createBody: cityBodies.create,
  updateBody: cityBodies.update,
  exportSheet: {
    sheetName: { en: 'Cities', fr: 'Villes' },
    columns: [
      ...idName<CityRow>('City', 'Ville'),
      province<CityRow>(),
      country<CityRow>(),
      col('Counties', 'Comtés', (row) => row.countyCount, 10),
    ],
  },
  repository: locationRepository(cityLevel),
};

const countyBodies = levelBodies('cityId', ['provinceId', 'countryId']);
export const countyResource: ResourceDefinition<CountyRow, CountyDetail, CountyCreate, LocationFilter> = {
  name: 'county',
  ruleFile: 'county.json',
  ruleLabels: GEOGRAPHY_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: path(GEOGRAPHY_API.county),
  permissions: permissionsOf(Permissions.CountySummary),
  filters: LOCATION_FILTERS,
  sortFields: COUNTY_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: countyRowProperties,
  detailProperties: countyDetailProperties,
  createBody: countyBodies.create,
  updateBody: countyBodies.update,
  exportSheet: {
    sheetName: { en: 'Counties', fr: 'Comtés' },
    columns: [
      ...idName<CountyRow>('County', 'Comté'),
      city<CountyRow>(),
      province<CountyRow>(),
      country<CountyRow>(),
      col('Towns', 'Communes', (row) => row.townCount, 10),
    ],
  },
  repository: locationRepository(countyLevel),
};

const townBodies = levelBodies('countyId', ['cityId', 'provinceId', 'countryId']);
export const townResource: ResourceDefinition<TownRow, TownDetail, TownCreate, LocationFilter> = {
  name: 'town',
  ruleFile: 'town.json',
  ruleLabels: GEOGRAPHY_RULE_LABELS,
  userTypes: INTERNAL,
  rows: 'none',
  basePath: path(GEOGRAPHY_API.town),
  permissions: permissionsOf(Permissions.TownSummary),
  filters: LOCATION_FILTERS,
  sortFields: TOWN_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  rowProperties: townRowProperties,
  detailProperties: townDetailProperties,
  createBody: townBodies.create,
  updateBody: townBodies.update,
  exportSheet: {
    sheetName: { en: 'Towns', fr: 'Communes' },
    columns: [
      ...idName<TownRow>('Town', 'Commune'),
      col('County', 'Comté', (row) => row.countyName, 30),
      city<TownRow>(),
      province<TownRow>(),
      country<TownRow>(),
    ],
  },
  repository: locationRepository(townLevel),
};
