import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  type PurchaseOrderCreate,
  type PurchaseOrderDetail,
  type PurchaseOrderFilter,
  type PurchaseOrderLine,
  type PurchaseOrderRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  customerProducts,
  customers,
  factories,
  purchaseOrderLines as l,
  purchaseOrders as po,
  suppliers,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope } from '../customer/customer-scope';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';
import type { ExportIds } from '../kit/resource-export';
import { ensurePurchaseOrderStatistics } from './po-statistics';
import { mayWritePurchaseOrders, purchaseOrderScopeCondition, vendorsInEntity } from './purchase-order-scope';

/**
 * Purchase orders with their lines. The summary lists lines (one row each, with the order's fields); the
 * detail is an order with all its lines, saved in one write under the order's version. A line bookings hold
 * (booked_quantity > 0) cannot be removed or cut below what they hold: the save answers InUse.
 */

export const purchaseOrderRowFields = {
  id: l.id,
  purchaseOrderId: po.id,
  poNumber: po.poNumber,
  customerId: po.customerId,
  customerName: customers.name,
  supplierId: po.supplierId,
  supplierName: suppliers.name,
  factoryId: po.factoryId,
  factoryName: factories.name,
  productId: l.productId,
  productReference: customerProducts.productReference,
  productDescription: customerProducts.description,
  barcode: customerProducts.barcode,
  colorCode: l.colorCode,
  colorName: l.colorName,
  quantity: l.quantity,
  bookedQuantity: l.bookedQuantity,
  etd: l.etd,
  destinationCountryId: l.destinationCountryId,
  destinationCountryName: countries.name,
};

const SORT_COLUMNS = {
  id: l.id,
  poNumber: po.poNumber,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  productReference: customerProducts.productReference,
  productDescription: customerProducts.description,
  colorCode: l.colorCode,
  colorName: l.colorName,
  quantity: l.quantity,
  bookedQuantity: l.bookedQuantity,
  etd: l.etd,
  destinationCountryName: countries.name,
};
const TEXT_SORTS = [
  'poNumber',
  'customerName',
  'supplierName',
  'factoryName',
  'productReference',
  'productDescription',
  'colorCode',
  'colorName',
  'destinationCountryName',
];

/** Lines with their order, customer, supplier, factory, product and country. */
export function joinedLines<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(po, eq(po.id, l.purchaseOrderId))
    .innerJoin(customers, eq(customers.id, po.customerId))
    .innerJoin(customerProducts, eq(customerProducts.id, l.productId))
    .innerJoin(countries, eq(countries.id, l.destinationCountryId))
    .leftJoin(suppliers, eq(suppliers.id, po.supplierId))
    .leftJoin(factories, eq(factories.id, po.factoryId)) as unknown as T;
}

function lineCondition(query: SearchQuery<PurchaseOrderFilter>, scope: ResourceScope): SQL | undefined {
  const f = query.filter;
  return allOf(
    purchaseOrderScopeCondition(scope),
    textMatches(query.searchText, [
      po.poNumber,
      customerProducts.productReference,
      customerProducts.description,
      customerProducts.barcode,
      l.colorCode,
      l.colorName,
    ]),
    idIn(l.id, query.idList),
    idIn(po.customerId, f.customerIds),
    idIn(po.supplierId, f.supplierIds),
    idIn(po.factoryId, f.factoryIds),
    idIn(l.productId, f.productIds),
    idIn(l.destinationCountryId, f.destinationCountryIds),
    f.etdFrom ? sql`${l.etd} >= ${f.etdFrom}` : undefined,
    f.etdTo ? sql`${l.etd} <= ${f.etdTo}` : undefined,
  );
}

