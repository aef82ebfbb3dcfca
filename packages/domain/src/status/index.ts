/** Workflow statuses of spec section 4; numeric values are the spec's. */

export enum BookingStatus {
  New = 0,
  Requested = 1,
  Confirmed = 2,
  Rescheduled = 3,
  Cancel = 4,
  Scheduled = 5,
  Inspected = 6,
  Validated = 7,
  Verified = 8,
  AllocateQC = 9,
  Hold = 10,
  ReportSent = 11,
}

export enum AuditStatus {
  Requested = 1,
  Confirmed = 2,
  Rescheduled = 3,
  Cancel = 4,
  Scheduled = 5,
  Audited = 6,
  ReportSent = 7,
}

export enum QuotationStatus {
  Pending = 0,
  Created = 1,
  ManagerApproved = 2,
  ManRejected = 3,
  Verified = 4,
  Canceled = 5,
  CustRejected = 6,
  CustomerValidated = 7,
  SentToClient = 8,
  QuotationRejected = 9,
}

export enum PaymentStatus {
  NotPaid = 1,
  HalfPaid = 2,
  Paid = 3,
  WriteOff = 4,
  ChequeReceived = 5,
  Waived = 6,
  Cancelled = 7,
}

export enum InvoiceStatus {
  Pending = 1,
  Invoiced = 2,
  Cancel = 3,
  Sent = 4,
}

export enum ExpenseClaimStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
  Paid = 4,
  Checked = 5,
  Cancelled = 6,
}

export enum TcfStatus {
  New = 1,
  Pending = 2,
  InProgress = 3,
  DocReady = 4,
  ToBeFinalized = 5,
  Completed = 6,
}
