import {
  ALLOCATING_STATUSES,
  BEFORE_SCHEDULING,
  BOOKING_MESSAGES,
  BookingAction,
  BookingEvent,
  BookingStatus,
  bookingNumber,
  leastAdvanced,
  NotificationType,
  type BookingCombineBody,
  type BookingDetail,
} from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLines, bookingProducts, tasks } from '../../db/schema';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { bookingChanged } from './booking-hooks';
import { releaseAllocations } from './booking-allocations';
import { BOOKING_TASKS, type BookingEffects, type BookingFacts } from './booking-change';
import { withBookingChange } from './booking-change';
import {
  detailOf,
  factsOf,
  lockBookings,
  refusal,
  updateBooking,
  type BookingCommand,
  type BookingRecord,
} from './booking-command';
import { rederiveBooking } from './booking-resampling';
import { loadBookingSettings } from './booking-settings.repository';
import { STATUS_TASKS, statusChangeEffects } from './booking-transitions';

/**
 * Combine: several bookings of one customer, supplier, factory and service type, none scheduled yet,
 * become one (the target the user chose). Every line moves into the target (lines of one purchase-order
 * line add up), products it lacks bring their AQL choice, the contacts are united; the others are
 * cancelled with combined_into_id pointing at the target and hold nothing any more, so what bookings
 * hold of each purchase-order line stays the same overall. The target keeps its own dates: they are the
 * ones the user chose to keep and may already be confirmed with the factory, and widening them to cover
 * every booking's range would silently reschedule it.
 */
const sameParties = (a: BookingRecord, b: BookingRecord) =>
  a.customerId === b.customerId &&
  a.supplierId === b.supplierId &&
  a.factoryId === b.factoryId &&
  a.serviceType === b.serviceType;

/** The others' lines into the target: a purchase-order line it already books adds up, others move. */
async function moveLines(tx: Db, target: BookingRecord, otherIds: number[]): Promise<void> {
  const targetLines = await tx.select().from(bookingLines).where(eq(bookingLines.bookingId, target.id));
  const byPoLine = new Map(targetLines.map((line) => [line.poLineId, line]));
  const moving = await tx
    .select()
    .from(bookingLines)
    .where(inArray(bookingLines.bookingId, otherIds))
    .orderBy(asc(bookingLines.bookingId), asc(bookingLines.id));
  for (const line of moving) {
    const kept = byPoLine.get(line.poLineId);
    if (kept) {
      kept.quantity += line.quantity;
      await tx.update(bookingLines).set({ quantity: kept.quantity }).where(eq(bookingLines.id, kept.id));
      await tx.delete(bookingLines).where(eq(bookingLines.id, line.id));
      continue;
    }
    // A container number only means something within the target's containers.
    const containerNo =
      line.containerNo != null && line.containerNo <= target.containerCount ? line.containerNo : null;
    await tx
      .update(bookingLines)
      .set({ bookingId: target.id, containerNo })
      .where(eq(bookingLines.id, line.id));
    byPoLine.set(line.poLineId, { ...line, bookingId: target.id, containerNo });
  }
}

/**
 * Products the target lacks come with the AQL choice of the first booking (by id) that has them, sampled
 * alone (picking groups are numbered per booking, so theirs mean nothing in the target); where both have
 * a product, the target's choice stays.
 */
async function moveProducts(tx: Db, targetId: number, otherIds: number[]): Promise<void> {
  const have = new Set(
    (
      await tx
        .select({ productId: bookingProducts.productId })
        .from(bookingProducts)
        .where(eq(bookingProducts.bookingId, targetId))
    ).map((row) => row.productId),
  );
  const theirs = await tx
    .select()
    .from(bookingProducts)
    .where(inArray(bookingProducts.bookingId, otherIds))
    .orderBy(asc(bookingProducts.bookingId));
  for (const product of theirs) {
    if (have.has(product.productId)) continue;
    have.add(product.productId);
    await tx
      .insert(bookingProducts)
      .values({ ...product, bookingId: targetId, pickingGroup: null, lotSize: 0, sampling: null });
  }
  await tx.delete(bookingProducts).where(inArray(bookingProducts.bookingId, otherIds));
}

