import { and, eq, inArray, sql } from 'drizzle-orm';
import { Unit } from '@portal/domain';
import type { Db } from '../../../db/client';
import { customerProducts, purchaseOrderLines, purchaseOrders } from '../../../db/schema';
import type { ImportLine } from './row-checks';

/**
 * Writes checked lines in the caller's transaction: the products the customer does not have yet (from the
 * first row naming them: reference, description, barcode; unit Pcs, category chosen later), one order per
 * PO number, then the lines. Batches of a thousand keep 50,000 lines to a few dozen statements.
 */

const BATCH = 1000;

export interface ImportTarget {
  entityId: number;
  customerId: number;
  supplierId: number | null;
  factoryId: number | null;
}

export interface WriteCounts {
  purchaseOrderCount: number;
  lineCount: number;
  productCount: number;
}

function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

const lower = (text: string) => text.toLowerCase();

/** The customer's product id per lower-cased reference, creating the missing ones. */
async function productIds(tx: Db, customerId: number, lines: readonly ImportLine[]) {
  const firstByReference = new Map<string, ImportLine>();
  for (const line of lines)
    if (!firstByReference.has(lower(line.productReference)))
      firstByReference.set(lower(line.productReference), line);
  const ids = new Map<string, number>();
  for (const references of batches([...firstByReference.keys()])) {
    const found = await tx
      .select({
        id: customerProducts.id,
        reference: sql<string>`lower(${customerProducts.productReference})`,
      })
      .from(customerProducts)
      .where(
        and(
          eq(customerProducts.customerId, customerId),
          inArray(sql`lower(${customerProducts.productReference})`, references),
        ),
      );
    for (const row of found) ids.set(row.reference, row.id);
  }
  const missing = [...firstByReference.entries()].filter(([reference]) => !ids.has(reference));
  for (const batch of batches(missing)) {
    const created = await tx
      .insert(customerProducts)
      .values(
        batch.map(([, line]) => ({
          customerId,
          productReference: line.productReference,
          description: line.productDescription,
          barcode: line.barcode,
          unit: Unit.Pcs,
        })),
      )
      .returning({ id: customerProducts.id, reference: customerProducts.productReference });
    for (const row of created) ids.set(lower(row.reference), row.id);
  }
  return { ids, created: missing.length };
}

const l = purchaseOrderLines;

type LineValues = Pick<
  typeof l.$inferInsert,
  'purchaseOrderId' | 'productId' | 'colorCode' | 'colorName' | 'quantity' | 'etd' | 'destinationCountryId'
>;

/**
 * Lines in one statement whose size does not grow with the rows: each column's values are one array
 * parameter, spread back into rows by unnest, in the given order. A multi-row VALUES list costs a parameter
 * per value, and building that statement (7,000 parameters per 1,000 lines) was most of the import's CPU
 * time (docs/performance.md).
 */
async function insertLines(tx: Db, rows: readonly LineValues[]): Promise<void> {
  const column = (value: (row: LineValues) => unknown) => sql.param(rows.map(value));
  await tx.execute(sql`
    insert into ${l} (${sql.join(
      [
        l.purchaseOrderId,
        l.productId,
        l.colorCode,
        l.colorName,
        l.quantity,
        l.etd,
        l.destinationCountryId,
      ].map((target) => sql.identifier(target.name)),
      sql`, `,
    )})
    select order_id, product_id, color_code, color_name, quantity, etd, country_id
    from unnest(
      ${column((row) => row.purchaseOrderId)}::int[],
      ${column((row) => row.productId)}::int[],
      ${column((row) => row.colorCode)}::text[],
      ${column((row) => row.colorName)}::text[],
      ${column((row) => row.quantity)}::int[],
      ${column((row) => row.etd)}::date[],
      ${column((row) => row.destinationCountryId)}::int[]
    ) with ordinality as given(order_id, product_id, color_code, color_name, quantity, etd, country_id, n)
    order by n`);
}

export async function writeImport(
  tx: Db,
  target: ImportTarget,
  lines: readonly ImportLine[],
  onWritten: (rowsWritten: number) => void,
): Promise<WriteCounts> {
  const products = await productIds(tx, target.customerId, lines);
  const numbers = new Map<string, string>();
  for (const line of lines)
    if (!numbers.has(lower(line.poNumber))) numbers.set(lower(line.poNumber), line.poNumber);
  const orderIds = new Map<string, number>();
  for (const batch of batches([...numbers.values()])) {
    const created = await tx
      .insert(purchaseOrders)
      .values(
        batch.map((poNumber) => ({
          entityId: target.entityId,
          customerId: target.customerId,
          supplierId: target.supplierId,
          factoryId: target.factoryId,
          poNumber,
        })),
      )
      .returning({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber });
    for (const row of created) orderIds.set(lower(row.poNumber), row.id);
  }
  let written = 0;
  for (const batch of batches(lines)) {
    await insertLines(
      tx,
      batch.map((line) => ({
        purchaseOrderId: orderIds.get(lower(line.poNumber))!,
        productId: products.ids.get(lower(line.productReference))!,
        colorCode: line.colorCode,
        colorName: line.colorName,
        quantity: line.quantity,
        etd: line.etd,
        destinationCountryId: line.destinationCountryId,
      })),
    );
    written += batch.length;
    onWritten(written);
  }
  return { purchaseOrderCount: numbers.size, lineCount: lines.length, productCount: products.created };
}
