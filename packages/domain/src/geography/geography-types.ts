import type { DataSourceRequest, SearchRequest } from '../search/search-types';

/**
 * Geography reference data: country > province > city > county > town. Global (not per entity): every
 * entity inspects in the same countries. A country's id is its ISO 3166-1 numeric code; the others get
 * generated ids.
 */

/** UN M49 region codes (the ids of the regions table). Antarctica belongs to none. */
export enum Region {
  Africa = 2,
  Oceania = 9,
  Americas = 19,
  Asia = 142,
  Europe = 150,
}

export const REGION_NAMES: Record<Region, string> = {
  [Region.Africa]: 'Africa',
  [Region.Oceania]: 'Oceania',
  [Region.Americas]: 'Americas',
  [Region.Asia]: 'Asia',
  [Region.Europe]: 'Europe',
};

/** Longest name and code a geography record takes. */
export const GEOGRAPHY_NAME_MAX = 100;
export const GEOGRAPHY_CODE_MAX = 20;

export interface CountryRow {
  /** ISO 3166-1 numeric code. */
  id: number;
  name: string;
  alpha2: string;
  alpha3: string | null;
  regionId: number | null;
  regionName: string | null;
  provinceCount: number;
  version: number;
}

export interface CountryDetail {
  /** ISO 3166-1 numeric code: chosen on create, fixed afterwards. */
  id: number;
  name: string;
  alpha2: string;
  alpha3: string | null;
  regionId: number | null;
  version: number;
}

/** A country is created with its numeric code as id. */
export type CountryCreate = Omit<CountryDetail, 'version'>;

export interface ProvinceRow {
  id: number;
  name: string;
  code: string | null;
  countryId: number;
  countryName: string;
  cityCount: number;
  version: number;
}

export interface ProvinceDetail {
  id: number;
  name: string;
  code: string | null;
  countryId: number;
  version: number;
}

export interface CityRow {
  id: number;
  name: string;
  code: string | null;
  provinceId: number;
  provinceName: string;
  countryId: number;
  countryName: string;
  countyCount: number;
  version: number;
}

export interface CityDetail {
  id: number;
  name: string;
  code: string | null;
  provinceId: number;
  /** Read only (the province's country), so the edit form can preselect the country. */
  countryId: number;
  version: number;
}

export interface CountyRow {
  id: number;
  name: string;
  code: string | null;
  cityId: number;
  cityName: string;
  provinceId: number;
  provinceName: string;
  countryId: number;
  countryName: string;
  townCount: number;
  version: number;
}

export interface CountyDetail {
  id: number;
  name: string;
  code: string | null;
  cityId: number;
  /** Read only, from the city. */
  provinceId: number;
  countryId: number;
  version: number;
}

export interface TownRow {
  id: number;
  name: string;
  code: string | null;
  countyId: number;
  countyName: string;
  cityId: number;
  cityName: string;
  provinceId: number;
  provinceName: string;
  countryId: number;
  countryName: string;
  version: number;
}

export interface TownDetail {
  id: number;
  name: string;
  code: string | null;
  countyId: number;
  /** Read only, from the county. */
  cityId: number;
  provinceId: number;
  countryId: number;
  version: number;
}

/** Create bodies: read-only parents (countryId of a city...) may be sent and are ignored. */
export type ProvinceCreate = Omit<ProvinceDetail, 'id' | 'version'>;
export type CityCreate = Omit<CityDetail, 'id' | 'version' | 'countryId'> & { countryId?: number };
export type CountyCreate = Omit<CountyDetail, 'id' | 'version' | 'provinceId' | 'countryId'> &
  Partial<Pick<CountyDetail, 'provinceId' | 'countryId'>>;
export type TownCreate = Omit<TownDetail, 'id' | 'version' | 'cityId' | 'provinceId' | 'countryId'> &
  Partial<Pick<TownDetail, 'cityId' | 'provinceId' | 'countryId'>>;

/** Country filters (spec section 3). */
export interface CountryFilter {
  countryIds?: number[] | null;
  /** Datasource: countries always in the answer (the select's current values). */
  selectedCountryIds?: number[] | null;
  regionIds?: number[] | null;
  /** Datasource: true pages with skip/take (virtual scroll); false or absent answers every match. */
  isVirtual?: boolean | null;
}

/** Province, city, county and town filters (spec section 3, plus countyIds for towns). */
export interface LocationFilter {
  countryIds?: number[] | null;
  provinceIds?: number[] | null;
  cityIds?: number[] | null;
  countyIds?: number[] | null;
  townIds?: number[] | null;
  /**
   * Accepted for compatibility; supplier addresses do not carry a province or city yet, so it narrows
   * nothing.
   */
  supplierTypes?: number[] | null;
}

export type CountrySearchRequest = SearchRequest & CountryFilter;
export type LocationSearchRequest = SearchRequest & LocationFilter;
export type CountryDataSourceRequest = DataSourceRequest & CountryFilter;
export type LocationDataSourceRequest = DataSourceRequest & LocationFilter;

/** Sortable columns (the server refuses any other sort field with a 400). */
export const COUNTRY_SORT_FIELDS = ['id', 'name', 'alpha2', 'alpha3', 'regionName', 'provinceCount'] as const;
export const PROVINCE_SORT_FIELDS = ['id', 'name', 'code', 'countryName', 'cityCount'] as const;
export const CITY_SORT_FIELDS = ['id', 'name', 'code', 'provinceName', 'countryName', 'countyCount'] as const;
export const COUNTY_SORT_FIELDS = [
  'id',
  'name',
  'code',
  'cityName',
  'provinceName',
  'countryName',
  'townCount',
] as const;
export const TOWN_SORT_FIELDS = [
  'id',
  'name',
  'code',
  'countyName',
  'cityName',
  'provinceName',
  'countryName',
] as const;
