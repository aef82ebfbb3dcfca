import { Permissions, type GeographyResource } from '@portal/domain';
import type { LocationLevel } from './location-pickers';

/** A province, city, county or town: named, optionally coded, under one parent. */
export type LocationResource = Exclude<GeographyResource, 'country'>;

export interface LocationScreen {
  /** The level the record hangs under (its saved parent field is `${parent}Id`). */
  parent: LocationLevel;
  /** Columns after name and code: the parents' names, nearest first, and the child count. */
  relationColumns: string[];
  childCount?: string;
  permissions: Record<'View' | 'Edit' | 'Delete' | 'Export' | 'SaveFilter' | 'DisplayColumns', string>;
  screenKey: string;
  exportName: string;
}

/**
 * What differs between the four location screens; everything else is the same SummaryPage and EditPage.
 * A province shows its country, a city its province and country, and so on down to the town.
 */
export const LOCATION_SCREENS: Record<LocationResource, LocationScreen> = {
  province: {
    parent: 'country',
    relationColumns: ['countryName'],
    childCount: 'cityCount',
    permissions: Permissions.ProvinceSummary,
    screenKey: 'province-summary',
    exportName: 'provinces',
  },
  city: {
    parent: 'province',
    relationColumns: ['provinceName', 'countryName'],
    childCount: 'countyCount',
    permissions: Permissions.CitySummary,
    screenKey: 'city-summary',
    exportName: 'cities',
  },
  county: {
    parent: 'city',
    relationColumns: ['cityName', 'provinceName', 'countryName'],
    childCount: 'townCount',
    permissions: Permissions.CountySummary,
    screenKey: 'county-summary',
    exportName: 'counties',
  },
  town: {
    parent: 'county',
    relationColumns: ['countyName', 'cityName', 'provinceName', 'countryName'],
    permissions: Permissions.TownSummary,
    screenKey: 'town-summary',
    exportName: 'towns',
  },
};

/** Levels from the top down to `level`, inclusive. */
export function levelsDownTo(level: LocationLevel): LocationLevel[] {
  const all: LocationLevel[] = ['country', 'province', 'city', 'county'];
  return all.slice(0, all.indexOf(level) + 1);
}
