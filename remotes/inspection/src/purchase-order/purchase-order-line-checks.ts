import { PO_QUANTITY_MAX } from '@portal/domain';
import { isIsoDay } from '@portal/domain';
import type { PurchaseOrderLineValues } from './purchase-order-values';

/**
 * What the rule file cannot check inside a line (it only says which fields each line must fill): these
 * return a message key and its values, or null. An empty value passes: the rule file reports it.
 */
export interface LineProblem {
  id: string;
  values?: Record<string, string | number>;
}

const key = (name: string) => `inspection.purchaseOrder.line.${name}`;

/** A whole number above zero, at most PO_QUANTITY_MAX, and never below what bookings already hold. */
export function quantityProblem(quantity: number | null, bookedQuantity: number): LineProblem | null {
  if (quantity === null) return null;
  if (!Number.isInteger(quantity) || quantity <= 0) return { id: key('quantityWhole') };
  if (quantity > PO_QUANTITY_MAX) return { id: key('quantityTooLarge'), values: { max: PO_QUANTITY_MAX } };
  if (quantity < bookedQuantity)
    return { id: key('quantityBelowBooked'), values: { booked: bookedQuantity } };
  return null;
}

/** A typed date that is not a whole day. */
export function etdProblem(etd: string | null): LineProblem | null {
  return etd === null || isIsoDay(etd) ? null : { id: key('etdInvalid') };
}

const sameProductAndColour = (a: PurchaseOrderLineValues, b: PurchaseOrderLineValues) =>
  a.productId !== null &&
  a.productId === b.productId &&
  a.colorCode.trim() !== '' &&
  a.colorCode.trim().toLowerCase() === b.colorCode.trim().toLowerCase();

/** An order holds a product in a colour once (the server refuses a second line for it). */
export function duplicateLineProblem(lines: PurchaseOrderLineValues[], index: number): LineProblem | null {
  const line = lines[index];
  if (!line) return null;
  const first = lines.findIndex((other, position) => position < index && sameProductAndColour(other, line));
  return first < 0 ? null : { id: key('duplicate'), values: { number: first + 1 } };
}
