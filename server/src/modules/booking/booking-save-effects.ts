import {
  AqlLevel,
  BookingAction,
  BookingEvent,
  BookingStatus,
  CONFIRMED_STATUSES,
  NotificationType,
  type BookingCreate,
  type BookingUpdate,
} from '@portal/domain';
import type { BookingEffects, BookingFacts } from './booking-change';
import type { EditableBooking, FieldChange } from './booking-changes';
import { statusChangeEffects } from './booking-transitions';

/** A save's body as stored, and what an update does besides its rows (booking-save.ts runs them). */

/** The body as stored: trimmed instructions, each contact once, a custom size only for the custom level. */
export const editable = (body: BookingCreate): EditableBooking => ({
  customerId: body.customerId,
  supplierId: body.supplierId,
  factoryId: body.factoryId,
  serviceType: body.serviceType,
  inspectionDateFrom: body.inspectionDateFrom,
  inspectionDateTo: body.inspectionDateTo,
  officeId: body.officeId ?? null,
  instructions: body.instructions?.trim() ? body.instructions.trim() : null,
  containerCount: body.containerCount ?? 0,
  customerContactIds: [...new Set(body.customerContactIds ?? [])],
  supplierContactIds: [...new Set(body.supplierContactIds ?? [])],
  factoryContactIds: [...new Set(body.factoryContactIds ?? [])],
  lines: body.lines.map((line) => ({
    poLineId: line.poLineId,
    quantity: line.quantity,
    containerNo: line.containerNo ?? null,
  })),
  // An AQL left out of the body is a class not inspected, as null is.
  products: body.products.map((product) => ({
    ...product,
    customSampleSize: product.aqlLevel === AqlLevel.Custom ? (product.customSampleSize ?? null) : null,
    criticalAql: product.criticalAql ?? null,
    majorAql: product.majorAql ?? null,
    minorAql: product.minorAql ?? null,
    pickingGroup: product.pickingGroup ?? null,
  })),
});

/** The booking's own columns (no lines, no products). */
export const columns = (booking: EditableBooking) => {
  const { lines: _lines, products: _products, ...own } = booking;
  return own;
};

export const factsOf = (
  id: number,
  entityId: number,
  status: BookingStatus,
  booking: EditableBooking,
): BookingFacts => ({
  id,
  entityId,
  status,
  ...columns(booking),
});

/**
 * The status change a save makes, if any: a draft saved with `request` is requested; a confirmed booking
 * whose inspection dates move is rescheduled (planning plans it again).
 */
export function statusChangeOf(before: BookingStatus, body: BookingUpdate, datesMoved: boolean) {
  if (body.request && before === BookingStatus.New)
    return { change: BookingAction.Request, to: BookingStatus.Requested } as const;
  if (datesMoved && CONFIRMED_STATUSES.includes(before))
    return { change: BookingEvent.Rescheduled, to: BookingStatus.Rescheduled } as const;
  return null;
}

/** History, tasks, notifications and mails of an update (the status table decides what a status change does). */
export async function updateEffects(
  effects: BookingEffects,
  facts: BookingFacts,
  statusChange: ReturnType<typeof statusChangeOf>,
  changes: FieldChange[],
  quantityChanged: boolean,
) {
  const from = facts.status;
  if (changes.length)
    await effects.history(facts, { action: BookingAction.Edit, fromStatus: from, toStatus: from, changes });
  if (statusChange) await statusChangeEffects(effects, facts, statusChange.change, statusChange.to);
  else if (from !== BookingStatus.New && changes.length)
    await effects.notify(facts, NotificationType.InspectionModified);
  if (quantityChanged && CONFIRMED_STATUSES.includes(from))
    await effects.notify(
      { ...facts, status: statusChange?.to ?? from },
      NotificationType.BookingQuantityChange,
    );
}