/** The order (in scope) without its lines, or null. */
async function orderHead(db: Db, id: number, scope: ResourceScope) {
  const [row] = await db
    .select({
      id: po.id,
      poNumber: po.poNumber,
      customerId: po.customerId,
      supplierId: po.supplierId,
      factoryId: po.factoryId,
      remarks: po.remarks,
      version: po.version,
    })
    .from(po)
    .innerJoin(customers, eq(customers.id, po.customerId))
    .where(and(eq(po.id, id), purchaseOrderScopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

type StoredLine = PurchaseOrderLine & { id: number; bookedQuantity: number };

async function linesOf(db: Db, purchaseOrderId: number): Promise<StoredLine[]> {
  return db
    .select({
      id: l.id,
      productId: l.productId,
      colorCode: l.colorCode,
      colorName: l.colorName,
      quantity: l.quantity,
      bookedQuantity: l.bookedQuantity,
      etd: l.etd,
      destinationCountryId: l.destinationCountryId,
    })
    .from(l)
    .where(eq(l.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(l.id)) as Promise<StoredLine[]>;
}

async function get(db: Db, id: number, scope: ResourceScope): Promise<PurchaseOrderDetail | null> {
  const head = await orderHead(db, id, scope);
  return head ? { ...head, lines: await linesOf(db, id) } : null;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The PO number is unique per customer whatever its case. */
async function numberTaken(db: Db, customerId: number, poNumber: string, exceptId?: number) {
  const rows = await db
    .select({ id: po.id })
    .from(po)
    .where(
      allOf(
        eq(po.customerId, customerId),
        sql`lower(${po.poNumber}) = lower(${poNumber})`,
        exceptId == null ? undefined : sql`${po.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * True when the supplier and factory (when given) belong to the request's entity, every line's product to
 * the order's customer, and every destination country exists.
 */
async function referencesValid(
  db: Db,
  body: PurchaseOrderCreate,
  customerId: number,
  scope: ResourceScope,
): Promise<boolean> {
  if (!(await vendorsInEntity(db, scope.entityId, body.supplierId ?? null, body.factoryId ?? null)))
    return false;
  const productIds = [...new Set(body.lines.map((line) => line.productId))];
  const [products] = await db
    .select({ total: count() })
    .from(customerProducts)
    .where(and(inArray(customerProducts.id, productIds), eq(customerProducts.customerId, customerId)));
  if (Number(products?.total) !== productIds.length) return false;
  const countryIds = [...new Set(body.lines.map((line) => line.destinationCountryId))];
  const [found] = await db
    .select({ total: count() })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  return Number(found?.total) === countryIds.length;
}

const orderValues = (body: PurchaseOrderCreate) => ({
  poNumber: body.poNumber.trim(),
  supplierId: body.supplierId ?? null,
  factoryId: body.factoryId ?? null,
  remarks: clean(body.remarks),
});

/** A line as a save sends it (a new one may leave its id out) or as the plan keeps it. */
const lineValues = (purchaseOrderId: number, line: PurchaseOrderCreate['lines'][number]) => ({
  purchaseOrderId,
  productId: line.productId,
  colorCode: line.colorCode.trim(),
  colorName: line.colorName.trim(),
  quantity: line.quantity,
  etd: line.etd,
  destinationCountryId: line.destinationCountryId,
});

async function refusal(
  db: Db,
  body: PurchaseOrderCreate,
  customerId: number,
  scope: ResourceScope,
  exceptId?: number,
): Promise<WriteOutcome<PurchaseOrderDetail> | null> {
  if (!(await referencesValid(db, body, customerId, scope))) return { result: ResourceResult.ParentNotFound };
  if (await numberTaken(db, customerId, body.poNumber.trim(), exceptId))
    return { result: ResourceResult.DuplicateData };
  return null;
}

interface LinePlan {
  removedIds: number[];
  kept: PurchaseOrderLine[];
  added: PurchaseOrderLine[];
}

/**
 * How the body's lines replace the stored ones: ids kept are updated, ids missing are removed, lines without
 * id are added. InUse when a removed or reduced line holds bookings; NotFound for an id that is not a line
 * of this order. Reads only, so a refusal leaves nothing to undo.
 */
async function planLines(
  tx: Db,
  purchaseOrderId: number,
  lines: PurchaseOrderLine[],
): Promise<LinePlan | ResourceResult.InUse | ResourceResult.NotFound> {
  const stored = new Map((await linesOf(tx, purchaseOrderId)).map((line) => [line.id, line]));
  const kept = lines.filter((line) => line.id != null);
  if (kept.some((line) => !stored.has(line.id!))) return ResourceResult.NotFound;
  const keptIds = new Set(kept.map((line) => line.id!));
  const removed = [...stored.values()].filter((line) => !keptIds.has(line.id));
  if (removed.some((line) => line.bookedQuantity > 0)) return ResourceResult.InUse;
  if (kept.some((line) => line.quantity < stored.get(line.id!)!.bookedQuantity)) return ResourceResult.InUse;
  return {
    removedIds: removed.map((line) => line.id),
    kept,
    added: lines.filter((line) => line.id == null),
  };
}

async function applyLines(tx: Db, purchaseOrderId: number, plan: LinePlan): Promise<void> {
  // Removed first: a kept or added line may take the product and colour a removed one had.
  if (plan.removedIds.length) await tx.delete(l).where(inArray(l.id, plan.removedIds));
  for (const line of plan.kept) {
    const { purchaseOrderId: _order, ...values } = lineValues(purchaseOrderId, line);
    await tx.update(l).set(values).where(eq(l.id, line.id!));
  }
  if (plan.added.length)
    await tx.insert(l).values(plan.added.map((line) => lineValues(purchaseOrderId, line)));
}

export const purchaseOrderRepository: ResourceRepository<
  PurchaseOrderRow,
  PurchaseOrderDetail,
  PurchaseOrderCreate,
  PurchaseOrderFilter
> &
  ExportIds<PurchaseOrderFilter> = {
  async page(db, query, scope) {
    let paged = joinedLines(db.select(purchaseOrderRowFields).from(l).$dynamic())
      .where(lineCondition(query, scope))
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, l.id, TEXT_SORTS))
      .offset(query.skip);
    if (query.take != null) paged = paged.limit(query.take);
    return (await paged) as PurchaseOrderRow[];
  },

  /** The export reads lines by these ids, a batch at a time (an OFFSET per batch re-sorted every line). */
  async exportIds(db, query, scope) {
    // Batches by ids are planned well only on statistics: without any, one took 25 times as long.
    await ensurePurchaseOrderStatistics(db);
    const rows = await joinedLines(db.select({ id: l.id }).from(l).$dynamic())
      .where(lineCondition(query, scope))
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, l.id, TEXT_SORTS));
    return rows.map((row) => row.id);
  },

  async count(db, query, scope) {
    const [row] = await joinedLines(db.select({ total: count() }).from(l).$dynamic()).where(
      lineCondition(query, scope),
    );
    return Number(row?.total ?? 0);
  },

  get,

  async create(tx, body, scope) {
    // A customer outside the scope answers like a missing one; vendors only read.
    if (!mayWritePurchaseOrders(scope) || !(await customerInScope(tx, scope, body.customerId)))
      return { result: ResourceResult.ParentNotFound };
    const refused = await refusal(tx, body, body.customerId, scope);
    if (refused) return refused;
    const [row] = await tx
      .insert(po)
      .values({ entityId: scope.entityId, customerId: body.customerId, ...orderValues(body) })
      .returning({ id: po.id });
    await tx.insert(l).values(body.lines.map((line) => lineValues(row!.id, line)));
    return { result: ResourceResult.Success, data: (await get(tx, row!.id, scope))! };
  },

  async update(tx, body, scope) {
    const current = mayWritePurchaseOrders(scope) ? await get(tx, body.id, scope) : null;
    if (!current) return { result: ResourceResult.NotFound };
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    // The customer is fixed once created: the lines' products are that customer's.
    const refused = await refusal(tx, body, current.customerId, scope, body.id);
    if (refused) return refused;
    const plan = await planLines(tx, body.id, body.lines);
    if (typeof plan !== 'object') return { result: plan };
    const updated = await tx
      .update(po)
      .set({ ...orderValues(body), version: sql`${po.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(po.id, body.id), eq(po.version, body.version)))
      .returning({ id: po.id });
    if (!updated.length)
      return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
    await applyLines(tx, body.id, plan);
    return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
  },

  async remove(tx, id, scope) {
    if (!mayWritePurchaseOrders(scope) || !(await orderHead(tx, id, scope))) return ResourceResult.NotFound;
    const [booked] = await tx
      .select({ id: l.id })
      .from(l)
      .where(and(eq(l.purchaseOrderId, id), sql`${l.bookedQuantity} > 0`))
      .limit(1);
    if (booked) return ResourceResult.InUse;
    await tx.delete(po).where(eq(po.id, id));
    return ResourceResult.Success;
  },
};
