import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  RequestResult,
  type PurchaseOrderLiteItem,
  type PurchaseOrderLiteRequest,
  type PurchaseOrderLiteResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { countries, customerProducts, purchaseOrderLines as l, purchaseOrders as po } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { allOf, idIn, textMatches } from '../../lib/search/sql-filters';
import type { ResourceScope } from '../kit/resource-definition';
import { joinedLines } from './purchase-order.repository';
import { purchaseOrderScopeCondition } from './purchase-order-scope';

type LiteFilter = Pick<PurchaseOrderLiteRequest, 'customerId' | 'supplierId' | 'factoryId' | 'productIds'>;

const remaining = sql<number>`(${l.quantity} - ${l.bookedQuantity})::int`;

const itemFields = {
  id: l.id,
  name: sql<string>`${po.poNumber} || ' / ' || ${customerProducts.productReference} || ' / ' || ${l.colorCode}`,
  purchaseOrderId: po.id,
  poNumber: po.poNumber,
  customerId: po.customerId,
  supplierId: po.supplierId,
  factoryId: po.factoryId,
  productId: l.productId,
  productReference: customerProducts.productReference,
  productDescription: customerProducts.description,
  colorCode: l.colorCode,
  colorName: l.colorName,
  quantity: l.quantity,
  bookedQuantity: l.bookedQuantity,
  remainingQuantity: remaining,
  etd: l.etd,
  destinationCountryName: countries.name,
};

/** Open lines: what bookings have not taken yet, for the chosen customer, supplier and factory. */
function openLineCondition(query: DataSourceQuery<LiteFilter>, scope: ResourceScope): SQL | undefined {
  const f = query.filter;
  return allOf(
    purchaseOrderScopeCondition(scope),
    sql`${l.bookedQuantity} < ${l.quantity}`,
    f.customerId ? eq(po.customerId, f.customerId) : undefined,
    f.supplierId ? eq(po.supplierId, f.supplierId) : undefined,
    f.factoryId ? eq(po.factoryId, f.factoryId) : undefined,
    idIn(l.productId, f.productIds),
    textMatches(query.searchText, [po.poNumber, customerProducts.productReference, l.colorCode, l.colorName]),
  );
}

/**
 * Purchase-order lite: the open lines in the caller's scope by ETD then PO number, a page from skip, with
 * the total; the lines of idList (already picked) come too, open or not.
 */
export async function purchaseOrderLite(
  db: Db,
  query: DataSourceQuery<LiteFilter>,
  scope: ResourceScope,
): Promise<PurchaseOrderLiteResponse> {
  const where = openLineCondition(query, scope);
  let page = joinedLines(db.select(itemFields).from(l).$dynamic())
    .where(where)
    .orderBy(asc(l.etd), asc(po.poNumber), asc(l.id))
    .offset(query.skip);
  if (query.take != null) page = page.limit(query.take);
  const rows = await page;
  const [total] = await joinedLines(db.select({ total: count() }).from(l).$dynamic()).where(where);
  const list = rows as PurchaseOrderLiteItem[];
  const missing = query.idList.filter((id) => !list.some((item) => item.id === id));
  if (missing.length) {
    const picked = await joinedLines(db.select(itemFields).from(l).$dynamic()).where(
      and(purchaseOrderScopeCondition(scope), idIn(l.id, missing)),
    );
    list.push(...(picked as PurchaseOrderLiteItem[]));
  }
  return {
    result: list.length ? RequestResult.Success : RequestResult.DataNotFound,
    dataSourceList: list,
    total: Number(total?.total ?? 0),
  };
}
