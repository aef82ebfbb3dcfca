import type { AqlLevel } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingProducts } from '../../db/schema';
import { sampleProducts } from './booking-products';
import { lockPoLines } from './booking-quantities';
import { writeDerived } from './booking-write';
import { storedLines } from './booking.repository';

/**
 * What a save derives from a booking's lines, written again after a change of lines or picking groups
 * that is not a save (split, combine, picking): each product's lot and plan (the save's sampleProducts)
 * and the summary's columns (PO numbers, search text, product count, total quantity; the save's
 * writeDerived). Both read what is stored, so they follow whatever the change wrote before.
 */
export async function rederiveBooking(tx: Db, bookingId: number): Promise<void> {
  const lines = await storedLines(tx, bookingId);
  const stored = await tx.select().from(bookingProducts).where(eq(bookingProducts.bookingId, bookingId));
  const sampled = sampleProducts(
    stored.map((product) => ({ ...product, aqlLevel: product.aqlLevel as AqlLevel })),
    lines,
  );
  for (const product of sampled)
    await tx
      .update(bookingProducts)
      .set({ lotSize: product.lotSize, sampling: product.sampling })
      .where(and(eq(bookingProducts.bookingId, bookingId), eq(bookingProducts.productId, product.productId)));
  // Locked in id order like a save's, so a split or combine and a save of the same PO lines queue.
  const poLines = await lockPoLines(
    tx,
    lines.map((line) => line.poLineId),
  );
  await writeDerived(tx, bookingId, lines, poLines);
}
