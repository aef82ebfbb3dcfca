import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope } from '../customer/customer-scope';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';
import { lockEntityConfig } from './entity-config-lock';

/** Named man-days added to bookings (all, one customer's, one service type's): the request entity's rows. */

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

const withCustomer = <T extends PgSelect>(query: T): T =>
  query.leftJoin(customers, eq(customers.id, o.customerId)) as unknown as T;

function condition(query: SearchQuery<OtherMandayFilter>, scope: ResourceScope): SQL | undefined {
  return allOf(
    eq(o.entityId, scope.entityId),
    textMatches(query.searchText, [o.name, customers.name]),
    idIn(o.id, query.idList),
    idIn(o.customerId, query.filter.customerIds),
    idIn(o.serviceType, query.filter.serviceTypes),
  );
}

async function get(db: Db, id: number, scope: ResourceScope): Promise<OtherMandayDetail | null> {
  const [row] = await db
    .select(detailFields)
    .from(o)
    .where(and(eq(o.id, id), eq(o.entityId, scope.entityId)))
    .limit(1);
  return row ?? null;
}

const values = (body: OtherMandayCreate) => ({
  name: body.name.trim(),
  customerId: body.customerId ?? null,
  serviceType: body.serviceType ?? null,
  manDays: body.manDays,
  isActive: body.isActive ?? true,
});

/**
 * ParentNotFound for a customer outside the entity, DuplicateName for a name the entity already uses. A
 * record keeping its customer is not asked again (it may since have left the entity; the row stays editable).
 */
async function refusal(
  tx: Db,
  row: ReturnType<typeof values>,
  scope: ResourceScope,
  current: OtherMandayDetail | null,
): Promise<WriteOutcome<OtherMandayDetail> | null> {
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
}

export const otherMandayRepository: ResourceRepository<
  OtherMandayRow,
  OtherMandayDetail,
  OtherMandayCreate,
  OtherMandayFilter
> = {
  async page(db, query, scope) {
    let page = withCustomer(db.select(rowFields).from(o).$dynamic())
      .where(condition(query, scope))
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, o.id, TEXT_SORTS))
      .offset(query.skip);
    if (query.take != null) page = page.limit(query.take);
    return page;
  },

  async count(db, query, scope) {
    const [row] = await withCustomer(db.select({ total: count() }).from(o).$dynamic()).where(
      condition(query, scope),
    );
    return Number(row?.total ?? 0);
  },

  get,

  async create(tx, body, scope) {
    const row = values(body);
    const refused = await refusal(tx, row, scope, null);
    if (refused) return refused;
    const [created] = await tx
      .insert(o)
      .values({ ...row, entityId: scope.entityId })
      .returning({ id: o.id });
    return { result: ResourceResult.Success, data: (await get(tx, created!.id, scope))! };
  },

  async update(tx, body, scope) {
    const current = await get(tx, body.id, scope);
    if (!current) return { result: ResourceResult.NotFound };
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    const row = values(body);
    const refused = await refusal(tx, row, scope, current);
    if (refused) return refused;
    const updated = await tx
      .update(o)
      .set({ ...row, version: sql`${o.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(o.id, body.id), eq(o.version, body.version)))
      .returning({ id: o.id });
    if (!updated.length)
      return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
    return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
  },

  async remove(tx, id, scope) {
    const removed = await tx
      .delete(o)
      .where(and(eq(o.id, id), eq(o.entityId, scope.entityId)))
      .returning({ id: o.id });
    return removed.length ? ResourceResult.Success : ResourceResult.NotFound;
  },
};
