import {
  AqlLevel,
  BookingAction,
  BookingEvent,
  BookingStatus as S,
  bookingNumber,
  computeSampling,
  isCategoryVisible,
  notificationCategory,
  NotificationType,
  TaskType,
  UserType,
} from '@portal/domain';
import type { NewNotification } from '../../modules/work-items/notifications.repository';
import type { NewTask } from '../../modules/work-items/tasks.repository';
import {
  DAY,
  isParty,
  officeOf,
  type AqlChoice,
  type People,
  type Planned,
  type References,
  type Step,
} from './demo-booking-model';
import { isoDay } from './demo-booking-stories';

/**
 * What the demo bookings write, computed from their plan: the booking rows with the columns a save
 * derives, each product's AQL and sampling, the open tasks of each status and the demo customer's
 * notifications.
 */

/** Without an inspection service of the booking's type for the customer: AQL II, 0 / 2.5 / 4.0. */
const DEFAULT_AQL: AqlChoice = { aqlLevel: AqlLevel.AQLII, critical: 0, major: 2.5, minor: 4 };

/** The booking as a save leaves it, with the columns the summary reads (booking-write.ts derivedColumns). */
/** The booking's first and last inspection days (yyyy-MM-dd), `today` being the seeding day's UTC midnight. */
export function inspectionDays(booking: Planned, today: number): { from: string; to: string } {
  const from = today + booking.day * DAY;
  return { from: isoDay(from), to: isoDay(from + booking.extraDays * DAY) };
}

export function bookingRow(booking: Planned, references: References, today: number) {
  const { order } = booking;
  const poNumbers = [...new Set(booking.lines.map((item) => item.poNumber))].sort();
  const productReferences = [...new Set(booking.lines.map((item) => item.line.reference))].sort();
  const office = officeOf(order, references);
  const days = inspectionDays(booking, today);
  return {
    id: booking.id,
    entityId: order.entityId,
    customerId: order.customerId,
    supplierId: order.supplierId,
    factoryId: order.factoryId,
    serviceType: booking.serviceType,
    status: booking.status,
    heldFromStatus: booking.status === S.Hold ? booking.heldFrom : null,
    inspectionDateFrom: days.from,
    inspectionDateTo: days.to,
    // A draft may not have its office yet.
    officeId: booking.status === S.New && booking.key % 2 === 0 ? null : (office?.id ?? null),
    instructions: booking.instructions,
    containerCount: booking.containerCount,
    customerContactIds: booking.customerContactIds,
    supplierContactIds: booking.supplierContactIds,
    factoryContactIds: booking.factoryContactIds,
    parentId: booking.parent?.id ?? null,
    combinedIntoId: booking.combinedInto?.id ?? null,
    holdReason: booking.status === S.Hold ? booking.holdReason : null,
    cancelReason: booking.status === S.Cancel ? booking.cancelReason : null,
    poNumbers: poNumbers.join(', '),
    searchText: [bookingNumber(booking.id), ...poNumbers, ...productReferences].join(' ').toLowerCase(),
    productCount: new Set(booking.lines.map((item) => item.line.productId)).size,
    totalQuantity: booking.lines.reduce((sum, item) => sum + item.quantity, 0),
    createdBy: booking.createdBy,
    version: booking.steps.length,
    createdAt: new Date(booking.steps[0]!.at),
    updatedAt: new Date(booking.steps.at(-1)!.at),
  };
}

/** Per product: the AQL of the customer's service of that type, its lot, and the sampling computed for it. */
export function productRows(booking: Planned, references: References) {
  const choice = references.aql.get(`${booking.order.customerId}:${booking.serviceType}`) ?? DEFAULT_AQL;
  const lots = new Map<number, number>();
  for (const item of booking.lines)
    lots.set(item.line.productId, (lots.get(item.line.productId) ?? 0) + item.quantity);
  // Picking: the first two products are drawn together, one lot of both quantities.
  const grouped = booking.picking ? [...lots.keys()].slice(0, 2) : [];
  const groupLot = grouped.reduce((sum, productId) => sum + lots.get(productId)!, 0);
  return [...lots].map(([productId, quantity]) => {
    const lotSize = grouped.includes(productId) ? groupLot : quantity;
    return {
      bookingId: booking.id,
      productId,
      aqlLevel: choice.aqlLevel,
      customSampleSize: null,
      criticalAql: choice.critical,
      majorAql: choice.major,
      minorAql: choice.minor,
      pickingGroup: grouped.includes(productId) ? 1 : null,
      lotSize,
      sampling: computeSampling({
        lotSize,
        level: choice.aqlLevel,
        critical: choice.critical,
        major: choice.major,
        minor: choice.minor,
      }),
    };
  });
}

