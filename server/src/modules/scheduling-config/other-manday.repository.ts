import { count, eq, ne, sql } from 'drizzle-orm';
import {
  otherMandayText,
  ResourceResult,
  type OtherMandayCreate,
  type OtherMandayDetail,
  type OtherMandayFilter,
  type OtherMandayRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customers, otherMandays as o } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope } from '../customer/customer-scope';
import { lockEntityConfig } from './entity-config-lock';
import { entityConfigRepository, total } from './entity-config-repository';

const detailFields = {
  id: o.id,
  name: o.name,
  customerId: o.customerId,
  serviceType: o.serviceType,
  manDays: o.manDays,
  isActive: o.isActive,
  version: o.version,
};
const rowFields = { ...detailFields, customerName: customers.name };

const SORT_COLUMNS = {
  name: o.name,
  customerName: customers.name,
  serviceType: o.serviceType,
  manDays: o.manDays,
  isActive: o.isActive,
};
const TEXT_SORTS = ['name', 'customerName'];

/** The record with its customer's name (none for every customer's). */
const withCustomer = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(o)
    .leftJoin(customers, eq(customers.id, o.customerId))
    .$dynamic();

const values = (body: OtherMandayCreate) => ({
  name: body.name.trim(),
  customerId: body.customerId ?? null,
  serviceType: body.serviceType ?? null,
  manDays: body.manDays,
  isActive: body.isActive ?? true,
});

/** Named man-days added to bookings (all, one customer's, one service type's); names unique per entity. */
export const otherMandayRepository = entityConfigRepository<
  OtherMandayRow,
  OtherMandayDetail,
  OtherMandayCreate,
  OtherMandayFilter
>({
  table: o,
  async rows(db, where, order, skip, take) {
    const query = withCustomer(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as OtherMandayRow[];
  },
  async count(db, where) {
    return total((await withCustomer(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: ({ id, version, name, customerId, serviceType, manDays, isActive }) => ({
    id,
    version,
    name,
    customerId,
    serviceType,
    manDays,
    isActive,
  }),
  search: (text) => textMatches(text, [o.name, customers.name]),
  order: (sort) => orderBy(sort, SORT_COLUMNS, o.id, TEXT_SORTS),
  filter: (filter) => allOf(idIn(o.customerId, filter.customerIds), idIn(o.serviceType, filter.serviceTypes)),
  /**
   * ParentNotFound for a customer outside the entity, DuplicateName for a name the entity already uses. A
   * record keeping its customer is not asked again (it may since have left the entity; the row stays editable).
   */
  async refusal(tx, body, scope, current) {
    const row = values(body);
    const newCustomer = row.customerId !== null && row.customerId !== current?.customerId;
    if (newCustomer && !(await customerInScope(tx, scope, row.customerId!)))
      return {
        result: ResourceResult.ParentNotFound,
        message: otherMandayText('error.customer', scope.lang ?? 'en'),
      };
    // No index holds the case-insensitive name: saves of one entity check it in turn.
    await lockEntityConfig(tx, 'otherManday', scope.entityId);
    const [taken] = await tx
      .select({ id: o.id })
      .from(o)
      .where(
        allOf(
          eq(o.entityId, scope.entityId),
          sql`lower(${o.name}) = lower(${row.name})`,
          current === null ? undefined : ne(o.id, current.id),
        ),
      )
      .limit(1);
    return taken ? { result: ResourceResult.DuplicateName } : null;
  },
  values,
});
