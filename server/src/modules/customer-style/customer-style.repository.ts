import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  type CustomerStyleCreate,
  type CustomerStyleDetail,
  type CustomerStyleFilter,
  type CustomerStyleRow,
  type DataSourceItem,
  type ProductDataSourceFilter,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerProducts, customers, customerStyles as s } from '../../db/schema';
import type { DataSourceQuery, SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope, customerScopeCondition } from '../customer/customer-scope';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';

/**
 * A customer's styles (number unique per customer, optionally for one of that customer's products), seen
 * through the customer scope like its products.
 */

const rowFields = {
  id: s.id,
  customerId: s.customerId,
  customerName: customers.name,
  productId: s.productId,
  productReference: customerProducts.productReference,
  styleNumber: s.styleNumber,
  styleName: s.styleName,
  isActive: s.isActive,
  version: s.version,
};

const detailFields = {
  id: s.id,
  customerId: s.customerId,
  productId: s.productId,
  styleNumber: s.styleNumber,
  styleName: s.styleName,
  isActive: s.isActive,
  version: s.version,
};

const SORT_COLUMNS = {
  id: s.id,
  customerName: customers.name,
  productReference: customerProducts.productReference,
  styleNumber: s.styleNumber,
  styleName: s.styleName,
  isActive: s.isActive,
};
const TEXT_SORTS = ['customerName', 'productReference', 'styleNumber', 'styleName'];

function joined<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(customers, eq(customers.id, s.customerId))
    .leftJoin(customerProducts, eq(customerProducts.id, s.productId)) as unknown as T;
}

function condition(
  query: Pick<SearchQuery<CustomerStyleFilter>, 'searchText' | 'idList' | 'filter'>,
  scope: ResourceScope,
): SQL | undefined {
  const f = query.filter;
  return allOf(
    customerScopeCondition(scope),
    textMatches(query.searchText, [
      s.styleNumber,
      s.styleName,
      customerProducts.productReference,
      customers.name,
    ]),
    idIn(s.id, query.idList),
    idIn(s.customerId, f.customerIds),
    idIn(s.productId, f.productIds),
    f.isActive == null ? undefined : eq(s.isActive, f.isActive),
  );
}

async function get(db: Db, id: number, scope: ResourceScope): Promise<CustomerStyleDetail | null> {
  const [row] = await db
    .select(detailFields)
    .from(s)
    .innerJoin(customers, eq(customers.id, s.customerId))
    .where(and(eq(s.id, id), customerScopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function refusal(
  db: Db,
  body: CustomerStyleCreate,
  customerId: number,
  exceptId?: number,
): Promise<WriteOutcome<CustomerStyleDetail> | null> {
  if (body.productId != null) {
    // The product must be one of the same customer's.
    const [product] = await db
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(and(eq(customerProducts.id, body.productId), eq(customerProducts.customerId, customerId)))
      .limit(1);
    if (!product) return { result: ResourceResult.ParentNotFound };
  }
  const taken = await db
    .select({ id: s.id })
    .from(s)
    .where(
      allOf(
        eq(s.customerId, customerId),
        sql`lower(${s.styleNumber}) = lower(${body.styleNumber.trim()})`,
        exceptId == null ? undefined : ne(s.id, exceptId),
      ),
    )
    .limit(1);
  return taken.length ? { result: ResourceResult.DuplicateData } : null;
}

const values = (body: CustomerStyleCreate) => ({
  productId: body.productId ?? null,
  styleNumber: body.styleNumber.trim(),
  styleName: clean(body.styleName),
  isActive: body.isActive ?? true,
});

export const customerStyleRepository: ResourceRepository<
  CustomerStyleRow,
  CustomerStyleDetail,
  CustomerStyleCreate,
  CustomerStyleFilter
> = {
  async page(db, query, scope) {
    let paged = joined(db.select(rowFields).from(s).$dynamic())
      .where(condition(query, scope))
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, s.id, TEXT_SORTS))
      .offset(query.skip);
    if (query.take != null) paged = paged.limit(query.take);
    return (await paged) as CustomerStyleRow[];
  },

  async count(db, query, scope) {
    const [row] = await joined(db.select({ total: count() }).from(s).$dynamic()).where(
      condition(query, scope),
    );
    return Number(row?.total ?? 0);
  },

  get,

  async create(tx, body, scope) {
    if (!(await customerInScope(tx, scope, body.customerId)))
      return { result: ResourceResult.ParentNotFound };
    const refused = await refusal(tx, body, body.customerId);
    if (refused) return refused;
    const [row] = await tx
      .insert(s)
      .values({ customerId: body.customerId, ...values(body) })
      .returning({ id: s.id });
    return { result: ResourceResult.Success, data: (await get(tx, row!.id, scope))! };
  },

  async update(tx, body, scope) {
    const current = await get(tx, body.id, scope);
    if (!current) return { result: ResourceResult.NotFound };
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    const refused = await refusal(tx, body, current.customerId, body.id);
    if (refused) return refused;
    const updated = await tx
      .update(s)
      .set({ ...values(body), version: sql`${s.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(s.id, body.id), eq(s.version, body.version)))
      .returning({ id: s.id });
    if (!updated.length)
      return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
    return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
  },

  async remove(tx, id, scope) {
    if (!(await get(tx, id, scope))) return ResourceResult.NotFound;
    await tx.delete(s).where(eq(s.id, id));
    return ResourceResult.Success;
  },
};

/** Styles as select items (name: the style number), by customerIds and productIds, in scope. */
export async function styleItems(
  db: Db,
  query: DataSourceQuery<ProductDataSourceFilter>,
  scope: ResourceScope,
): Promise<DataSourceItem[]> {
  const f = query.filter;
  let page = db
    .select({ id: s.id, name: s.styleNumber })
    .from(s)
    .innerJoin(customers, eq(customers.id, s.customerId))
    .where(
      allOf(
        customerScopeCondition(scope),
        textMatches(query.searchText, [s.styleNumber, s.styleName]),
        idIn(s.customerId, f.customerIds),
        idIn(s.productId, f.productIds),
      ),
    )
    .orderBy(sql`lower(${s.styleNumber})`, asc(s.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) page = page.limit(query.take);
  return page;
}

export async function styleItemsById(db: Db, ids: number[], scope: ResourceScope): Promise<DataSourceItem[]> {
  if (!ids.length) return [];
  return db
    .select({ id: s.id, name: s.styleNumber })
    .from(s)
    .innerJoin(customers, eq(customers.id, s.customerId))
    .where(and(inArray(s.id, ids), customerScopeCondition(scope)))
    .orderBy(sql`lower(${s.styleNumber})`);
}
