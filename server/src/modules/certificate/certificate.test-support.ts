import { and, asc, eq, gt, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import {
  BookingStatus,
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  ReportStatus,
  ReviewStatus,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { bookings, customers, inspectionCertificates, inspectionReports } from '../../db/schema';

export interface ReportedBooking {
  bookingId: number;
  customerId: number;
  totalQuantity: number;
}

/** The bookings a test file's fixtures have given a report already (each file loads this module anew). */
const taken = new Set<number>();

/**
 * Bookings of the entity finished by their inspectors (Inspected, Validated or ReportSent), with goods and
 * no certificate, not used by an earlier call, each given a report in the state asked (replacing the demo
 * one); the customer's needs_inspection_certificate flag is set as asked too. What the certificate tests
 * start from, whatever the demo data's own reports are.
 */
export async function reportedBookings(
  db: Db,
  entityId: number,
  count: number,
  report: { status?: ReportStatus; result?: ReportResult; customerNeedsCertificate?: boolean } = {},
  exceptCustomerIds: number[] = [],
): Promise<ReportedBooking[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      customerId: bookings.customerId,
      supplierId: bookings.supplierId,
      factoryId: bookings.factoryId,
      from: bookings.inspectionDateFrom,
      to: bookings.inspectionDateTo,
      totalQuantity: bookings.totalQuantity,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.entityId, entityId),
        inArray(bookings.status, [
          BookingStatus.Inspected,
          BookingStatus.Validated,
          BookingStatus.ReportSent,
        ]),
        gt(bookings.totalQuantity, 0),
        exceptCustomerIds.length ? sql`${bookings.customerId} not in ${exceptCustomerIds}` : undefined,
        taken.size ? notInArray(bookings.id, [...taken]) : undefined,
        notExists(
          db.select().from(inspectionCertificates).where(eq(inspectionCertificates.bookingId, bookings.id)),
        ),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(count);
  if (rows.length < count) throw new Error(`the demo data has fewer than ${count} finished bookings left`);
  const status = report.status ?? ReportStatus.Validated;
  for (const row of rows) {
    taken.add(row.bookingId);
    // The demo's own report of the booking, if any, is replaced by one in the state asked.
    await db.delete(inspectionReports).where(eq(inspectionReports.bookingId, row.bookingId));
    await db.insert(inspectionReports).values({
      bookingId: row.bookingId,
      entityId,
      customerId: row.customerId,
      supplierId: row.supplierId,
      factoryId: row.factoryId,
      inspectionDateFrom: row.from,
      inspectionDateTo: row.to,
      sections: [],
      missionStatus: MissionStatus.Completed,
      fillStatus: ReportFillStatus.Filling,
      reviewStatus: status === ReportStatus.Validated ? ReviewStatus.Validated : ReviewStatus.InProgress,
      status,
      result: report.result ?? ReportResult.Pass,
      submittedAt: new Date(),
      validatedAt: status === ReportStatus.Validated ? new Date() : null,
    });
    await db
      .update(customers)
      .set({ needsInspectionCertificate: report.customerNeedsCertificate ?? true })
      .where(eq(customers.id, row.customerId));
  }
  return rows.map(({ bookingId, customerId, totalQuantity }) => ({ bookingId, customerId, totalQuantity }));
}
