import { count, eq, inArray } from 'drizzle-orm';
import {
  ResourceResult,
  type TravelMatrixCreate,
  type TravelMatrixDetail,
  type TravelMatrixFilter,
  type TravelMatrixRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { cities, countries, startingPorts, travelMatrix } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { cityInCountry, portOfEntity, takenBy } from './travel-rate-places';
import { takenJourney } from './travel-rate-refusals';
import { entityConfigRepository, total } from './entity-config-repository';
import { moneyText } from './travel-rate-validation';

export const TRAVEL_MATRIX_SORT_FIELDS = [
  'startingPortName',
  'cityName',
  'countryName',
  'tripType',
  'travelTimeHours',
  'ticketCost',
  'currency',
] as const;

const rowFields = {
  id: travelMatrix.id,
  version: travelMatrix.version,
  startingPortId: travelMatrix.startingPortId,
  countryId: travelMatrix.countryId,
  cityId: travelMatrix.cityId,
  tripType: travelMatrix.tripType,
  travelTimeHours: travelMatrix.travelTimeHours,
  ticketCost: travelMatrix.ticketCost,
  currency: travelMatrix.currency,
  startingPortName: startingPorts.name,
  countryName: countries.name,
  cityName: cities.name,
};

/** The journey with the names of its port, destination city and country. */
const joined = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(travelMatrix)
    .innerJoin(startingPorts, eq(startingPorts.id, travelMatrix.startingPortId))
    .innerJoin(countries, eq(countries.id, travelMatrix.countryId))
    .innerJoin(cities, eq(cities.id, travelMatrix.cityId))
    .$dynamic();

/** One journey per starting port and destination city. */
export const travelMatrixRepository = entityConfigRepository<
  TravelMatrixRow,
  TravelMatrixDetail,
  TravelMatrixCreate,
  TravelMatrixFilter
>({
  table: travelMatrix,
  async rows(db, where, order, skip, take) {
    const query = joined(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as TravelMatrixRow[];
  },
  async count(db, where) {
    return total((await joined(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: (row) => ({
    id: row.id,
    version: row.version,
    startingPortId: row.startingPortId,
    countryId: row.countryId,
    cityId: row.cityId,
    tripType: row.tripType,
    travelTimeHours: row.travelTimeHours,
    ticketCost: row.ticketCost,
    currency: row.currency,
  }),
  search: (text) =>
    textMatches(text, [startingPorts.name, cities.name, countries.name, travelMatrix.currency]),
  order: (sort) =>
    orderBy(
      sort,
      {
        startingPortName: startingPorts.name,
        cityName: cities.name,
        countryName: countries.name,
        tripType: travelMatrix.tripType,
        travelTimeHours: travelMatrix.travelTimeHours,
        ticketCost: travelMatrix.ticketCost,
        currency: travelMatrix.currency,
      },
      travelMatrix.id,
      ['startingPortName', 'cityName', 'countryName'],
    ),
  filter: (filter) =>
    allOf(
      idIn(travelMatrix.startingPortId, filter.startingPortIds),
      idIn(travelMatrix.countryId, filter.countryIds),
      filter.tripTypes?.length ? inArray(travelMatrix.tripType, filter.tripTypes) : undefined,
    ),
  async refusal(tx, body, scope, current) {
    const parentGone = { result: ResourceResult.ParentNotFound } as const;
    if (!(await portOfEntity(tx, body.startingPortId, scope.entityId))) return parentGone;
    if (!(await cityInCountry(tx, body.cityId, body.countryId))) return parentGone;
    const samePair = [
      eq(travelMatrix.startingPortId, body.startingPortId),
      eq(travelMatrix.cityId, body.cityId),
    ];
    if (await takenBy(tx, travelMatrix, samePair, current?.id ?? null))
      return takenJourney(tx, body.startingPortId, body.cityId, scope.lang ?? 'en');
    return null;
  },
  values: (body) => ({
    startingPortId: body.startingPortId,
    countryId: body.countryId,
    cityId: body.cityId,
    tripType: body.tripType,
    travelTimeHours: body.travelTimeHours,
    ticketCost: moneyText(body.ticketCost),
    currency: body.currency,
  }),
  duplicate: ResourceResult.DuplicateData,
});
