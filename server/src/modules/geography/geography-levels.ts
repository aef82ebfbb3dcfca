import type { PgColumn } from 'drizzle-orm/pg-core';
import { cities, counties, provinces, towns } from '../../db/schema';
import { hierarchyLevels, type LevelCount } from '../kit/hierarchy-levels';
import { countryDeclaration } from './country-level';

/** The records of the level below, counted on a row: a record that still has some cannot be deleted. */
const below = (field: string, column: PgColumn, alias: string, en: string, fr: string): LevelCount => ({
  field,
  column,
  alias,
  header: { en, fr },
  width: 10,
});

/** Country > province > city > county > town: each record below the country belongs to one above it. */
export const [countryLevel, provinceLevel, cityLevel, countyLevel, townLevel] = hierarchyLevels([
  countryDeclaration,
  {
    key: 'province',
    table: provinces,
    parentColumn: provinces.countryId,
    title: { en: 'Province', fr: 'Province' },
    counts: [below('cityCount', cities.provinceId, 'city_count', 'Cities', 'Villes')],
  },
  {
    key: 'city',
    table: cities,
    parentColumn: cities.provinceId,
    title: { en: 'City', fr: 'Ville' },
    counts: [below('countyCount', counties.cityId, 'county_count', 'Counties', 'Comtés')],
  },
  {
    key: 'county',
    table: counties,
    parentColumn: counties.cityId,
    title: { en: 'County', fr: 'Comté' },
    counts: [below('townCount', towns.countyId, 'town_count', 'Towns', 'Communes')],
  },
  { key: 'town', table: towns, parentColumn: towns.countyId, title: { en: 'Town', fr: 'Commune' } },
]);
