import {
  CITY_SORT_FIELDS,
  COUNTRY_SORT_FIELDS,
  COUNTY_SORT_FIELDS,
  GEOGRAPHY_API,
  GEOGRAPHY_CODE_MAX,
  GEOGRAPHY_NAME_MAX,
  Permissions,
  PROVINCE_SORT_FIELDS,
  TOWN_SORT_FIELDS,
  type CountryCreate,
  type CountryDetail,
  type CountryFilter,
  type CountryRow,
  type GeographyResource,
  type Lang,
  type LocationFilter,
  type VersionedRecord,
} from '@portal/domain';
import type { HierarchyLevel } from '../kit/hierarchy-levels';
import {
  levelResource,
  type HierarchyArea,
  type LevelResource,
  type OwnShapes,
} from '../kit/hierarchy-resource';
import { exportColumn, type ResourceDefinition } from '../kit/resource-definition';
import { cityLevel, countryLevel, countyLevel, provinceLevel, townLevel } from './geography-levels';
import {
  COUNTRY_FILTERS,
  countryCreateBody,
  countryDetailProperties,
  countryRowProperties,
  countryUpdateBody,
  LOCATION_FILTERS,
} from './geography-schemas';
import { INTERNAL } from '../../plugins/route-access';

/** The five geography resources, served by the generic route factory. */

const GEOGRAPHY: HierarchyArea = {
  /** Server texts of the rule files' labels (the browser has its own in the masterdata messages). */
  ruleLabels: {
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
  },
  userTypes: INTERNAL,
  filters: LOCATION_FILTERS,
  nameMax: GEOGRAPHY_NAME_MAX,
  codeMax: GEOGRAPHY_CODE_MAX,
  ancestorWidth: 30,
};

/** A level's resource at api/Location/{name}, checked against the rule file {name}.json. */
function geographyResource<
  Filter extends object,
  Row = unknown,
  Detail extends VersionedRecord = VersionedRecord,
  Create = unknown,
>(
  name: GeographyResource,
  level: HierarchyLevel,
  permissions: LevelResource<Row>['permissions'],
  sortFields: readonly string[],
  sheetName: Record<Lang, string>,
  own?: OwnShapes<Row>,
): ResourceDefinition<Row, Detail, Create, Filter> {
  return levelResource(GEOGRAPHY, level, {
    name,
    basePath: `/${GEOGRAPHY_API[name]}`,
    ruleFile: `${name}.json`,
    permissions,
    sortFields,
    sheetName,
    own,
  });
}

export const countryResource = geographyResource<CountryFilter, CountryRow, CountryDetail, CountryCreate>(
  'country',
  countryLevel,
  Permissions.CountrySummary,
  COUNTRY_SORT_FIELDS,
  { en: 'Countries', fr: 'Pays' },
  {
    filters: COUNTRY_FILTERS,
    rowProperties: countryRowProperties,
    detailProperties: countryDetailProperties,
    createBody: countryCreateBody,
    updateBody: countryUpdateBody,
    leadingColumns: [
      exportColumn('Numeric code', 'Code numérique', (row) => row.id, 14),
      exportColumn('Country', 'Pays', (row) => row.name, 36),
      exportColumn('Alpha-2', 'Alpha-2', (row) => row.alpha2, 10),
      exportColumn('Alpha-3', 'Alpha-3', (row) => row.alpha3, 10),
      exportColumn('Region', 'Région', (row) => row.regionName, 14),
    ],
  },
);

export const provinceResource = geographyResource<LocationFilter>(
  'province',
  provinceLevel,
  Permissions.ProvinceSummary,
  PROVINCE_SORT_FIELDS,
  { en: 'Provinces', fr: 'Provinces' },
);

export const cityResource = geographyResource<LocationFilter>(
  'city',
  cityLevel,
  Permissions.CitySummary,
  CITY_SORT_FIELDS,
  { en: 'Cities', fr: 'Villes' },
);

export const countyResource = geographyResource<LocationFilter>(
  'county',
  countyLevel,
  Permissions.CountySummary,
  COUNTY_SORT_FIELDS,
  { en: 'Counties', fr: 'Comtés' },
);

export const townResource = geographyResource<LocationFilter>(
  'town',
  townLevel,
  Permissions.TownSummary,
  TOWN_SORT_FIELDS,
  { en: 'Towns', fr: 'Communes' },
);
