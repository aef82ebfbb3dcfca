import type { TaskListResult } from '../result-codes';

/** Task types with the spec's numbers (section 4, "Tasks"). */
export enum TaskType {
  LeaveToApprove = 1,
  ExpenseToApprove = 2,
  ExpenseToCheck = 3,
  ExpenseToPay = 4,
  InspectionVerified = 5,
  InspectionConfirmed = 6,
  QuotationToApprove = 7,
  SplitInspectionBooking = 8,
  ScheduleInspection = 9,
  QuotationModify = 10,
  QuotationSent = 11,
  QuotationCustomerConfirmed = 12,
  QuotationCustomerReject = 13,
  QuotationPending = 14,
  UpdateCustomerToFB = 15,
  UpdateSupplierToFB = 16,
  UpdateFactoryToFB = 17,
  UpdateProductToFB = 18,
}

/**
 * Notification types in the spec's order (section 4, "Notifications"). The spec gives no numbers, so
 * they are numbered in the order it lists them; the Inspection* and Quotation* names are prefixed.
 */
export enum NotificationType {
  LeaveApproved = 1,
  LeaveRejected = 2,
  LeaveApprovedHrLeave = 3,
  LeaveCanceled = 4,
  ExpenseApproved = 5,
  ExpenseChecked = 6,
  ExpensePaid = 7,
  ExpenseRejected = 8,
  InspectionRequested = 9,
  InspectionConfirmed = 10,
  InspectionModified = 11,
  InspectionCancelled = 12,
  InspectionVerified = 13,
  InspectionRescheduled = 14,
  InspectionSplit = 15,
  InspectionHold = 16,
  BookingQuantityChange = 17,
  QuotationAdd = 18,
  QuotationToApprove = 19,
  QuotationSent = 20,
  QuotationCustomerConfirmed = 21,
  QuotationCustomerReject = 22,
  QuotationCancelled = 23,
  QuotationRejected = 24,
  QuotationModified = 25,
  FastReportGenerationFailed = 26,
  /** Beyond the spec's list (docs/scheduling.md): inspectors are allocated, told to the booking's parties. */
  InspectionScheduled = 27,
  /** Beyond the spec's list: told to an inspector given a day of a booking (opens the QC dashboard). */
  InspectionAssigned = 28,
  /** Beyond the spec's list (docs/reports.md): an inspector submitted a report (to CS; opens the report). */
  ReportSubmitted = 29,
  /** The report checker sent a report back (to its inspectors; opens the report). */
  ReportSentBack = 30,
  /** A report was validated (to CS; opens send-email). */
  ReportValidated = 31,
  /** The report was mailed (to the customer's users; opens the report). */
  ReportSent = 32,
  /** The customer recorded its decision on a report (to CS and the KAM; opens the report). */
  CustomerDecisionRecorded = 33,
}

/** The filter categories of both panels (spec: "Categories: Leave, Expense, Inspection, Quotation"). */
export enum WorkItemCategory {
  Leave = 1,
  Expense = 2,
  Inspection = 3,
  Quotation = 4,
}

/** Age group of a task or notification, in the user's time zone. */
export type DateType = 'Today' | 'Yesterday' | 'Older';

/** A task as the server lists it (spec section 3; `typeLable` is the spec's spelling). */
export interface TaskItem {
  id: number;
  isDone: boolean;
  type: TaskType;
  typeLable: string;
  linkId: number | null;
  /** For split bookings: the booking it was split from. */
  parentId: number | null;
  /** The person the task is about (the requester of a leave, the claimant of an expense...). */
  staffName: string | null;
  /** ISO 8601 UTC. */
  createdOn: string;
  /** Route under /{entity}/ the task opens, or null. */
  link: string | null;
  dateType: DateType;
}

export interface NotificationItem {
  id: number;
  isRead: boolean;
  type: NotificationType;
  typeLabel: string;
  linkId: number | null;
  /** Free text from the server (report-generation failures). */
  message: string | null;
  createdOn: string;
  link: string | null;
  dateType: DateType;
}

/** `taskType`/`notificationType` is a WorkItemCategory; null or absent means every visible category. */
export interface TaskFilter {
  skip: number;
  taskType?: WorkItemCategory | null;
  isDone?: boolean | null;
  /** IANA time zone for the Today/Yesterday/Older groups; UTC when absent. */
  timeZone?: string | null;
}

export interface NotificationFilter {
  skip: number;
  notificationType?: WorkItemCategory | null;
  isRead?: boolean | null;
  timeZone?: string | null;
}

export interface WorkItemCounts {
  todayCount: number;
  yesterdayCount: number;
  olderCount: number;
  totalCount: number;
}

export interface NotificationCounts extends WorkItemCounts {
  /** Notifications created after the user last opened the panel. */
  unseenCount: number;
}

export interface WorkItemListResponse<T> {
  result: TaskListResult;
  data: T[];
}

/** How many items one panel request returns (the spec leaves the page size open). */
export const WORK_ITEM_PAGE_SIZE = 20;

/** What the server pushes to a signed-in browser when a task or a notification is raised. */
export type WorkItemEvent =
  | { kind: 'task'; userId: number; entityId: number; item: TaskItem }
  | { kind: 'notification'; userId: number; entityId: number; item: NotificationItem };
