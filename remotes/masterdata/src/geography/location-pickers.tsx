import type { Hierarchy } from '../shared/hierarchy/hierarchy';
import { HierarchyPickers } from '../shared/hierarchy/hierarchy-pickers';
import { useGeographyApi, type GeographyApi } from '../shared/geography/use-geography-api';

/** The parent levels a location can be picked at, from the top. */
export type LocationLevel = 'country' | 'province' | 'city' | 'county';

/** Country > province > city > county: the levels a province, city, county or town hangs under. */
export const GEOGRAPHY_HIERARCHY: Hierarchy<GeographyApi> = {
  useApi: useGeographyApi,
  fieldTitles: 'masterdata.geography.field.',
  levels: [
    {
      name: 'country',
      idField: 'countryId',
      filterLabel: 'masterdata.geography.filter.countries',
      dataSource: (api) => api.countryDataSource,
    },
    {
      name: 'province',
      idField: 'provinceId',
      filterLabel: 'masterdata.geography.filter.provinces',
      dataSource: (api) => api.provinceDataSource,
    },
    {
      name: 'city',
      idField: 'cityId',
      filterLabel: 'masterdata.geography.filter.cities',
      dataSource: (api) => api.cityDataSource,
    },
    {
      name: 'county',
      idField: 'countyId',
      filterLabel: 'masterdata.geography.filter.counties',
      dataSource: (api) => api.countyByCityDataSource,
    },
  ],
};

/** Country > province > city > county pickers down to `down`, each narrowed by the ones above. */
export function LocationPickers({ down, multiple = false }: { down: LocationLevel; multiple?: boolean }) {
  return <HierarchyPickers hierarchy={GEOGRAPHY_HIERARCHY} down={down} multiple={multiple} />;
}