/**
 * The target waits on the task of its (possibly earlier) status: tasks of other statuses close, the
 * one of this status is raised when none is open.
 */
async function alignTasks(tx: Db, effects: BookingEffects, target: BookingFacts): Promise<void> {
  const wanted = STATUS_TASKS[target.status] ?? [];
  await effects.closeTasks(
    target.id,
    BOOKING_TASKS.filter((type) => !wanted.includes(type)),
  );
  if (!wanted.length) return;
  const [open] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.linkId, target.id), inArray(tasks.type, [...wanted]), eq(tasks.isDone, false)))
    .limit(1);
  if (!open) await effects.task(target, wanted[0]!);
}

const union = (lists: number[][]) => [...new Set(lists.flat())];

export async function combineBookings(
  command: BookingCommand,
  body: BookingCombineBody,
): Promise<WorkflowOutcome<BookingDetail>> {
  const { scope, lang } = command;
  const ids = [...new Set(body.bookingIds)];
  if (!ids.includes(body.targetId))
    return {
      kind: 'invalid',
      errors: [{ field: 'targetId', message: BOOKING_MESSAGES.combineTarget[lang] }],
    };
  const mismatch = BOOKING_MESSAGES.combineMismatch[lang];
  return withBookingChange(command.change, async (tx, effects) => {
    const rows = await lockBookings(tx, ids, scope);
    if (rows.length !== ids.length) return { kind: 'notFound' };
    const target = rows.find((row) => row.id === body.targetId)!;
    const others = rows.filter((row) => row !== target);
    if (others.some((row) => !sameParties(row, target)))
      return { kind: 'invalid', errors: [{ field: 'bookingIds', message: mismatch }] };
    const rules = await loadBookingSettings(tx, target.entityId);
    for (const row of rows) {
      const scheduled = !BEFORE_SCHEDULING.includes(row.status as BookingStatus);
      const refused = await refusal<BookingDetail>(tx, BookingAction.Combine, row, rules, command, {
        conflictMessage: scheduled ? mismatch : undefined,
      });
      if (refused) return refused;
    }

    const otherIds = others.map((row) => row.id);
    await moveLines(tx, target, otherIds);
    await moveProducts(tx, target.id, otherIds);
    const status = leastAdvanced(rows.map((row) => row.status as BookingStatus));
    const contacts = {
      customerContactIds: union(rows.map((row) => row.customerContactIds)),
      supplierContactIds: union(rows.map((row) => row.supplierContactIds)),
      factoryContactIds: union(rows.map((row) => row.factoryContactIds)),
    };
    await updateBooking(tx, target.id, { status, ...contacts });
    await rederiveBooking(tx, target.id);

    // The English text is stored; screens word it from combinedIntoId in the reader's language.
    const reason = `Combined into ${bookingNumber(target.id)}`;
    for (const other of others) {
      await updateBooking(tx, other.id, {
        status: BookingStatus.Cancel,
        combinedIntoId: target.id,
        cancelReason: reason,
      });
      await rederiveBooking(tx, other.id);
      await statusChangeEffects(
        effects,
        factsOf(other),
        BookingEvent.CombinedInto,
        BookingStatus.Cancel,
        reason,
      );
      await releaseAllocations(
        tx,
        effects,
        { ...factsOf(other), status: BookingStatus.Cancel },
        {
          notify: NotificationType.InspectionCancelled,
        },
      );
      await bookingChanged.run(tx, other.id);
    }

    const merged: BookingFacts = { ...factsOf(target), ...contacts, status };
    await effects.history(target, {
      action: BookingAction.Combine,
      fromStatus: target.status as BookingStatus,
      toStatus: status,
      changes: [{ field: 'combined', from: null, to: otherIds.map(bookingNumber).join(', ') }],
    });
    // Moved back before confirmation, the target no longer takes inspectors.
    if (!ALLOCATING_STATUSES.includes(status))
      await releaseAllocations(tx, effects, merged, { notify: NotificationType.InspectionModified });
    await alignTasks(tx, effects, merged);
    await effects.notify(merged, NotificationType.InspectionModified);
    return { kind: 'done', detail: await detailOf(tx, target.id, scope) };
  });
}
