import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DataSourceItem } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerEntities, customerPriceCategories, customers, vendorCustomers } from '../../db/schema';
import { textMatches } from '../../lib/search/sql-filters';
import type { ResourceScope } from '../kit/resource-definition';
import { customerScopeCondition } from './customer-scope';

/** Plain id/name lists for selects. */
export async function customerItems(
  db: Db,
  scope: ResourceScope,
  options: { searchText: string | null; skip: number; take: number | null; idList: number[]; extra?: SQL },
): Promise<{ page: DataSourceItem[]; included: DataSourceItem[] }> {
  const base = and(customerScopeCondition(scope), options.extra);
  let paged = db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(base, textMatches(options.searchText, [customers.name, customers.code])))
    .orderBy(sql`lower(${customers.name})`, asc(customers.id))
    .offset(options.skip)
    .$dynamic();
  if (options.take !== null) paged = paged.limit(options.take);
  const page = await paged;
  const included = options.idList.length
    ? await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(and(base, inArray(customers.id, options.idList)))
    : [];
  return { page, included };
}

/** Every customer in the caller's scope, for a select. */
export async function customersInScope(db: Db, scope: ResourceScope): Promise<DataSourceItem[]> {
  const { page } = await customerItems(db, scope, { searchText: null, skip: 0, take: null, idList: [] });
  return page;
}

/** The customers of a customer group in the caller's scope. */
export async function groupCustomers(
  db: Db,
  scope: ResourceScope,
  groupId: number,
): Promise<DataSourceItem[]> {
  const { page } = await customerItems(db, scope, {
    searchText: null,
    skip: 0,
    take: null,
    idList: [],
    extra: eq(customers.groupId, groupId),
  });
  return page;
}

/** Customers visible in one of the entities; no narrowing for an empty or absent list. */
export function inEntities(entityIdList: number[] | null | undefined): SQL | undefined {
  return entityIdList?.length
    ? sql`exists (select 1 from ${customerEntities} where ${customerEntities.customerId} = ${customers.id} and ${customerEntities.entityId} in ${entityIdList})`
    : undefined;
}

/** Customers that have price categories. */
export function withPriceCategories(): SQL {
  return sql`exists (select 1 from ${customerPriceCategories} where ${customerPriceCategories.customerId} = ${customers.id})`;
}

/** The customers a supplier or factory works for (the supplier cards' "customers served"). */
export function servedByVendor(supplierId: number | null, factoryId: number | null): SQL {
  const owner = or(
    supplierId == null ? undefined : eq(vendorCustomers.supplierId, supplierId),
    factoryId == null ? undefined : eq(vendorCustomers.factoryId, factoryId),
  );
  return sql`exists (select 1 from ${vendorCustomers} where ${vendorCustomers.customerId} = ${customers.id} and ${owner})`;
}

/**
 * The customers' default date-filter span in days (null: the screen's default), of the ids given (every
 * customer in scope without ids), by name, take 10 unless told.
 */
export function customFilterDaysList(
  db: Db,
  scope: ResourceScope,
  ids: number[],
  page: { skip: number; take: number | null },
) {
  return db
    .select({ id: customers.id, name: customers.name, customFilterDays: customers.customFilterDays })
    .from(customers)
    .where(and(customerScopeCondition(scope), ids.length ? sql`${customers.id} in ${ids}` : undefined))
    .orderBy(asc(customers.name))
    .offset(page.skip)
    .limit(page.take ?? 10);
}
