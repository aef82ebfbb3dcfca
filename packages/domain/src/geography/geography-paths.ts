/**
 * API paths of the geography resources (spec section 7 names /api/Location/getcountrydatasource and
 * /api/Location/GetCountyByCityDatasource; the rest follow them). Each resource base takes
 * POST {base}/search, GET {base}/{id}, POST {base}, PUT {base}, DELETE {base}/{id}, POST {base}/export.
 * Without a leading slash: the api client's prefix is the server base.
 */
export const GEOGRAPHY_API = {
  country: 'api/Location/country',
  province: 'api/Location/province',
  city: 'api/Location/city',
  county: 'api/Location/county',
  town: 'api/Location/town',
  countryDataSource: 'api/Location/getcountrydatasource',
  provinceDataSource: 'api/Location/getprovincedatasource',
  cityDataSource: 'api/Location/getcitydatasource',
  countyByCityDataSource: 'api/Location/GetCountyByCityDatasource',
  townDataSource: 'api/Location/gettowndatasource',
} as const;

export type GeographyResource = 'country' | 'province' | 'city' | 'county' | 'town';

export const GEOGRAPHY_RESOURCES: readonly GeographyResource[] = [
  'country',
  'province',
  'city',
  'county',
  'town',
];

/**
 * Screen routes under /{entity}/ (the menu seeds these): the summary, and the edit screen with an id
 * (without one it creates).
 */
export const GEOGRAPHY_SCREEN_PATHS: Record<GeographyResource, { summary: string; edit: string }> = {
  country: { summary: 'country/country-summary', edit: 'country/edit-country' },
  province: { summary: 'province/province-summary', edit: 'province/edit-province' },
  city: { summary: 'city/city-summary', edit: 'city/edit-city' },
  county: { summary: 'county/county-summary', edit: 'county/edit-county' },
  town: { summary: 'town/town-summary', edit: 'town/edit-town' },
};
