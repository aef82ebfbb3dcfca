import { and, eq, sql } from 'drizzle-orm';
import { CertificateStatus, type InspectionCertificateDetail } from '@portal/domain';
import type { Db } from '../../db/client';
import { entities, inspectionCertificates as ic } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { certificateText } from './certificate-messages';
import { certificateNumber, nextCertificateValue } from './certificate-number';
import { certificateIn, eligibleBookingOf } from './certificate-queries';

/**
 * Issues a draft: locks it, checks its booking may still take a certificate (the report could have been
 * reopened since the draft was made), takes the next number of the entity's series of the year and stamps
 * who issued it and when. A certificate issued already is refused with its number.
 */
export async function issueCertificate(
  tx: Db,
  id: number,
  scope: ResourceScope,
): Promise<WorkflowOutcome<InspectionCertificateDetail>> {
  const lang = scope.lang ?? 'en';
  const [locked] = await tx
    .select({ status: ic.status, bookingId: ic.bookingId })
    .from(ic)
    .where(and(eq(ic.id, id), eq(ic.entityId, scope.entityId)))
    .for('update');
  if (!locked) return { kind: 'notFound' };
  const current = async () => {
    const { inspectionDateTo: _day, ...detail } = (await certificateIn(tx, id, scope.entityId))!;
    return detail;
  };
  if (locked.status !== CertificateStatus.Draft) {
    const detail = await current();
    return {
      kind: 'conflict',
      current: detail,
      message: certificateText('alreadyIssued', lang, { number: detail.number ?? '' }),
    };
  }
  if (!(await eligibleBookingOf(tx, locked.bookingId, scope.entityId)))
    return { kind: 'invalid', errors: [{ field: 'bookingId', message: certificateText('notNeeded', lang) }] };

  const issuedAt = new Date();
  const year = issuedAt.getUTCFullYear();
  const [entity] = await tx
    .select({ shortName: entities.shortName })
    .from(entities)
    .where(eq(entities.id, scope.entityId));
  const value = await nextCertificateValue(tx, scope.entityId, year);
  await tx
    .update(ic)
    .set({
      number: certificateNumber(entity!.shortName, year, value),
      status: CertificateStatus.Issued,
      issuedAt,
      issuedBy: scope.user.id,
      version: sql`${ic.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(ic.id, id));
  return { kind: 'done', detail: await current() };
}
