import { GEOGRAPHY_SCREEN_PATHS, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CountryEdit } from './country-edit';
import { CountrySummary } from './country-summary';
import { LocationEdit } from './location-edit';
import { LOCATION_SCREENS, type LocationResource } from './location-screens';
import { LocationSummary } from './location-summary';

function locationRoutes(resource: LocationResource): RemoteRoute[] {
  const paths = GEOGRAPHY_SCREEN_PATHS[resource];
  const view = LOCATION_SCREENS[resource].permissions.View;
  const Summary = () => <LocationSummary resource={resource} />;
  // Keyed by resource so moving from a city to a town edit screen starts a fresh form.
  const Edit = () => <LocationEdit key={resource} resource={resource} />;
  return [
    {
      path: paths.summary,
      permission: view,
      titleId: `masterdata.${resource}.summary.title`,
      component: Summary,
    },
    {
      path: `${paths.edit}/:id?`,
      permission: view,
      titleId: `masterdata.${resource}.edit.title`,
      component: Edit,
    },
  ];
}

/** Admin > Area Management: country, province, city, county and town summary and edit screens. */
export const geographyRoutes: RemoteRoute[] = [
  {
    path: GEOGRAPHY_SCREEN_PATHS.country.summary,
    permission: Permissions.CountrySummary.View,
    titleId: 'masterdata.country.summary.title',
    component: CountrySummary,
  },
  {
    path: `${GEOGRAPHY_SCREEN_PATHS.country.edit}/:id?`,
    permission: Permissions.CountrySummary.View,
    titleId: 'masterdata.country.edit.title',
    component: CountryEdit,
  },
  ...(['province', 'city', 'county', 'town'] as const).flatMap(locationRoutes),
];
