import { and, eq, sql } from 'drizzle-orm';
import {
  CertificateStatus,
  type InspectionCertificateDetail,
  type InspectionCertificateSave,
  type InspectionCertificateUpdate,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { inspectionCertificates as ic } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import { isUniqueViolation } from '../kit/db-errors';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { certificateIn, eligibleBookingOf, otherLiveCertificate } from './certificate-queries';
import { certificateText } from './certificate-messages';

type Outcome = WorkflowOutcome<InspectionCertificateDetail>;

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

const values = (body: InspectionCertificateSave) => ({
  consignee: body.consignee.trim(),
  invoiceNumber: blankToNull(body.invoiceNumber),
  destination: blankToNull(body.destination),
  quantity: body.quantity,
  remarks: blankToNull(body.remarks),
});

/** Field refusals of the booking and the quantity (the rule file has checked presence and lengths). */
async function bookingErrors(
  tx: Db,
  body: InspectionCertificateSave,
  scope: ResourceScope,
  exceptId: number | null,
): Promise<{ errors: FieldError[]; customerId: number | null }> {
  const lang: Lang = scope.lang ?? 'en';
  const booking = await eligibleBookingOf(tx, body.bookingId, scope.entityId);
  if (!booking)
    return {
      errors: [{ field: 'bookingId', message: certificateText('notNeeded', lang) }],
      customerId: null,
    };
  const errors: FieldError[] = [];
  if (await otherLiveCertificate(tx, body.bookingId, exceptId))
    errors.push({ field: 'bookingId', message: certificateText('alreadyCertified', lang) });
  if (!body.consignee.trim())
    errors.push({ field: 'consignee', message: certificateText('consigneeRequired', lang) });
  if (body.quantity > booking.totalQuantity)
    errors.push({
      field: 'quantity',
      message: certificateText('quantityTooLarge', lang, { max: booking.totalQuantity }),
    });
  return { errors, customerId: booking.customerId };
}

const detailOf = async (tx: Db, id: number, entityId: number): Promise<InspectionCertificateDetail> => {
  const { inspectionDateTo: _day, ...detail } = (await certificateIn(tx, id, entityId))!;
  return detail;
};

/** A draft certificate for an eligible booking of the entity without a live certificate. */
export async function createCertificate(
  tx: Db,
  body: InspectionCertificateSave,
  scope: ResourceScope,
): Promise<Outcome> {
  const { errors, customerId } = await bookingErrors(tx, body, scope, null);
  if (errors.length) return { kind: 'invalid', errors };
  try {
    // In a savepoint: a draft made at the same moment for the same booking hits the unique index.
    const id = await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(ic)
        .values({
          ...values(body),
          entityId: scope.entityId,
          bookingId: body.bookingId,
          customerId: customerId!,
          status: CertificateStatus.Draft,
        })
        .returning({ id: ic.id });
      return row!.id;
    });
    return { kind: 'done', detail: await detailOf(tx, id, scope.entityId) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return {
      kind: 'invalid',
      errors: [{ field: 'bookingId', message: certificateText('alreadyCertified', scope.lang ?? 'en') }],
    };
  }
}

/**
 * A draft's fields at the version it was read. The booking stays the certificate's own (a body naming
 * another one is refused as not its booking); an issued certificate is refused with the reason.
 */
export async function updateCertificate(
  tx: Db,
  body: InspectionCertificateUpdate,
  scope: ResourceScope,
): Promise<Outcome> {
  const lang = scope.lang ?? 'en';
  const [locked] = await tx
    .select({ id: ic.id })
    .from(ic)
    .where(and(eq(ic.id, body.id), eq(ic.entityId, scope.entityId)))
    .for('update');
  if (!locked) return { kind: 'notFound' };
  const current = await detailOf(tx, body.id, scope.entityId);
  // The status first: a save at an old version of a since-issued certificate is told why, not just "stale".
  if (current.status !== CertificateStatus.Draft)
    return { kind: 'conflict', current, message: certificateText('notDraft', lang) };
  if (current.version !== body.version) return { kind: 'conflict', current };
  if (body.bookingId !== current.bookingId)
    return {
      kind: 'invalid',
      errors: [{ field: 'bookingId', message: certificateText('otherBooking', lang) }],
    };
  const { errors } = await bookingErrors(tx, body, scope, body.id);
  if (errors.length) return { kind: 'invalid', errors };
  await tx
    .update(ic)
    .set({ ...values(body), version: sql`${ic.version} + 1`, updatedAt: sql`now()` })
    .where(eq(ic.id, body.id));
  return { kind: 'done', detail: await detailOf(tx, body.id, scope.entityId) };
}
