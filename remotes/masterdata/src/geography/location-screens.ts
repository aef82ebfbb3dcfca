import { GEOGRAPHY_SCREEN_PATHS, Permissions, ResourceResult, type GeographyResource } from '@portal/domain';
import { parentNameColumns, type LevelScreen } from '../shared/hierarchy/hierarchy';
import { GEOGRAPHY_HIERARCHY, type LocationLevel } from './location-pickers';

/** A province, city, county or town: named, optionally coded, under one parent. */
export type LocationResource = Exclude<GeographyResource, 'country'>;

/** A level's screens: its summary key, rule file and texts follow its resource name. */
function locationScreen(
  resource: LocationResource,
  parent: LocationLevel,
  childCount: string | null,
  permissions: LevelScreen['permissions'],
  exportName: string,
): LevelScreen {
  return {
    resource,
    parent,
    relationColumns: parentNameColumns(GEOGRAPHY_HIERARCHY, parent),
    countColumns: childCount ? [childCount] : [],
    permissions,
    paths: GEOGRAPHY_SCREEN_PATHS[resource],
    screenKey: `${resource}-summary`,
    exportName,
    ruleFile: `${resource}.json`,
    resultMessages: {
      [ResourceResult.InUse]: `masterdata.geography.inUse.${resource}`,
      [ResourceResult.DuplicateName]: 'masterdata.geography.duplicate.name',
    },
  };
}

/**
 * What differs between the four location screens; everything else is the hierarchy's summary and edit
 * screen. A province shows its country, a city its province and country, and so on down to the town.
 */
export const LOCATION_SCREENS: Record<LocationResource, LevelScreen> = {
  province: locationScreen('province', 'country', 'cityCount', Permissions.ProvinceSummary, 'provinces'),
  city: locationScreen('city', 'province', 'countyCount', Permissions.CitySummary, 'cities'),
  county: locationScreen('county', 'city', 'townCount', Permissions.CountySummary, 'counties'),
  town: locationScreen('town', 'county', null, Permissions.TownSummary, 'towns'),
};
