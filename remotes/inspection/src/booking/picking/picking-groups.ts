import type { BookingDetail, BookingProduct } from '@portal/domain';

/** Per product id, the group it is drawn with (null: sampled alone). */
export type GroupChoice = Record<number, number | null>;

export const groupChoiceOf = (products: readonly BookingProduct[]): GroupChoice =>
  Object.fromEntries(products.map((product) => [product.productId, product.pickingGroup]));

/** Products by group number; a group of one is a product sampled alone, so it is not sent. */
export function pickingGroups(choice: GroupChoice): number[][] {
  const byGroup = new Map<number, number[]>();
  for (const [productId, group] of Object.entries(choice)) {
    if (group === null) continue;
    byGroup.set(group, [...(byGroup.get(group) ?? []), Number(productId)]);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, productIds]) => productIds)
    .filter((productIds) => productIds.length > 1);
}

const aqlChoice = (product: BookingProduct) =>
  JSON.stringify([
    product.aqlLevel,
    product.customSampleSize,
    product.criticalAql,
    product.majorAql,
    product.minorAql,
  ]);

/**
 * The groups whose products differ in AQL level or values: one lot has one plan, so the server refuses
 * them (BOOKING_MESSAGES.pickingMismatch); said here before the save.
 */
export function mismatchedGroups(products: readonly BookingProduct[], choice: GroupChoice): number[][] {
  const byId = new Map(products.map((product) => [product.productId, product]));
  return pickingGroups(choice).filter(
    (productIds) => new Set(productIds.map((id) => aqlChoice(byId.get(id)!))).size > 1,
  );
}

/** A product's quantity in the booking: the sum of its lines. */
export function productQuantity(record: BookingDetail, productId: number): number {
  return record.lines
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}
