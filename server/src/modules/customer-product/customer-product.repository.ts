import { aliasedTable, and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  type CustomerProductCreate,
  type CustomerProductDetail,
  type CustomerProductFilter,
  type CustomerProductRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customerProducts as p,
  customers,
  customerStyles,
  productCategories,
  productSub2Categories,
  productSub3Categories,
  productSubCategories,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope, customerScopeCondition } from '../customer/customer-scope';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';

/**
 * A customer's products, seen through the customer: every read and write is narrowed by the customer
 * scope (a customer user: its own; supplier/factory users: none; internal users: the entity's customers).
 * The reference is unique per customer; the category levels must each belong to the level above.
 */

const sub = aliasedTable(productSubCategories, 'ps1');
const sub2 = aliasedTable(productSub2Categories, 'ps2');
const sub3 = aliasedTable(productSub3Categories, 'ps3');

const styleCount = sql<number>`(select count(*) from ${customerStyles} where ${customerStyles.productId} = ${p.id})::int`;

const rowFields = {
  id: p.id,
  customerId: p.customerId,
  customerName: customers.name,
  productReference: p.productReference,
  description: p.description,
  productCategoryId: p.productCategoryId,
  productCategoryName: productCategories.name,
  productSubCategoryId: p.productSubCategoryId,
  productSubCategoryName: sub.name,
  productSubCategory2Id: p.productSubCategory2Id,
  productSubCategory2Name: sub2.name,
  productSubCategory3Id: p.productSubCategory3Id,
  productSubCategory3Name: sub3.name,
  unit: p.unit,
  barcode: p.barcode,
  factoryReference: p.factoryReference,
  isActive: p.isActive,
  styleCount: styleCount.as('style_count'),
  version: p.version,
};

const detailFields = {
  id: p.id,
  customerId: p.customerId,
  productReference: p.productReference,
  description: p.description,
  productCategoryId: p.productCategoryId,
  productSubCategoryId: p.productSubCategoryId,
  productSubCategory2Id: p.productSubCategory2Id,
  productSubCategory3Id: p.productSubCategory3Id,
  unit: p.unit,
  barcode: p.barcode,
  factoryReference: p.factoryReference,
  isActive: p.isActive,
  version: p.version,
};

const SORT_COLUMNS = {
  id: p.id,
  customerName: customers.name,
  productReference: p.productReference,
  description: p.description,
  productCategoryName: productCategories.name,
  productSubCategoryName: sub.name,
  productSubCategory2Name: sub2.name,
  productSubCategory3Name: sub3.name,
  unit: p.unit,
  barcode: p.barcode,
  factoryReference: p.factoryReference,
  isActive: p.isActive,
  styleCount: styleCount as SQL,
};
const TEXT_SORTS = [
  'customerName',
  'productReference',
  'description',
  'productCategoryName',
  'productSubCategoryName',
  'productSubCategory2Name',
  'productSubCategory3Name',
  'barcode',
  'factoryReference',
];

function joined<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(customers, eq(customers.id, p.customerId))
    .leftJoin(productCategories, eq(productCategories.id, p.productCategoryId))
    .leftJoin(sub, eq(sub.id, p.productSubCategoryId))
    .leftJoin(sub2, eq(sub2.id, p.productSubCategory2Id))
    .leftJoin(sub3, eq(sub3.id, p.productSubCategory3Id)) as unknown as T;
}

export function productCondition(
  query: Pick<SearchQuery<CustomerProductFilter>, 'searchText' | 'idList' | 'filter'>,
  scope: ResourceScope,
): SQL | undefined {
  const f = query.filter;
  return allOf(
    customerScopeCondition(scope),
    textMatches(query.searchText, [
      p.productReference,
      p.description,
      p.barcode,
      p.factoryReference,
      customers.name,
    ]),
    idIn(p.id, query.idList),
    idIn(p.customerId, f.customerIds),
    idIn(p.productCategoryId, f.productCategoryIds),
    idIn(p.productSubCategoryId, f.productSubCategoryIds),
    idIn(p.productSubCategory2Id, f.productSubCategory2Ids),
    idIn(p.productSubCategory3Id, f.productSubCategory3Ids),
    idIn(p.unit, f.units),
    f.isActive == null ? undefined : eq(p.isActive, f.isActive),
  );
}

