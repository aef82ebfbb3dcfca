import { Permissions } from '../auth/permission-names';
import { UserType } from '../enums';
import { BookingStatus } from '../status';
import { ReportResult, ReportStatus, ReviewLevel, ReviewStatus } from './report-enums';
import { ReportAction } from './report-types';

/**
 * Who may do what on a report, and when (docs/reports.md has the table). The server answers
 * `allowedReportActions` with the report; screens show only what it answered.
 *
 *   fill / submit   an inspector allocated to the booking, while the report is Draft (not submitted) or Invalid
 *   start-review    InspectionReport.Review (Checker level) or .TechnicalReview (Technical level), NotStarted
 *   send-back       the same reviewer, InProgress: the report becomes Invalid and goes back to the inspectors
 *   validate        the same reviewer, InProgress: Checker level moves to Technical when the customer service
 *                   asks for it, else the report is Validated (booking Validated)
 *   send            InspectionReport.Send, Validated report, booking Validated or ReportSent (a resend)
 *   decide          a customer user with .Decide, on a Fail or Pending report already sent, once
 *   download        the customer's record allows it (customers), or View (staff), once validated
 */
export interface ReportActionContext {
  userType: UserType;
  permissions: readonly string[];
  /** The caller is one of the booking's allocated inspectors. */
  isInspector: boolean;
  bookingStatus: BookingStatus;
  status: ReportStatus;
  submitted: boolean;
  reviewStatus: ReviewStatus | null;
  reviewLevel: ReviewLevel | null;
  result: ReportResult | null;
  hasDecision: boolean;
  /** customers.download_inspection_report for the report's customer. */
  customerMayDownload: boolean;
}

const FILLABLE_BOOKING: readonly BookingStatus[] = [
  BookingStatus.Scheduled,
  BookingStatus.AllocateQC,
  BookingStatus.Inspected,
];

const holds = (context: ReportActionContext, permission: string) => {
  const wanted = permission.toLowerCase();
  return context.permissions.some((name) => name.toLowerCase() === wanted);
};

/** The review permission of the level the report is at. */
export function reviewPermissionOf(level: ReviewLevel | null): string {
  return level === ReviewLevel.Technical
    ? Permissions.InspectionReport.TechnicalReview
    : Permissions.InspectionReport.Review;
}

export function allowedReportActions(context: ReportActionContext): ReportAction[] {
  const actions: ReportAction[] = [];
  const open = context.status === ReportStatus.Draft || context.status === ReportStatus.Invalid;
  if (
    context.isInspector &&
    holds(context, Permissions.InspectionReport.Fill) &&
    open &&
    !context.submitted &&
    FILLABLE_BOOKING.includes(context.bookingStatus)
  )
    actions.push(ReportAction.Fill, ReportAction.Submit);

  const reviewer =
    context.userType === UserType.InternalUser &&
    context.submitted &&
    context.status === ReportStatus.Draft &&
    holds(context, reviewPermissionOf(context.reviewLevel));
  if (reviewer && context.reviewStatus === ReviewStatus.NotStarted) actions.push(ReportAction.StartReview);
  if (reviewer && context.reviewStatus === ReviewStatus.InProgress)
    actions.push(ReportAction.SendBack, ReportAction.Validate);

  const validated = context.status === ReportStatus.Validated;
  if (
    validated &&
    context.userType === UserType.InternalUser &&
    holds(context, Permissions.InspectionReport.Send) &&
    (context.bookingStatus === BookingStatus.Validated || context.bookingStatus === BookingStatus.ReportSent)
  )
    actions.push(ReportAction.Send);

  if (
    context.userType === UserType.Customer &&
    holds(context, Permissions.InspectionReport.Decide) &&
    context.bookingStatus === BookingStatus.ReportSent &&
    (context.result === ReportResult.Fail || context.result === ReportResult.Pending) &&
    !context.hasDecision
  )
    actions.push(ReportAction.Decide);

  const mayDownload =
    context.userType === UserType.Customer
      ? context.customerMayDownload && context.bookingStatus === BookingStatus.ReportSent
      : holds(context, Permissions.InspectionReport.View);
  if (validated && mayDownload) actions.push(ReportAction.Download);
  return actions;
}
