import {
  BOOKING_MESSAGES,
  BookingAction,
  BookingEvent,
  BookingStatus,
  bookingNumber,
  NotificationType,
  TaskType,
  type BookingDetail,
  type BookingSplitBody,
} from '@portal/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLines, bookingProducts, bookings } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { withBookingChange } from './booking-change';
import {
  detailOf,
  factsOf,
  lockBooking,
  refusal,
  staleAnswer,
  updateBooking,
  type BookingCommand,
  type BookingRecord,
} from './booking-command';
import { rederiveBooking } from './booking-resampling';
import { loadBookingSettings } from './booking-settings.repository';

/** What a split answers: both bookings as they are now (on a conflict, the parent and no child). */
export interface SplitAnswer {
  parent: BookingDetail;
  child: BookingDetail | null;
}

type LineRow = typeof bookingLines.$inferSelect;

/** The quantity moved per line of the parent, or the field error that refuses the split. */
function checkMoves(
  body: BookingSplitBody,
  lines: LineRow[],
  command: BookingCommand,
): { errors: FieldError[] } | { moved: Map<number, number> } {
  const messages = BOOKING_MESSAGES;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const moved = new Map<number, number>();
  for (const move of body.lines) {
    const line = byId.get(move.bookingLineId);
    if (!line || moved.has(line.id) || move.quantity > line.quantity)
      return { errors: [{ field: 'lines', message: messages.splitLines[command.lang] }] };
    if (move.quantity > 0) moved.set(line.id, move.quantity);
  }
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const leaving = [...moved.values()].reduce((sum, quantity) => sum + quantity, 0);
  // At least one unit moves, and at least one unit stays: a split never empties the parent.
  if (leaving < 1 || leaving >= total)
    return { errors: [{ field: 'lines', message: messages.splitNothing[command.lang] }] };
  return { moved };
}

/** The child: the parent's customer, supplier, factory, service, dates, office, contacts and instructions. */
async function insertChild(tx: Db, parent: BookingRecord, actorId: number): Promise<BookingRecord> {
  const [child] = await tx
    .insert(bookings)
    .values({
      entityId: parent.entityId,
      customerId: parent.customerId,
      supplierId: parent.supplierId,
      factoryId: parent.factoryId,
      serviceType: parent.serviceType,
      status: BookingStatus.Requested,
      inspectionDateFrom: parent.inspectionDateFrom,
      inspectionDateTo: parent.inspectionDateTo,
      officeId: parent.officeId,
      instructions: parent.instructions,
      containerCount: parent.containerCount,
      customerContactIds: parent.customerContactIds,
      supplierContactIds: parent.supplierContactIds,
      factoryContactIds: parent.factoryContactIds,
      parentId: parent.id,
      createdBy: actorId,
    })
    .returning();
  return child!;
}

/**
 * Moves part of a booking's lines to a new booking (the child, Requested, pointing at its parent), for
 * goods that will not be ready together. What the bookings hold of each purchase-order line stays the
 * same overall, so booked quantities are not touched. CS verifies the child (SplitInspectionBooking);
 * attachments stay with the parent, where they were added.
 */
export async function splitBooking(
  command: BookingCommand,
  id: number,
  body: BookingSplitBody,
): Promise<WorkflowOutcome<SplitAnswer>> {
  const { scope } = command;
  const wrap = (parent: BookingDetail): SplitAnswer => ({ parent, child: null });
  return withBookingChange(command.change, async (tx, effects) => {
    const parent = await lockBooking(tx, id, scope);
    if (!parent) return { kind: 'notFound' };
    if (parent.version !== body.version) return staleAnswer(tx, parent, command, wrap);
    const rules = await loadBookingSettings(tx, parent.entityId);
    const refused = await refusal(tx, BookingAction.Split, parent, rules, command, { wrap });
    if (refused) return refused;

    const lines = await tx.select().from(bookingLines).where(eq(bookingLines.bookingId, id));
    const checked = checkMoves(body, lines, command);
    if ('errors' in checked) return { kind: 'invalid', errors: checked.errors };

    const child = await insertChild(tx, parent, command.change.actorId);
    const movedLines = lines.filter((line) => checked.moved.has(line.id));
    await tx.insert(bookingLines).values(
      movedLines.map((line) => ({
        bookingId: child.id,
        poLineId: line.poLineId,
        productId: line.productId,
        quantity: checked.moved.get(line.id)!,
        containerNo: line.containerNo,
      })),
    );
    for (const line of movedLines) {
      const left = line.quantity - checked.moved.get(line.id)!;
      if (left > 0) await tx.update(bookingLines).set({ quantity: left }).where(eq(bookingLines.id, line.id));
      else await tx.delete(bookingLines).where(eq(bookingLines.id, line.id));
    }
    await moveProducts(tx, parent.id, child.id, [...new Set(movedLines.map((line) => line.productId))]);
    for (const bookingId of [parent.id, child.id]) {
      await rederiveBooking(tx, bookingId);
    }
    await updateBooking(tx, parent.id, {});

    const parentFacts = factsOf(parent);
    const childFacts = factsOf(child);
    await effects.history(parentFacts, {
      action: BookingAction.Split,
      changes: [{ field: 'splitInto', from: null, to: bookingNumber(child.id) }],
    });
    await effects.history(childFacts, {
      action: BookingEvent.SplitFrom,
      toStatus: BookingStatus.Requested,
      changes: [{ field: 'splitFrom', from: null, to: bookingNumber(parent.id) }],
    });
    await effects.task(childFacts, TaskType.SplitInspectionBooking, parent.id);
    await effects.notify(parentFacts, NotificationType.InspectionSplit);
    return {
      kind: 'done',
      detail: { parent: await detailOf(tx, parent.id, scope), child: await detailOf(tx, child.id, scope) },
    };
  });
}

/**
 * The child gets the AQL choice (and picking group) of each product it now has lines of; the parent
 * keeps only the products it still has lines of.
 */
async function moveProducts(tx: Db, parentId: number, childId: number, productIds: number[]): Promise<void> {
  const chosen = await tx
    .select()
    .from(bookingProducts)
    .where(and(eq(bookingProducts.bookingId, parentId), inArray(bookingProducts.productId, productIds)));
  if (chosen.length)
    await tx
      .insert(bookingProducts)
      .values(chosen.map((product) => ({ ...product, bookingId: childId, lotSize: 0, sampling: null })));
  const kept = tx
    .select({ productId: bookingLines.productId })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, parentId));
  await tx
    .delete(bookingProducts)
    .where(and(eq(bookingProducts.bookingId, parentId), notInArray(bookingProducts.productId, kept)));
}
