import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DataSourceItem, FactoryDataSourceRequest, SupplierDataSourceRequest } from '@portal/domain';
import type { Db } from '../../db/client';
import { supplierFactories, vendorCustomers, vendorServices } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import type { ResourceScope } from '../kit/resource-definition';
import { q } from './supplier-rows';
import { FACTORY_KIND, SUPPLIER_KIND, vendorScope, type VendorKind } from './vendor-kind';

/** Select-widget lookups: active records of the caller's scope, id and name, by name. */

type SupplierFilters = Pick<SupplierDataSourceRequest, 'customerIds' | 'serviceId'>;
type FactoryFilters = Pick<FactoryDataSourceRequest, 'supplierIdList' | 'factoryIdList'>;

async function items(
  db: Db,
  kind: VendorKind,
  condition: SQL | undefined,
  skip: number,
  take: number | null,
): Promise<DataSourceItem[]> {
  const t = kind.table;
  let page = db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(condition)
    .orderBy(sql`lower(${t.name})`, t.id)
    .offset(skip)
    .$dynamic();
  if (take != null) page = page.limit(take);
  return page;
}

export async function supplierItems(
  db: Db,
  query: DataSourceQuery<SupplierFilters>,
  scope: ResourceScope,
): Promise<{ page: DataSourceItem[]; included: DataSourceItem[] }> {
  const t = SUPPLIER_KIND.table;
  const scoped = vendorScope(SUPPLIER_KIND, scope);
  const { customerIds, serviceId } = query.filter as SupplierFilters;
  const condition = allOf(
    scoped,
    sql`${t.active}`,
    textMatches(query.searchText, [t.name, t.localName, t.code]),
    customerIds?.length
      ? sql`exists (select 1 from ${vendorCustomers} where ${vendorCustomers.supplierId} = ${q(t.id)} and ${inArray(vendorCustomers.customerId, customerIds)})`
      : undefined,
    serviceId
      ? sql`exists (select 1 from ${vendorServices} where ${vendorServices.supplierId} = ${q(t.id)} and ${vendorServices.serviceId} = ${serviceId})`
      : undefined,
  );
  const page = await items(db, SUPPLIER_KIND, condition, query.skip, query.take);
  const included = query.idList.length
    ? await items(db, SUPPLIER_KIND, and(scoped, idIn(t.id, query.idList)), 0, null)
    : [];
  return { page, included };
}

/** Factories of the given suppliers (supplierIdList) and/or the given factories (factoryIdList). */
export async function factoryItems(
  db: Db,
  query: DataSourceQuery<FactoryFilters>,
  scope: ResourceScope,
): Promise<{ page: DataSourceItem[]; included: DataSourceItem[] }> {
  const t = FACTORY_KIND.table;
  const scoped = vendorScope(FACTORY_KIND, scope);
  const { supplierIdList, factoryIdList } = query.filter as FactoryFilters;
  const ofSuppliers = supplierIdList?.length
    ? sql`exists (select 1 from ${supplierFactories} where ${supplierFactories.factoryId} = ${q(t.id)} and ${inArray(supplierFactories.supplierId, supplierIdList)})`
    : undefined;
  const narrowed =
    ofSuppliers && factoryIdList?.length
      ? or(ofSuppliers, idIn(t.id, factoryIdList))
      : (ofSuppliers ?? idIn(t.id, factoryIdList));
  const condition = allOf(
    scoped,
    sql`${t.active}`,
    textMatches(query.searchText, [t.name, t.localName, t.code]),
    narrowed,
  );
  const page = await items(db, FACTORY_KIND, condition, query.skip, query.take);
  const included = query.idList.length
    ? await items(db, FACTORY_KIND, and(scoped, idIn(t.id, query.idList)), 0, null)
    : [];
  return { page, included };
}
