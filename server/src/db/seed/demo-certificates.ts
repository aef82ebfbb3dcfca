import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { CertificateStatus, ReportResult, ReportStatus } from '@portal/domain';
import type { Db } from '../client';
import {
  bookings,
  customers,
  entities,
  inspectionCertificates,
  inspectionReports,
  userEntities,
  users,
} from '../schema';
import { certificateNumber, nextCertificateValue } from '../../modules/certificate/certificate-number';

/** How many of the entity's eligible bookings get a certificate, and how many of those are issued. */
const DEMO_CERTIFICATES = 4;
const DEMO_ISSUED = 3;

const CONSIGNEES = [
  { consignee: 'Maison Lefèvre SARL', destination: 'Le Havre, France', invoice: 'INV-2026-0417' },
  { consignee: 'Nordic Home AB', destination: 'Gothenburg, Sweden', invoice: 'INV-2026-0433' },
  { consignee: 'Casa Bella Import S.p.A.', destination: 'Genoa, Italy', invoice: null },
  { consignee: 'Harbour Retail Ltd', destination: 'Felixstowe, United Kingdom', invoice: 'INV-2026-0458' },
];

/**
 * A few inspection certificates of the entity (docs/reports.md, "Inspection certificates"): for the
 * bookings whose report is validated and passed and whose customer needs certificates, the first ones
 * issued (numbered from the entity's series, by the entity's first CS user, the day after the report was
 * validated) and the last one a draft, so the pending list keeps a draft and the search shows both states.
 * Runs after the demo reports. Idempotent: an entity with certificates keeps them.
 */
export async function seedDemoCertificates(db: Db, entityId: number, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await tx
      .select({ id: inspectionCertificates.id })
      .from(inspectionCertificates)
      .where(eq(inspectionCertificates.entityId, entityId))
      .limit(1);
    if (existing.length) return;

    const eligible = await tx
      .select({
        bookingId: bookings.id,
        customerId: bookings.customerId,
        totalQuantity: bookings.totalQuantity,
        validatedAt: inspectionReports.validatedAt,
      })
      .from(inspectionReports)
      .innerJoin(bookings, eq(bookings.id, inspectionReports.bookingId))
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(
        and(
          eq(bookings.entityId, entityId),
          eq(inspectionReports.status, ReportStatus.Validated),
          eq(inspectionReports.result, ReportResult.Pass),
          eq(customers.needsInspectionCertificate, true),
          sql`${bookings.totalQuantity} > 0`,
          notExists(
            tx.select().from(inspectionCertificates).where(eq(inspectionCertificates.bookingId, bookings.id)),
          ),
        ),
      )
      .orderBy(asc(inspectionReports.validatedAt), asc(bookings.id))
      .limit(DEMO_CERTIFICATES);
    if (!eligible.length) return;

    const [entity] = await tx
      .select({ shortName: entities.shortName })
      .from(entities)
      .where(eq(entities.id, entityId));
    const [issuer] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userEntities, eq(userEntities.userId, users.id))
      .where(and(eq(userEntities.entityId, entityId), eq(users.loginName, 'cs')))
      .limit(1);

    for (const [index, booking] of eligible.entries()) {
      const text = CONSIGNEES[index % CONSIGNEES.length]!;
      // The last of several stays a draft; a single one is issued.
      const issue = index < DEMO_ISSUED && (index < eligible.length - 1 || eligible.length === 1);
      const validated = booking.validatedAt ?? now;
      const issuedAt = new Date(Math.min(validated.getTime() + 86_400_000, now.getTime()));
      const year = issuedAt.getUTCFullYear();
      await tx.insert(inspectionCertificates).values({
        entityId,
        bookingId: booking.bookingId,
        customerId: booking.customerId,
        consignee: text.consignee,
        destination: text.destination,
        invoiceNumber: text.invoice,
        // The last issued one covers part of the lot (the rest shipped under another certificate).
        quantity: index === 1 ? Math.max(1, Math.floor(booking.totalQuantity / 2)) : booking.totalQuantity,
        remarks: index === 0 ? 'Cartons sealed in the presence of the inspector.' : null,
        ...(issue
          ? {
              status: CertificateStatus.Issued,
              number: certificateNumber(
                entity!.shortName,
                year,
                await nextCertificateValue(tx, entityId, year),
              ),
              issuedAt,
              issuedBy: issuer?.id ?? null,
            }
          : { status: CertificateStatus.Draft }),
      });
    }
  });
}
