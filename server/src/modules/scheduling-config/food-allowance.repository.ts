import { count, eq } from 'drizzle-orm';
import {
  ResourceResult,
  type FoodAllowanceCreate,
  type FoodAllowanceDetail,
  type FoodAllowanceFilter,
  type FoodAllowanceRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, foodAllowances } from '../../db/schema';
import { idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { countryExists, takenBy } from './travel-rate-places';
import { takenFoodAllowance } from './travel-rate-refusals';
import { entityConfigRepository, total } from './entity-config-repository';
import { moneyText } from './travel-rate-validation';

export const FOOD_ALLOWANCE_SORT_FIELDS = ['countryName', 'amountPerManDay', 'currency'] as const;

const rowFields = {
  id: foodAllowances.id,
  version: foodAllowances.version,
  countryId: foodAllowances.countryId,
  amountPerManDay: foodAllowances.amountPerManDay,
  currency: foodAllowances.currency,
  countryName: countries.name,
};

const joined = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(foodAllowances)
    .innerJoin(countries, eq(countries.id, foodAllowances.countryId))
    .$dynamic();

/** One food allowance per destination country in the entity. */
export const foodAllowanceRepository = entityConfigRepository<
  FoodAllowanceRow,
  FoodAllowanceDetail,
  FoodAllowanceCreate,
  FoodAllowanceFilter
>({
  table: foodAllowances,
  async rows(db, where, order, skip, take) {
    const query = joined(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as FoodAllowanceRow[];
  },
  async count(db, where) {
    return total((await joined(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: ({ id, version, countryId, amountPerManDay, currency }) => ({
    id,
    version,
    countryId,
    amountPerManDay,
    currency,
  }),
  search: (text) => textMatches(text, [countries.name, foodAllowances.currency]),
  order: (sort) =>
    orderBy(
      sort,
      {
        countryName: countries.name,
        amountPerManDay: foodAllowances.amountPerManDay,
        currency: foodAllowances.currency,
      },
      foodAllowances.id,
      ['countryName'],
    ),
  filter: (filter) => idIn(foodAllowances.countryId, filter.countryIds),
  async refusal(tx, body, scope, current) {
    if (!(await countryExists(tx, body.countryId))) return { result: ResourceResult.ParentNotFound };
    const same = [eq(foodAllowances.entityId, scope.entityId), eq(foodAllowances.countryId, body.countryId)];
    if (!(await takenBy(tx, foodAllowances, same, current?.id ?? null))) return null;
    return takenFoodAllowance(tx, body.countryId, scope.lang ?? 'en');
  },
  values: (body) => ({
    countryId: body.countryId,
    amountPerManDay: moneyText(body.amountPerManDay),
    currency: body.currency,
  }),
  duplicate: ResourceResult.DuplicateData,
});
