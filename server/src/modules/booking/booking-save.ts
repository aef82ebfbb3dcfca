import { and, eq, sql } from 'drizzle-orm';
import {
  BookingAction,
  BookingEvent,
  BookingStatus,
  BOOKING_MESSAGES,
  HOLDS_QUANTITY,
  NotificationType,
  SUPPLIER_RESCHEDULE_STATUSES,
  UserType,
  type BookingCreate,
  type BookingDetail,
  type BookingUpdate,
  type EntityBookingRules,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { bookingChanged } from './booking-hooks';
import { may } from './booking-access';
import { releaseAllocations } from './booking-allocations';
import { withBookingChange, type ChangeContext } from './booking-change';
import { bookingChanges, type EditableBooking } from './booking-changes';
import { bookingErrors } from './booking-checks';
import { bookingDetail } from './booking-detail';
import { productErrors, sampleProducts } from './booking-products';
import {
  heldOf,
  isBookedOverflow,
  lockPoLines,
  moveBookedQuantities,
  quantityErrors,
} from './booking-quantities';
import { lockBookingRow, storedLines } from './booking.repository';
import { loadBookingSettings } from './booking-settings.repository';
import { statusChangeEffects } from './booking-transitions';
import { columns, editable, factsOf, statusChangeOf, updateEffects } from './booking-save-effects';
import { lineErrors, writeDerived, writeLines, writeProducts } from './booking-write';

/**
 * Creating and changing a booking: one transaction with the booking, its lines and products, the PO lines'
 * booked quantities, the history and what the change raises (tasks, notifications, mails, sent after commit).
 * Checks that need no lock run first; the PO lines are then locked and checked again with what is left.
 */
export interface SaveContext extends ChangeContext {
  scope: ResourceScope;
  lang: Lang;
}

type Outcome = WorkflowOutcome<BookingDetail>;
const invalid = (errors: FieldError[]): Outcome => ({ kind: 'invalid', errors });

/** Why the caller may not change the booking: the entity's setting (suppliers, factories) or its status. */
function refusal(
  status: BookingStatus,
  scope: ResourceScope,
  rules: EntityBookingRules,
  lang: Lang,
): Outcome {
  const vendor = scope.user.userType === UserType.Supplier || scope.user.userType === UserType.Factory;
  const bySetting =
    vendor && SUPPLIER_RESCHEDULE_STATUSES.includes(status) && !rules.supplierMayRescheduleAfterRequested;
  return {
    kind: 'forbidden',
    message: (bySetting ? BOOKING_MESSAGES.supplierSettingForbids : BOOKING_MESSAGES.notAllowed)[lang],
  };
}

/** Locks and checks the PO lines; the sampled products when everything fits, else the field errors. */
async function checkLines(
  tx: Db,
  context: SaveContext,
  booking: EditableBooking,
  heldBefore: Map<number, number>,
) {
  const locked = await lockPoLines(tx, [...heldBefore.keys(), ...booking.lines.map((line) => line.poLineId)]);
  const ownership = lineErrors(booking, locked, context.scope.entityId, context.lang);
  if (ownership.length) return { errors: ownership, locked };
  const lineProducts = booking.lines.map((line) => locked.get(line.poLineId)!.productId);
  const errors = [
    ...productErrors(booking.products, lineProducts, context.lang),
    ...quantityErrors(booking.lines, locked, heldBefore, context.lang),
  ];
  const sampled = sampleProducts(
    booking.products,
    booking.lines.map((line, index) => ({ productId: lineProducts[index]!, quantity: line.quantity })),
  );
  return { errors, locked, sampled };
}

/** The backstop of the quantity rule (a race the locks missed) answers like the rule itself. */
async function guarded(context: SaveContext, booking: EditableBooking, work: () => Promise<Outcome>) {
  try {
    return await work();
  } catch (error) {
    if (!isBookedOverflow(error)) throw error;
    const locked = await lockPoLines(
      context.db,
      booking.lines.map((line) => line.poLineId),
    );
    const errors = quantityErrors(booking.lines, locked, new Map(), context.lang);
    return invalid(
      errors.length
        ? errors
        : [
            {
              field: 'lines',
              message: BOOKING_MESSAGES.overRemaining[context.lang].replace('{available}', '0'),
            },
          ],
    );
  }
}

export async function createBooking(context: SaveContext, body: BookingCreate): Promise<Outcome> {
  const { scope, lang } = context;
  const rules = await loadBookingSettings(context.db, scope.entityId);
  if (!may(BookingAction.Edit, BookingStatus.New, scope, rules))
    return refusal(BookingStatus.New, scope, rules, lang);
  const errors = await bookingErrors(context.db, body, scope, lang);
  if (errors.length) return invalid(errors);
  const booking = editable(body);
  const status = body.request ? BookingStatus.Requested : BookingStatus.New;
  return guarded(context, booking, () =>
    withBookingChange(context, async (tx, effects): Promise<Outcome> => {
      const checked = await checkLines(tx, context, booking, new Map());
      if (checked.errors.length || !checked.sampled) return invalid(checked.errors);
      const [row] = await tx
        .insert(bookings)
        .values({ ...columns(booking), entityId: scope.entityId, status, createdBy: context.actorId })
        .returning({ id: bookings.id });
      const id = row!.id;
      await writeLines(tx, id, booking.lines, [], checked.locked);
      await writeProducts(tx, id, checked.sampled);
      await writeDerived(tx, id, booking.lines, checked.locked);
      await moveBookedQuantities(tx, new Map(), heldOf(booking.lines));
      const facts = factsOf(id, scope.entityId, BookingStatus.New, booking);
      await effects.history(facts, { action: BookingEvent.Created, toStatus: BookingStatus.New });
      if (status === BookingStatus.Requested)
        await statusChangeEffects(effects, facts, BookingAction.Request, BookingStatus.Requested);
      return { kind: 'done', detail: (await bookingDetail(tx, id, scope))! };
    }),
  );
}

export async function updateBooking(context: SaveContext, body: BookingUpdate): Promise<Outcome> {
  const { scope, lang, db } = context;
  const current = await bookingDetail(db, body.id, scope);
  if (!current) return { kind: 'notFound' };
  if (current.version !== body.version) return { kind: 'conflict', current };
  const rules = await loadBookingSettings(db, scope.entityId);
  if (!may(BookingAction.Edit, current.status, scope, rules))
    return refusal(current.status, scope, rules, lang);
  const booking = editable(body);
  // Past the draft the booking's parties are fixed: its lines, tasks and people follow from them.
  const moved = (['customerId', 'supplierId', 'factoryId'] as const).filter(
    (key) => current[key] !== booking[key],
  );
  if (current.status !== BookingStatus.New && moved.length)
    return invalid(moved.map((field) => ({ field, message: BOOKING_MESSAGES.notAllowed[lang] })));
  const errors = await bookingErrors(db, body, scope, lang);
  if (errors.length) return invalid(errors);
  return guarded(context, booking, () =>
    withBookingChange(context, async (tx, effects): Promise<Outcome> => {
      const row = await lockBookingRow(tx, body.id, scope);
      if (!row) return { kind: 'notFound' };
      const before = row.status as BookingStatus;
      if (row.version !== body.version)
        return { kind: 'conflict', current: (await bookingDetail(tx, body.id, scope))! };
      if (!may(BookingAction.Edit, before, scope, rules)) return refusal(before, scope, rules, lang);
      const stored = await storedLines(tx, body.id);
      const heldBefore = HOLDS_QUANTITY(before) ? heldOf(stored) : new Map<number, number>();
      const checked = await checkLines(tx, context, booking, heldBefore);
      if (checked.errors.length || !checked.sampled) return invalid(checked.errors);
      const previous: EditableBooking = { ...row, lines: stored, products: current.products };
      const changes = await bookingChanges(tx, previous, booking, checked.locked);
      const datesMoved =
        row.inspectionDateFrom !== booking.inspectionDateFrom ||
        row.inspectionDateTo !== booking.inspectionDateTo;
      const statusChange = statusChangeOf(before, body, datesMoved);
      const to = statusChange?.to ?? before;
      await tx
        .update(bookings)
        .set({
          ...columns(booking),
          status: to,
          version: sql`${bookings.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.id, body.id), eq(bookings.version, body.version)));
      await writeLines(tx, body.id, booking.lines, stored, checked.locked);
      await writeProducts(tx, body.id, checked.sampled);
      await writeDerived(tx, body.id, booking.lines, checked.locked);
      await moveBookedQuantities(tx, heldBefore, HOLDS_QUANTITY(to) ? heldOf(booking.lines) : new Map());
      const total = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
      await updateEffects(
        effects,
        factsOf(body.id, row.entityId, before, booking),
        statusChange,
        changes,
        total(stored) !== total(booking.lines),
      );
      // Inspectors of days the booking no longer has are free again; the other days keep theirs.
      if (statusChange?.change === BookingEvent.Rescheduled)
        await releaseAllocations(tx, effects, factsOf(body.id, row.entityId, to, booking), {
          keep: { from: booking.inspectionDateFrom, to: booking.inspectionDateTo },
          notify: NotificationType.InspectionRescheduled,
        });
      await bookingChanged.run(tx, body.id);
      return { kind: 'done', detail: (await bookingDetail(tx, body.id, scope))! };
    }),
  );
}
