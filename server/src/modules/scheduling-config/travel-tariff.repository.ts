import { count, eq, inArray } from 'drizzle-orm';
import {
  ResourceResult,
  type TravelTariffCreate,
  type TravelTariffDetail,
  type TravelTariffFilter,
  type TravelTariffRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, travelTariffs } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { countryExists, takenBy } from './travel-rate-places';
import { takenTariff } from './travel-rate-refusals';
import { entityConfigRepository, total } from './entity-config-repository';
import { moneyText } from './travel-rate-validation';

export const TRAVEL_TARIFF_SORT_FIELDS = ['countryName', 'tripType', 'amount', 'currency'] as const;

const rowFields = {
  id: travelTariffs.id,
  version: travelTariffs.version,
  countryId: travelTariffs.countryId,
  tripType: travelTariffs.tripType,
  amount: travelTariffs.amount,
  currency: travelTariffs.currency,
  countryName: countries.name,
};

const joined = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(travelTariffs)
    .innerJoin(countries, eq(countries.id, travelTariffs.countryId))
    .$dynamic();

/** One tariff per destination country and trip type in the entity. */
export const travelTariffRepository = entityConfigRepository<
  TravelTariffRow,
  TravelTariffDetail,
  TravelTariffCreate,
  TravelTariffFilter
>({
  table: travelTariffs,
  async rows(db, where, order, skip, take) {
    const query = joined(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as TravelTariffRow[];
  },
  async count(db, where) {
    return total((await joined(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: ({ id, version, countryId, tripType, amount, currency }) => ({
    id,
    version,
    countryId,
    tripType,
    amount,
    currency,
  }),
  search: (text) => textMatches(text, [countries.name, travelTariffs.currency]),
  order: (sort) =>
    orderBy(
      sort,
      {
        countryName: countries.name,
        tripType: travelTariffs.tripType,
        amount: travelTariffs.amount,
        currency: travelTariffs.currency,
      },
      travelTariffs.id,
      ['countryName'],
    ),
  filter: (filter) =>
    allOf(
      idIn(travelTariffs.countryId, filter.countryIds),
      filter.tripTypes?.length ? inArray(travelTariffs.tripType, filter.tripTypes) : undefined,
    ),
  async refusal(tx, body, scope, current) {
    if (!(await countryExists(tx, body.countryId))) return { result: ResourceResult.ParentNotFound };
    const same = [
      eq(travelTariffs.entityId, scope.entityId),
      eq(travelTariffs.countryId, body.countryId),
      eq(travelTariffs.tripType, body.tripType),
    ];
    if (!(await takenBy(tx, travelTariffs, same, current?.id ?? null))) return null;
    return takenTariff(tx, body.countryId, body.tripType, scope.lang ?? 'en');
  },
  values: (body) => ({
    countryId: body.countryId,
    tripType: body.tripType,
    amount: moneyText(body.amount),
    currency: body.currency,
  }),
  duplicate: ResourceResult.DuplicateData,
});
