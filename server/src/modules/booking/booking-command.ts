import {
  BOOKING_MESSAGES,
  BookingStatus,
  UserType,
  type BookingAction,
  type BookingDetail,
  type EntityBookingRules,
  type Lang,
} from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { may } from './booking-access';
import type { BookingFacts, ChangeContext } from './booking-change';
import { heldOf, moveBookedQuantities } from './booking-quantities';
import { bookingRepository, lockBookingRow, storedLines } from './booking.repository';
import { bookingScopeCondition } from './booking-scope';

/**
 * What the lifecycle commands (steps, split, combine, picking) share: the booking locked within the
 * caller's scope, the facts its effects need, the answer after the change, and why a command is refused.
 */
export type BookingRecord = typeof bookings.$inferSelect;

/** Who asks, in which entity and language, and the unit of work their change runs in. */
export interface BookingCommand {
  change: ChangeContext;
  scope: ResourceScope;
  lang: Lang;
}

/**
 * The caller's bookings among `ids`, locked FOR UPDATE in id order (two combines of overlapping bookings
 * then wait for each other instead of deadlocking). A booking outside the scope is simply absent.
 */
export async function lockBookings(tx: Db, ids: readonly number[], scope: ResourceScope) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(bookings)
    .where(and(inArray(bookings.id, [...ids]), bookingScopeCondition(scope)))
    .orderBy(asc(bookings.id))
    .for('update');
}

/** One booking of the caller's, locked: the repository's own lock, so every change locks alike. */
export const lockBooking = lockBookingRow;

export function factsOf(row: BookingRecord): BookingFacts {
  return {
    id: row.id,
    entityId: row.entityId,
    customerId: row.customerId,
    supplierId: row.supplierId,
    factoryId: row.factoryId,
    status: row.status as BookingStatus,
    inspectionDateFrom: row.inspectionDateFrom,
    inspectionDateTo: row.inspectionDateTo,
    customerContactIds: row.customerContactIds,
    supplierContactIds: row.supplierContactIds,
    factoryContactIds: row.factoryContactIds,
  };
}

/** The booking as the caller sees it, inside the command's transaction (so after its own writes). */
export async function detailOf(tx: Db, id: number, scope: ResourceScope): Promise<BookingDetail> {
  const detail = await bookingRepository.get(tx, id, scope);
  if (!detail) throw new Error(`booking ${id} is not readable inside its own change`);
  return detail;
}

/** The booking moved on since the caller read it: 409 with what it is now. */
export async function staleAnswer<T>(
  tx: Db,
  row: BookingRecord,
  command: BookingCommand,
  wrap: (current: BookingDetail) => T = (current) => current as T,
): Promise<Extract<WorkflowOutcome<T>, { kind: 'conflict' }>> {
  return { kind: 'conflict', current: wrap(await detailOf(tx, row.id, command.scope)) };
}

const STATUSES = Object.values(BookingStatus).filter(
  (value): value is BookingStatus => typeof value === 'number',
);
/** The entity settings at their most lenient: what a supplier could do were the entity not stricter. */
const LENIENT: EntityBookingRules = {
  supplierMayCancelAfterRequested: true,
  supplierMayRescheduleAfterRequested: true,
};

/**
 * Why the caller may not take `action` on `row` now, or null when they may:
 * - a supplier or factory user whom only the entity's setting stops: 403 saying so;
 * - a caller who may take the action in some other status: 409 with the booking (its state forbids it);
 * - a caller who may never take it (a customer verifying): 403.
 */
export async function refusal<T>(
  tx: Db,
  action: BookingAction,
  row: BookingRecord,
  rules: EntityBookingRules,
  command: BookingCommand,
  options: { conflictMessage?: string; wrap?: (current: BookingDetail) => T } = {},
): Promise<WorkflowOutcome<T> | null> {
  const { scope, lang } = command;
  const status = row.status as BookingStatus;
  if (may(action, status, scope, rules)) return null;
  const vendor = scope.user.userType === UserType.Supplier || scope.user.userType === UserType.Factory;
  if (vendor && may(action, status, scope, LENIENT))
    return { kind: 'forbidden', message: BOOKING_MESSAGES.supplierSettingForbids[lang] };
  if (!STATUSES.some((other) => may(action, other, scope, LENIENT))) return { kind: 'forbidden' };
  const stale = await staleAnswer(tx, row, command, options.wrap);
  return { ...stale, message: options.conflictMessage ?? BOOKING_MESSAGES.notAllowed[lang] };
}

/** Every write of a command moves the booking on a version, so a screen holding the old one gets 409. */
export async function updateBooking(
  tx: Db,
  id: number,
  values: Partial<Omit<BookingRecord, 'id' | 'version'>>,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...values, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
    .where(eq(bookings.id, id));
}

/** A cancelled booking holds nothing: its lines' quantities go back to their purchase-order lines. */
export async function releaseBookedQuantities(tx: Db, bookingId: number): Promise<void> {
  await moveBookedQuantities(tx, heldOf(await storedLines(tx, bookingId)), new Map());
}
