import { eq, inArray } from 'drizzle-orm';
import { bookingNumber, BOOKING_MESSAGES, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import { bookingLines, bookingProducts, bookings } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { EditableBooking } from './booking-changes';
import type { LockedPoLine } from './booking-quantities';
import type { SampledProduct } from './booking-products';

/**
 * The rows a save writes besides the booking's own columns: its lines (kept by PO line, so a line's id stays
 * while its quantity changes), its products with their sampling, and the summary's derived columns.
 */

/** Lines that are not the entity's open lines of the booking's customer (and supplier and factory, when the order names them). */
export function lineErrors(
  body: EditableBooking,
  locked: Map<number, LockedPoLine>,
  entityId: number,
  lang: Lang,
): FieldError[] {
  const errors: FieldError[] = [];
  body.lines.forEach((line, index) => {
    const poLine = locked.get(line.poLineId);
    const fits =
      poLine &&
      poLine.entityId === entityId &&
      poLine.customerId === body.customerId &&
      (poLine.supplierId === null || poLine.supplierId === body.supplierId) &&
      (poLine.factoryId === null || poLine.factoryId === body.factoryId);
    if (!fits) errors.push({ field: `lines.${index}.poLineId`, message: BOOKING_MESSAGES.lineNotOpen[lang] });
  });
  return errors;
}

/** Replaces the booking's lines with the body's: same PO line updated, others removed or added. */
export async function writeLines(
  tx: Db,
  bookingId: number,
  lines: EditableBooking['lines'],
  stored: { id: number; poLineId: number }[],
  locked: Map<number, LockedPoLine>,
): Promise<void> {
  const wanted = new Set(lines.map((line) => line.poLineId));
  const removed = stored.filter((line) => !wanted.has(line.poLineId)).map((line) => line.id);
  if (removed.length) await tx.delete(bookingLines).where(inArray(bookingLines.id, removed));
  const existing = new Map(stored.map((line) => [line.poLineId, line.id]));
  const added = lines.filter((line) => !existing.has(line.poLineId));
  // New lines in one insert (a new 20-line booking is one statement, not twenty).
  if (added.length)
    await tx.insert(bookingLines).values(
      added.map((line) => ({
        bookingId,
        poLineId: line.poLineId,
        productId: locked.get(line.poLineId)!.productId,
        quantity: line.quantity,
        containerNo: line.containerNo ?? null,
      })),
    );
  for (const line of lines) {
    const id = existing.get(line.poLineId);
    if (id !== undefined)
      await tx
        .update(bookingLines)
        .set({ quantity: line.quantity, containerNo: line.containerNo ?? null })
        .where(eq(bookingLines.id, id));
  }
}

export async function writeProducts(tx: Db, bookingId: number, products: SampledProduct[]): Promise<void> {
  await tx.delete(bookingProducts).where(eq(bookingProducts.bookingId, bookingId));
  if (!products.length) return;
  await tx.insert(bookingProducts).values(
    products.map((product) => ({
      bookingId,
      productId: product.productId,
      aqlLevel: product.aqlLevel,
      customSampleSize: product.customSampleSize ?? null,
      criticalAql: product.criticalAql ?? null,
      majorAql: product.majorAql ?? null,
      minorAql: product.minorAql ?? null,
      pickingGroup: product.pickingGroup ?? null,
      lotSize: product.lotSize,
      sampling: product.sampling,
    })),
  );
}

/**
 * What the summary shows and searches without reading the lines: PO numbers, the lower-cased search text
 * (booking number, PO numbers, product references), product count and total quantity.
 */
export function derivedColumns(
  bookingId: number,
  lines: EditableBooking['lines'],
  locked: Map<number, LockedPoLine>,
) {
  const poLines = lines.map((line) => locked.get(line.poLineId)!);
  const poNumbers = [...new Set(poLines.map((line) => line.poNumber))].sort();
  const references = [...new Set(poLines.map((line) => line.productReference))].sort();
  return {
    poNumbers: poNumbers.join(', '),
    searchText: [bookingNumber(bookingId), ...poNumbers, ...references].join(' ').toLowerCase(),
    productCount: new Set(poLines.map((line) => line.productId)).size,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export async function writeDerived(
  tx: Db,
  bookingId: number,
  lines: EditableBooking['lines'],
  locked: Map<number, LockedPoLine>,
): Promise<void> {
  await tx
    .update(bookings)
    .set(derivedColumns(bookingId, lines, locked))
    .where(eq(bookings.id, bookingId));
}
