import { eq, sql } from 'drizzle-orm';
import {
  allowedReportActions,
  BookingStatus,
  MissionStatus,
  ReportFillStatus,
  ReportStatus,
  type ReportAction,
  type ReportActionContext,
  type ReportResult,
  type ReviewLevel,
  type ReviewStatus,
  type UserType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customers, inspectionReports, reportCustomerDecisions } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { isAllocatedInspector, type BookingRow } from './report-scope';

export type ReportRecord = typeof inspectionReports.$inferSelect;

/** The booking's report (locked FOR UPDATE when asked: two reviewers then act one after the other). */
export async function reportOf(
  db: Db,
  bookingId: number,
  options: { lock?: boolean } = {},
): Promise<ReportRecord | null> {
  const query = db.select().from(inspectionReports).where(eq(inspectionReports.bookingId, bookingId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** The states of a report before its first save: nothing recorded, nothing submitted. */
export function unsavedState(booking: BookingRow) {
  const allocated =
    booking.status === BookingStatus.AllocateQC ||
    booking.status === BookingStatus.Scheduled ||
    booking.status === BookingStatus.Inspected;
  return {
    missionStatus: allocated ? MissionStatus.Confirmed : MissionStatus.Draft,
    fillStatus: ReportFillStatus.Preparation,
    reviewStatus: null,
    reviewLevel: null,
    status: ReportStatus.Draft,
  };
}

/** What allowedReportActions needs about the caller, the booking and the report (null before the first save). */
export async function actionContext(
  db: Db,
  scope: ResourceScope,
  booking: BookingRow,
  report: ReportRecord | null,
): Promise<ReportActionContext> {
  const { user } = scope;
  const [customer] = await db
    .select({ mayDownload: customers.downloadInspectionReport })
    .from(customers)
    .where(eq(customers.id, booking.customerId));
  const decided = report
    ? await db
        .select({ id: reportCustomerDecisions.reportId })
        .from(reportCustomerDecisions)
        .where(eq(reportCustomerDecisions.reportId, report.id))
    : [];
  return {
    userType: user.userType as UserType,
    permissions: user.permissions,
    isInspector: await isAllocatedInspector(db, booking.id, user.id),
    bookingStatus: booking.status as BookingStatus,
    status: (report?.status ?? ReportStatus.Draft) as ReportStatus,
    submitted: report?.submittedAt != null,
    reviewStatus: (report?.reviewStatus ?? null) as ReviewStatus | null,
    reviewLevel: (report?.reviewLevel ?? null) as ReviewLevel | null,
    result: (report?.result ?? null) as ReportResult | null,
    hasDecision: decided.length > 0,
    customerMayDownload: customer?.mayDownload ?? false,
  };
}

export async function allowedActions(
  db: Db,
  scope: ResourceScope,
  booking: BookingRow,
  report: ReportRecord | null,
): Promise<ReportAction[]> {
  return allowedReportActions(await actionContext(db, scope, booking, report));
}

/** Every write moves the report on a version (the screen shows the version it holds). */
export const nextVersion = sql`${inspectionReports.version} + 1`;
