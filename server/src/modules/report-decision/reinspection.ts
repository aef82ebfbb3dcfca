import {
  BookingAction,
  BookingEvent,
  BookingStatus,
  bookingNumber,
  type BookingCreate,
  type BookingDetail,
  type Lang,
  type ReinspectionRequest,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { BookingEffects } from '../booking/booking-change';
import { bookingErrors } from '../booking/booking-checks';
import { bookingDetail } from '../booking/booking-detail';
import { productErrors, sampleProducts } from '../booking/booking-products';
import { heldOf, lockPoLines, quantityErrors } from '../booking/booking-quantities';
import { columns, editable, factsOf } from '../booking/booking-save-effects';
import { statusChangeEffects } from '../booking/booking-transitions';
import { lineErrors, writeDerived, writeLines, writeProducts } from '../booking/booking-write';
import type { ResourceScope } from '../kit/resource-definition';
import { reportText } from '../report/report-access';

/**
 * A re-inspection asked by the customer's decision (docs/reports.md "Customer decision"): a new booking of
 * the same customer, supplier, factory, service type, office, contacts, PO lines, quantities and AQL choices,
 * on the days the customer chose, Requested at once and linked by reinspection_of_id. Written with the
 * booking module's own steps (checks, lines, products, derived columns, history, the Request's tasks and
 * notifications) inside the decision's transaction.
 *
 * Quantities: the re-inspection checks the same goods again, so it takes over what the first booking holds
 * of each PO line instead of booking it a second time: booked_quantity does not move (the first booking,
 * ReportSent, is never changed or cancelled again). From then on the re-inspection holds it like any booking:
 * cancelling it frees those quantities.
 */

/** The first booking as a new booking's body on the asked days (read-only fields left out). */
function reinspectionBody(original: BookingDetail, days: ReinspectionRequest): BookingCreate {
  return {
    customerId: original.customerId,
    supplierId: original.supplierId,
    factoryId: original.factoryId,
    serviceType: original.serviceType,
    inspectionDateFrom: days.inspectionDateFrom,
    inspectionDateTo: days.inspectionDateTo,
    officeId: original.officeId,
    instructions: original.instructions,
    containerCount: original.containerCount,
    customerContactIds: original.customerContactIds,
    supplierContactIds: original.supplierContactIds,
    factoryContactIds: original.factoryContactIds,
    lines: original.lines.map((line) => ({
      id: null,
      poLineId: line.poLineId,
      quantity: line.quantity,
      containerNo: line.containerNo,
    })),
    products: original.products.map((product) => ({
      productId: product.productId,
      aqlLevel: product.aqlLevel,
      customSampleSize: product.customSampleSize,
      criticalAql: product.criticalAql,
      majorAql: product.majorAql,
      minorAql: product.minorAql,
      pickingGroup: product.pickingGroup,
    })),
    request: true,
  };
}

/** The booking's own refusals, their fields under `reinspection.` when they are the asked days. */
const underReinspection = (errors: FieldError[]): FieldError[] =>
  errors.map((error) =>
    error.field.startsWith('inspectionDate') ? { ...error, field: `reinspection.${error.field}` } : error,
  );

export type ReinspectionOutcome = { id: number } | { errors: FieldError[] };

export async function createReinspection(
  tx: Db,
  effects: BookingEffects,
  scope: ResourceScope,
  lang: Lang,
  originalId: number,
  days: ReinspectionRequest,
): Promise<ReinspectionOutcome> {
  const original = await bookingDetail(tx, originalId, scope);
  if (!original) return { errors: [{ field: 'bookingId', message: reportText('notAllowed', lang) }] };
  const body = reinspectionBody(original, days);
  const checked = await bookingErrors(tx, body, scope, lang);
  if (checked.length) return { errors: underReinspection(checked) };
  const booking = editable(body);
  // What the first booking holds is this booking's own: the check finds the same room as that booking had.
  const takenOver = heldOf(booking.lines);
  const locked = await lockPoLines(
    tx,
    booking.lines.map((line) => line.poLineId),
  );
  const lineProducts = booking.lines.map((line) => locked.get(line.poLineId)?.productId ?? 0);
  const errors = [
    ...lineErrors(booking, locked, scope.entityId, lang),
    ...productErrors(booking.products, lineProducts, lang),
    ...quantityErrors(booking.lines, locked, takenOver, lang),
  ];
  if (errors.length) return { errors };
  const sampled = sampleProducts(
    booking.products,
    booking.lines.map((line, index) => ({ productId: lineProducts[index]!, quantity: line.quantity })),
  );
  const [row] = await tx
    .insert(bookings)
    .values({
      ...columns(booking),
      entityId: scope.entityId,
      // Requested at once, as a booking saved with `request`: created, then the request's effects.
      status: BookingStatus.Requested,
      createdBy: scope.user.id,
      reinspectionOfId: originalId,
    })
    .returning({ id: bookings.id });
  const id = row!.id;
  await writeLines(tx, id, booking.lines, [], locked);
  await writeProducts(tx, id, sampled);
  await writeDerived(tx, id, booking.lines, locked);
  const facts = factsOf(id, scope.entityId, BookingStatus.New, booking);
  await effects.history(facts, {
    action: BookingEvent.Created,
    toStatus: BookingStatus.New,
    reason: reportText('reinspectionOf', lang, { bookingNo: bookingNumber(originalId) }),
  });
  await statusChangeEffects(effects, facts, BookingAction.Request, BookingStatus.Requested);
  return { id };
}
