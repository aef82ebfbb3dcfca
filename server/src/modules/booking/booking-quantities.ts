import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import { customerProducts, purchaseOrderLines as l, purchaseOrders as po } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';

/**
 * What bookings hold of purchase-order lines (purchase_order_lines.booked_quantity, the sum over the bookings
 * that are not cancelled). A save locks the lines it touches, reads what is left, and moves booked_quantity
 * by the difference its own quantities make; the table's check (0 <= booked <= quantity) is the backstop.
 */

export interface LockedPoLine {
  id: number;
  quantity: number;
  bookedQuantity: number;
  entityId: number;
  customerId: number;
  supplierId: number | null;
  factoryId: number | null;
  productId: number;
  poNumber: string;
  productReference: string;
  colorCode: string;
}

/**
 * Reads the PO lines and locks them until the transaction ends. Locked in id order, so two saves touching the
 * same lines queue behind each other instead of deadlocking; the second reads what the first left.
 */
export async function lockPoLines(tx: Db, ids: readonly number[]): Promise<Map<number, LockedPoLine>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      id: l.id,
      quantity: l.quantity,
      bookedQuantity: l.bookedQuantity,
      entityId: po.entityId,
      customerId: po.customerId,
      supplierId: po.supplierId,
      factoryId: po.factoryId,
      productId: l.productId,
      poNumber: po.poNumber,
      productReference: customerProducts.productReference,
      colorCode: l.colorCode,
    })
    .from(l)
    .innerJoin(po, eq(po.id, l.purchaseOrderId))
    .innerJoin(customerProducts, eq(customerProducts.id, l.productId))
    .where(inArray(l.id, [...new Set(ids)]))
    .orderBy(asc(l.id))
    .for('update', { of: l });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Quantity per PO line of a list of booking lines. */
export const heldOf = (lines: readonly { poLineId: number; quantity: number }[]) =>
  new Map(lines.map((line) => [line.poLineId, line.quantity]));

/** What is left of a PO line for this booking: its quantity less what the other bookings hold. */
export const availableFor = (line: LockedPoLine, heldByThisBooking: number) =>
  line.quantity - line.bookedQuantity + heldByThisBooking;

/** Lines asking more than what is left of their PO line (checked with the lines locked). */
export function quantityErrors(
  lines: readonly { poLineId: number; quantity: number }[],
  locked: Map<number, LockedPoLine>,
  heldBefore: Map<number, number>,
  lang: Lang,
): FieldError[] {
  const errors: FieldError[] = [];
  lines.forEach((line, index) => {
    const poLine = locked.get(line.poLineId);
    if (!poLine) return;
    const available = availableFor(poLine, heldBefore.get(line.poLineId) ?? 0);
    if (line.quantity > available)
      errors.push({
        field: `lines.${index}.quantity`,
        message: BOOKING_MESSAGES.overRemaining[lang].replace('{available}', String(Math.max(0, available))),
      });
  });
  return errors;
}

/**
 * Moves booked_quantity of each PO line by what this booking holds now less what it held before, in one
 * statement (a 20-line save otherwise sends 20 updates).
 */
export async function moveBookedQuantities(
  tx: Db,
  before: Map<number, number>,
  after: Map<number, number>,
): Promise<void> {
  const moves = [...new Set([...before.keys(), ...after.keys()])]
    .sort((a, c) => a - c)
    .map((id) => ({ id, delta: (after.get(id) ?? 0) - (before.get(id) ?? 0) }))
    .filter((move) => move.delta !== 0);
  if (!moves.length) return;
  await tx.execute(sql`update ${l} set booked_quantity = ${l}.booked_quantity + m.delta
    from unnest(${sql.param(moves.map((move) => move.id))}::int[], ${sql.param(moves.map((move) => move.delta))}::int[])
      as m(id, delta)
    where ${l}.id = m.id`);
}

/** The check constraint that keeps booked_quantity within the line: a race the locks did not stop. */
export function isBookedOverflow(error: unknown): boolean {
  const own = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = own?.code ?? own?.cause?.code;
  const constraint = own?.constraint ?? own?.cause?.constraint;
  return code === '23514' && (!constraint || constraint.startsWith('purchase_order_lines_booked'));
}