/** When the booking reached a status (the last step that led to it). */
function reachedAt(booking: Planned, status: S): number {
  return [...booking.steps].reverse().find((step) => step.to === status)?.at ?? booking.steps.at(-1)!.at;
}

/**
 * The open tasks of each booking's status, as the steps raised them: Requested waits for CS to verify (a
 * split child for CS to verify the split), Verified for CS to confirm, Confirmed and Rescheduled for planning
 * to schedule. Hold closes none: a held booking keeps the task of the status it was held from.
 */
export function openTasks(planned: Planned[], people: People): NewTask[] {
  const tasks: NewTask[] = [];
  for (const booking of planned) {
    const status = booking.status === S.Hold ? booking.heldFrom! : booking.status;
    const { order } = booking;
    const cs = people.csOf.get(order.customerId) ?? [];
    let type: TaskType | null = null;
    let assignees: number[] = [];
    if (status === S.Requested) {
      type = booking.parent ? TaskType.SplitInspectionBooking : TaskType.InspectionVerified;
      assignees = cs;
    } else if (status === S.Verified) {
      type = TaskType.InspectionConfirmed;
      assignees = cs;
    } else if (status === S.Confirmed || status === S.Rescheduled) {
      type = TaskType.ScheduleInspection;
      assignees = people.planners.get(order.entityId) ?? [];
    }
    if (type == null) continue;
    const createdAt = new Date(reachedAt(booking, status));
    for (const userId of assignees)
      tasks.push({
        userId,
        entityId: order.entityId,
        type,
        linkId: booking.id,
        parentId: booking.parent?.id ?? null,
        staffName: null,
        createdAt,
      });
  }
  return tasks;
}

const NOTIFIED: Partial<Record<Step['action'], NotificationType>> = {
  [BookingAction.Verify]: NotificationType.InspectionVerified,
  [BookingAction.Confirm]: NotificationType.InspectionConfirmed,
  [BookingAction.Hold]: NotificationType.InspectionHold,
  [BookingAction.Cancel]: NotificationType.InspectionCancelled,
  [BookingEvent.Rescheduled]: NotificationType.InspectionRescheduled,
  [BookingAction.Split]: NotificationType.InspectionSplit,
  [BookingAction.Combine]: NotificationType.InspectionModified,
  [BookingEvent.CombinedInto]: NotificationType.InspectionCancelled,
};
const CUSTOMER_NOTIFICATIONS = 8;

/** The demo customer user hears of the latest steps others took on its bookings; the older ones are read. */
export function customerNotifications(
  planned: Planned[],
  people: People,
  now: number,
): (NewNotification & { isRead: boolean })[] {
  const customer = people.byLogin.get('customer');
  if (!customer) return [];
  const heard = planned
    .filter((booking) => isParty(people, 'customer', booking.order))
    .flatMap((booking) =>
      booking.steps
        .filter((step) => step.userId !== customer.id && NOTIFIED[step.action] != null)
        .map((step) => ({ booking, step, type: NOTIFIED[step.action]! })),
    )
    .filter(({ type }) => isCategoryVisible(UserType.Customer, notificationCategory(type)))
    .sort((a, b) => b.step.at - a.step.at)
    .slice(0, CUSTOMER_NOTIFICATIONS);
  return heard.map(({ booking, step, type }) => ({
    userId: customer.id,
    entityId: booking.order.entityId,
    type,
    linkId: booking.id,
    message: null,
    isRead: now - step.at > 2 * DAY,
    createdAt: new Date(step.at),
  }));
}
