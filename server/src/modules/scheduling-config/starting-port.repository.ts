import { count, eq } from 'drizzle-orm';
import {
  ResourceResult,
  type StartingPortCreate,
  type StartingPortDetail,
  type StartingPortFilter,
  type StartingPortRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { cities, countries, offices, startingPorts, travelMatrix } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { entityConfigRepository, total } from './entity-config-repository';
import { cityInCountry, officeOfEntity, sameText, takenBy } from './travel-rate-places';
import { takenPortName } from './travel-rate-refusals';

export const STARTING_PORT_SORT_FIELDS = [
  'name',
  'officeName',
  'cityName',
  'countryName',
  'isActive',
] as const;

const rowFields = {
  id: startingPorts.id,
  version: startingPorts.version,
  name: startingPorts.name,
  officeId: startingPorts.officeId,
  countryId: startingPorts.countryId,
  cityId: startingPorts.cityId,
  isActive: startingPorts.isActive,
  officeName: offices.name,
  countryName: countries.name,
  cityName: cities.name,
};

/** The port with the names of its office, country and city. */
const joined = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(startingPorts)
    .innerJoin(offices, eq(offices.id, startingPorts.officeId))
    .innerJoin(countries, eq(countries.id, startingPorts.countryId))
    .innerJoin(cities, eq(cities.id, startingPorts.cityId))
    .$dynamic();

/** Where an office's QCs set out from; its name is unique in the entity whatever its case. */
export const startingPortRepository = entityConfigRepository<
  StartingPortRow,
  StartingPortDetail,
  StartingPortCreate,
  StartingPortFilter
>({
  table: startingPorts,
  async rows(db, where, order, skip, take) {
    const query = joined(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as StartingPortRow[];
  },
  async count(db, where) {
    return total((await joined(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: ({ id, version, name, officeId, countryId, cityId, isActive }) => ({
    id,
    version,
    name,
    officeId,
    countryId,
    cityId,
    isActive,
  }),
  search: (text) => textMatches(text, [startingPorts.name, offices.name, cities.name, countries.name]),
  order: (sort) =>
    orderBy(
      sort,
      {
        name: startingPorts.name,
        officeName: offices.name,
        cityName: cities.name,
        countryName: countries.name,
        isActive: startingPorts.isActive,
      },
      startingPorts.id,
      ['name', 'officeName', 'cityName', 'countryName'],
    ),
  filter: (filter) =>
    allOf(idIn(startingPorts.officeId, filter.officeIds), idIn(startingPorts.countryId, filter.countryIds)),
  async refusal(tx, body, scope, current) {
    const parentGone = { result: ResourceResult.ParentNotFound } as const;
    if (!(await officeOfEntity(tx, body.officeId, scope.entityId))) return parentGone;
    if (!(await cityInCountry(tx, body.cityId, body.countryId))) return parentGone;
    const sameName = [eq(startingPorts.entityId, scope.entityId), sameText(startingPorts.name, body.name)];
    if (await takenBy(tx, startingPorts, sameName, current?.id ?? null))
      return takenPortName(tx, scope.entityId, body.name, scope.lang ?? 'en');
    return null;
  },
  values: (body) => ({
    name: body.name.trim(),
    officeId: body.officeId,
    countryId: body.countryId,
    cityId: body.cityId,
    isActive: body.isActive ?? true,
  }),
  duplicate: ResourceResult.DuplicateName,
  async inUse(tx, id) {
    const used = await tx
      .select({ id: travelMatrix.id })
      .from(travelMatrix)
      .where(eq(travelMatrix.startingPortId, id))
      .limit(1);
    return used.length > 0;
  },
});
