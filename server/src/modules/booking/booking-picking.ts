import {
  BOOKING_MESSAGES,
  BookingAction,
  type BookingDetail,
  type BookingPickingBody,
  type Lang,
} from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingProducts, customerProducts } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { withBookingChange } from './booking-change';
import {
  detailOf,
  lockBooking,
  refusal,
  staleAnswer,
  updateBooking,
  type BookingCommand,
} from './booking-command';
import { rederiveBooking } from './booking-resampling';
import { loadBookingSettings } from './booking-settings.repository';

/**
 * Picking (the "insppicking" screen), as we read it: choosing which products of a booking are drawn and
 * sampled together as one lot. The inspector then picks one sample across the group (sized on the sum of
 * its quantities) instead of one sample per product, e.g. the colours of one style, or small quantities
 * of look-alike articles. A plan is one AQL level and one set of AQL values, so only products with the
 * same choice can share a lot. A product in no group (or alone in one) is its own lot.
 */
type ProductRow = typeof bookingProducts.$inferSelect;

/** The AQL choice a lot is sampled by: products of one group must share it. */
const choiceOf = (product: ProductRow) =>
  [product.aqlLevel, product.customSampleSize, product.criticalAql, product.majorAql, product.minorAql].join(
    '|',
  );

/** The groups as stored: numbered from 1, groups of fewer than two products dropped (alone anyway). */
function checkGroups(
  groups: number[][],
  products: ProductRow[],
  lang: Lang,
): { errors: FieldError[] } | { groupOf: Map<number, number> } {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const seen = new Set<number>();
  const groupOf = new Map<number, number>();
  let number = 0;
  for (const group of groups) {
    for (const productId of group) {
      if (!byId.has(productId) || seen.has(productId))
        return { errors: [{ field: 'groups', message: BOOKING_MESSAGES.pickingProducts[lang] }] };
      seen.add(productId);
    }
    if (group.length < 2) continue;
    if (new Set(group.map((productId) => choiceOf(byId.get(productId)!))).size > 1)
      return { errors: [{ field: 'groups', message: BOOKING_MESSAGES.pickingMismatch[lang] }] };
    number += 1;
    for (const productId of group) groupOf.set(productId, number);
  }
  return { groupOf };
}

/** "REF-1 + REF-2; REF-3 + REF-4": the groups as the history shows them, by product reference. */
async function describeGroups(tx: Db, products: ProductRow[]): Promise<string | null> {
  const grouped = products.filter((product) => product.pickingGroup != null);
  if (!grouped.length) return null;
  const references = new Map(
    (
      await tx
        .select({ id: customerProducts.id, reference: customerProducts.productReference })
        .from(customerProducts)
        .where(
          inArray(
            customerProducts.id,
            grouped.map((product) => product.productId),
          ),
        )
    ).map((row) => [row.id, row.reference]),
  );
  const groups = new Map<number, string[]>();
  for (const product of grouped)
    groups.set(product.pickingGroup!, [
      ...(groups.get(product.pickingGroup!) ?? []),
      references.get(product.productId) ?? String(product.productId),
    ]);
  return [...groups.keys()]
    .sort((a, b) => a - b)
    .map((key) => groups.get(key)!.sort().join(' + '))
    .join('; ');
}

export async function setPicking(
  command: BookingCommand,
  id: number,
  body: BookingPickingBody,
): Promise<WorkflowOutcome<BookingDetail>> {
  const { scope, lang } = command;
  return withBookingChange(command.change, async (tx, effects) => {
    const row = await lockBooking(tx, id, scope);
    if (!row) return { kind: 'notFound' };
    if (row.version !== body.version) return staleAnswer(tx, row, command);
    const rules = await loadBookingSettings(tx, row.entityId);
    const refused = await refusal<BookingDetail>(tx, BookingAction.Picking, row, rules, command);
    if (refused) return refused;

    const products = await tx.select().from(bookingProducts).where(eq(bookingProducts.bookingId, id));
    const checked = checkGroups(body.groups, products, lang);
    if ('errors' in checked) return { kind: 'invalid', errors: checked.errors };

    const before = await describeGroups(tx, products);
    for (const product of products) {
      const pickingGroup = checked.groupOf.get(product.productId) ?? null;
      if (pickingGroup === product.pickingGroup) continue;
      await tx
        .update(bookingProducts)
        .set({ pickingGroup })
        .where(and(eq(bookingProducts.bookingId, id), eq(bookingProducts.productId, product.productId)));
      product.pickingGroup = pickingGroup;
    }
    await rederiveBooking(tx, id);
    await updateBooking(tx, id, {});
    const after = await describeGroups(tx, products);
    await effects.history(row, {
      action: BookingAction.Picking,
      changes: before === after ? [] : [{ field: 'picking', from: before, to: after }],
    });
    return { kind: 'done', detail: await detailOf(tx, id, scope) };
  });
}
