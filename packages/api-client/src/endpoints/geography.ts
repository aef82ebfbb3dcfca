import type { KyInstance } from 'ky';
import {
  GEOGRAPHY_API,
  type CityCreate,
  type CityDetail,
  type CityRow,
  type CountryCreate,
  type CountryDataSourceRequest,
  type CountryDetail,
  type CountryRow,
  type CountrySearchRequest,
  type CountyCreate,
  type CountyDetail,
  type CountyRow,
  type LocationDataSourceRequest,
  type LocationSearchRequest,
  type ProvinceCreate,
  type ProvinceDetail,
  type ProvinceRow,
  type TownCreate,
  type TownDetail,
  type TownRow,
} from '@portal/domain';
import { dataSourceClient, resourceClient } from './resource';

/** Country, province, city, county and town resources plus their datasources (/api/Location). */
export function geographyEndpoints(client: KyInstance) {
  return {
    country: resourceClient<CountryRow, CountryDetail, CountryCreate, CountrySearchRequest>(
      client,
      GEOGRAPHY_API.country,
    ),
    province: resourceClient<ProvinceRow, ProvinceDetail, ProvinceCreate, LocationSearchRequest>(
      client,
      GEOGRAPHY_API.province,
    ),
    city: resourceClient<CityRow, CityDetail, CityCreate, LocationSearchRequest>(client, GEOGRAPHY_API.city),
    county: resourceClient<CountyRow, CountyDetail, CountyCreate, LocationSearchRequest>(
      client,
      GEOGRAPHY_API.county,
    ),
    town: resourceClient<TownRow, TownDetail, TownCreate, LocationSearchRequest>(client, GEOGRAPHY_API.town),
    countryDataSource: dataSourceClient<CountryDataSourceRequest>(client, GEOGRAPHY_API.countryDataSource),
    provinceDataSource: dataSourceClient<LocationDataSourceRequest>(client, GEOGRAPHY_API.provinceDataSource),
    cityDataSource: dataSourceClient<LocationDataSourceRequest>(client, GEOGRAPHY_API.cityDataSource),
    countyByCityDataSource: dataSourceClient<LocationDataSourceRequest>(
      client,
      GEOGRAPHY_API.countyByCityDataSource,
    ),
    townDataSource: dataSourceClient<LocationDataSourceRequest>(client, GEOGRAPHY_API.townDataSource),
  };
}

export type GeographyEndpoints = ReturnType<typeof geographyEndpoints>;