async function get(db: Db, id: number, scope: ResourceScope): Promise<CustomerProductDetail | null> {
  const [row] = await db
    .select(detailFields)
    .from(p)
    .innerJoin(customers, eq(customers.id, p.customerId))
    .where(and(eq(p.id, id), customerScopeCondition(scope)))
    .limit(1);
  return (row as CustomerProductDetail | undefined) ?? null;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * True when each level given belongs to the level above and no level is skipped (a sub-category 2 needs
 * its sub-category).
 */
export async function categoryChainValid(
  db: Db,
  body: Pick<
    CustomerProductCreate,
    'productCategoryId' | 'productSubCategoryId' | 'productSubCategory2Id' | 'productSubCategory3Id'
  >,
): Promise<boolean> {
  const {
    productCategoryId: c,
    productSubCategoryId: s1,
    productSubCategory2Id: s2,
    productSubCategory3Id: s3,
  } = body;
  if ((s3 && !s2) || (s2 && !s1)) return false;
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .leftJoin(productSubCategories, eq(productSubCategories.id, s1 ?? 0))
    .leftJoin(productSub2Categories, eq(productSub2Categories.id, s2 ?? 0))
    .leftJoin(productSub3Categories, eq(productSub3Categories.id, s3 ?? 0))
    .where(
      allOf(
        eq(productCategories.id, c),
        s1 ? eq(productSubCategories.productCategoryId, c) : undefined,
        s2 ? eq(productSub2Categories.productSubCategoryId, s1!) : undefined,
        s3 ? eq(productSub3Categories.productSubCategory2Id, s2!) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function referenceTaken(db: Db, customerId: number, reference: string, exceptId?: number) {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(
      allOf(
        eq(p.customerId, customerId),
        sql`lower(${p.productReference}) = lower(${reference})`,
        exceptId == null ? undefined : ne(p.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function refusal(
  db: Db,
  body: CustomerProductCreate,
  customerId: number,
  exceptId?: number,
): Promise<WriteOutcome<CustomerProductDetail> | null> {
  if (!(await categoryChainValid(db, body))) return { result: ResourceResult.ParentNotFound };
  if (await referenceTaken(db, customerId, body.productReference.trim(), exceptId))
    return { result: ResourceResult.DuplicateData };
  return null;
}

const values = (body: CustomerProductCreate) => ({
  productReference: body.productReference.trim(),
  description: clean(body.description),
  productCategoryId: body.productCategoryId,
  productSubCategoryId: body.productSubCategoryId ?? null,
  productSubCategory2Id: body.productSubCategory2Id ?? null,
  productSubCategory3Id: body.productSubCategory3Id ?? null,
  unit: body.unit,
  barcode: clean(body.barcode),
  factoryReference: clean(body.factoryReference),
  isActive: body.isActive ?? true,
});

export const customerProductRepository: ResourceRepository<
  CustomerProductRow,
  CustomerProductDetail,
  CustomerProductCreate,
  CustomerProductFilter
> = {
  async page(db, query, scope) {
    let paged = joined(db.select(rowFields).from(p).$dynamic())
      .where(productCondition(query, scope))
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, p.id, TEXT_SORTS))
      .offset(query.skip);
    if (query.take != null) paged = paged.limit(query.take);
    return (await paged) as CustomerProductRow[];
  },

  async count(db, query, scope) {
    const [row] = await joined(db.select({ total: count() }).from(p).$dynamic()).where(
      productCondition(query, scope),
    );
    return Number(row?.total ?? 0);
  },

  get,

  async create(tx, body, scope) {
    // A customer outside the scope answers like a missing one.
    if (!(await customerInScope(tx, scope, body.customerId)))
      return { result: ResourceResult.ParentNotFound };
    const refused = await refusal(tx, body, body.customerId);
    if (refused) return refused;
    const [row] = await tx
      .insert(p)
      .values({ customerId: body.customerId, ...values(body) })
      .returning({ id: p.id });
    return { result: ResourceResult.Success, data: (await get(tx, row!.id, scope))! };
  },

  async update(tx, body, scope) {
    const current = await get(tx, body.id, scope);
    if (!current) return { result: ResourceResult.NotFound };
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    // The customer is fixed once created: its styles point at the product. The update schema requires the
    // category, so a product an import left unclassified is classified by its first save.
    const saved = body as CustomerProductCreate & { id: number; version: number };
    const refused = await refusal(tx, saved, current.customerId, body.id);
    if (refused) return refused;
    const updated = await tx
      .update(p)
      .set({ ...values(saved), version: sql`${p.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(p.id, body.id), eq(p.version, body.version)))
      .returning({ id: p.id });
    if (!updated.length)
      return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
    return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
  },

  async remove(tx, id, scope) {
    if (!(await get(tx, id, scope))) return ResourceResult.NotFound;
    const styles = await tx
      .select({ id: customerStyles.id })
      .from(customerStyles)
      .where(eq(customerStyles.productId, id))
      .limit(1);
    if (styles.length) return ResourceResult.InUse;
    await tx.delete(p).where(eq(p.id, id));
    return ResourceResult.Success;
  },
};
