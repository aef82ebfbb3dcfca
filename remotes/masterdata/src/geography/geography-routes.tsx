import { GEOGRAPHY_SCREEN_PATHS, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { hierarchyRoutes, levelRoutes } from '../shared/hierarchy/hierarchy-routes';
import { CountryEdit } from './country-edit';
import { CountrySummary } from './country-summary';
import { GEOGRAPHY_HIERARCHY } from './location-pickers';
import { LOCATION_SCREENS } from './location-screens';

/** Admin > Area Management: country, province, city, county and town summary and edit screens. */
export const geographyRoutes: RemoteRoute[] = [
  ...levelRoutes(
    { resource: 'country', paths: GEOGRAPHY_SCREEN_PATHS.country, permissions: Permissions.CountrySummary },
    CountrySummary,
    CountryEdit,
  ),
  ...hierarchyRoutes(GEOGRAPHY_HIERARCHY, Object.values(LOCATION_SCREENS)),
];
