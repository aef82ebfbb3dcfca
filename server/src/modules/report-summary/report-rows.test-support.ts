import { eq } from 'drizzle-orm';
import {
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  ReportStatus,
  ReviewLevel,
  ReviewStatus,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { bookingAllocations, bookings, inspectionReports, users } from '../../db/schema';

/**
 * Reports written straight into the database for the summary and decision tests (filling and review have
 * tests of their own): the booking's parties and dates copied as the report module does.
 */
export interface ReportSeed {
  result?: ReportResult | null;
  status?: ReportStatus;
  reviewStatus?: ReviewStatus | null;
  submittedAt?: Date | null;
  validatedAt?: Date | null;
  sentAt?: Date | null;
  dueAt?: Date | null;
}

export async function seedReport(db: Db, bookingId: number, seed: ReportSeed = {}): Promise<number> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [row] = await db
    .insert(inspectionReports)
    .values({
      bookingId,
      entityId: booking!.entityId,
      customerId: booking!.customerId,
      supplierId: booking!.supplierId,
      factoryId: booking!.factoryId,
      inspectionDateFrom: booking!.inspectionDateFrom,
      inspectionDateTo: booking!.inspectionDateTo,
      sections: [],
      missionStatus: MissionStatus.Completed,
      fillStatus: ReportFillStatus.Filling,
      reviewStatus: seed.reviewStatus === undefined ? ReviewStatus.Validated : seed.reviewStatus,
      reviewLevel: ReviewLevel.Checker,
      status: seed.status ?? ReportStatus.Validated,
      result: seed.result === undefined ? ReportResult.Pass : seed.result,
      submittedAt: seed.submittedAt ?? null,
      validatedAt: seed.validatedAt ?? null,
      sentAt: seed.sentAt ?? null,
      dueAt: seed.dueAt ?? null,
    })
    .returning({ id: inspectionReports.id });
  return row!.id;
}

/** The staff record behind a login (the demo inspector, the outsourced qcpartner...). */
export async function staffOf(db: Db, login: string): Promise<number> {
  const [row] = await db.select({ staffId: users.staffId }).from(users).where(eq(users.loginName, login));
  if (row?.staffId == null) throw new Error(`${login} has no staff record`);
  return row.staffId;
}

export async function allocateStaff(db: Db, bookingId: number, staffId: number): Promise<void> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  await db.insert(bookingAllocations).values({
    entityId: booking!.entityId,
    bookingId,
    staffId,
    inspectionDate: booking!.inspectionDateFrom,
    manDays: 1,
  });
}
