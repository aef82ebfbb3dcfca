/**
 * The lists of inspection reports (spec section 4, "Report and mission workflow": mission draft, confirmed
 * and completed; report preparation and filling; review not started, in progress and validated; report
 * draft, archive, validated and invalid). The spec names the states, not their numbers: the numbers are ours
 * and never shown (docs/reports.md).
 */

/** The inspectors' mission on a booking: Draft until QCs are allocated, Confirmed, Completed once submitted. */
export enum MissionStatus {
  Draft = 1,
  Confirmed = 2,
  Completed = 3,
}

/** Where the inspector is: Preparation until the first thing is recorded, then Filling. */
export enum ReportFillStatus {
  Preparation = 1,
  Filling = 2,
}

/** The report checker's (and, when the customer asks, the technical team's) review of a submitted report. */
export enum ReviewStatus {
  NotStarted = 1,
  InProgress = 2,
  Validated = 3,
}

/**
 * The report itself: Draft while filled and reviewed, Invalid when sent back to the inspector, Validated,
 * Archive when its booking was cancelled or the report was replaced by a re-inspection's.
 */
export enum ReportStatus {
  Draft = 1,
  Archive = 2,
  Validated = 3,
  Invalid = 4,
}

/** The level a review is at: the report checker's, then (when the customer service asks) the technical team's. */
export enum ReviewLevel {
  Checker = 1,
  Technical = 2,
}

/**
 * The overall result of a report, and of one product: the result type a customer's decisions are set up
 * for, so one enum serves both (a decision is offered for the report's own result).
 */
export { InspectionResultType as ReportResult } from '../customer-config/customer-config-enums';

/** A checkpoint's answer: N/A is shown as the spec's 'N/A'. */
export enum CheckResult {
  Pass = 1,
  Fail = 2,
  NotApplicable = 3,
  /** The inspector cannot decide alone (e.g. a colour shade against a missing golden sample). */
  Pending = 4,
}

/** The sections a report template is made of, in the order the report shows them. */
export enum ReportSectionKind {
  QuantityCheck = 1,
  Packing = 2,
  Marking = 3,
  Workmanship = 4,
  Measurement = 5,
  FunctionTest = 6,
  CustomerCheckpoints = 7,
}

/** How many pieces a non-AQL check looks at. */
export enum CheckSamplingKind {
  /** The product's AQL sample size (workmanship). */
  Aql = 1,
  /** A fixed number of pieces: one of SPECIAL_SAMPLE_PIECES. */
  Pieces = 2,
  /** A share of the lot: one of SPECIAL_SAMPLE_PERCENTAGES. */
  Percent = 3,
}

/** Spec section 9: the special sample sizes of checks that do not follow AQL. */
export const SPECIAL_SAMPLE_PIECES = [1, 2, 3, 5] as const;
export const SPECIAL_SAMPLE_PERCENTAGES = [10, 20, 30, 50, 100] as const;

/** Spec section 9's not-applicable label. */
export const NOT_APPLICABLE_LABEL = 'N/A';

/** The step a review history line records. */
export enum ReviewAction {
  Submitted = 'submitted',
  ReviewStarted = 'reviewStarted',
  SentBack = 'sentBack',
  Resubmitted = 'resubmitted',
  CheckerValidated = 'checkerValidated',
  Validated = 'validated',
  Sent = 'sent',
  CustomerDecision = 'customerDecision',
}

/** The kinds of mail an email configuration rule writes (spec section 3: "email types"). */
export enum EmailType {
  ReportSend = 1,
  CertificateSend = 2,
}

/**
 * Spec section 8, "Email send": what a send answers when the configuration cannot produce the mail
 * (Success is ours). The strings are the spec's.
 */
export enum EmailSendCode {
  Success = 'success',
  NoEmailConfiguration = 'noemailconfiguration',
  NoEmailSubjectConfiguration = 'noEmailSubjectConfiguration',
  NoEmailBodyConfiguration = 'noEmailBodyConfiguration',
  NoEmailRecipientsConfiguration = 'noEmailRecipientsConfiguration',
  MultipleRuleFound = 'multipleRuleFound',
  NoRoleConfiguration = 'noroleconfiguration',
}

/** The customer staff roles of userconfigcustomer an email rule may copy in (by role). */
export enum CustomerStaffRole {
  Cs = 1,
  BackupCs = 2,
  Kam = 3,
  Sales = 4,
}

export enum CertificateStatus {
  Draft = 1,
  Issued = 2,
  Cancelled = 3,
}
