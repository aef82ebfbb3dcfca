import type { NamedItem } from '../accounts/account-types';
import type { ServiceType } from '../customer-config/customer-config-enums';
import type { DefectClass } from '../enums';
import type { BookingStatus } from '../status';
import type {
  CheckResult,
  CheckSamplingKind,
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  ReportSectionKind,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
} from './report-enums';

/**
 * Inspection reports (docs/reports.md): one report per booking, filled by its inspectors from a template,
 * reviewed, validated, sent to the customer and answered by the customer's decision.
 */

export const REPORT_TEXT_MAX = 200;
export const REPORT_NOTE_MAX = 2000;
/** A report holds at most this many defects and photos (the PDF benchmark's report has 100 and 40). */
export const REPORT_DEFECTS_MAX = 500;
export const REPORT_PHOTOS_MAX = 300;
/** A photo is resized in the browser to at most this many pixels on its longer side before upload. */
export const REPORT_PHOTO_MAX_EDGE = 1600;
export const REPORT_PHOTO_MAX_BYTES = 3 * 1024 * 1024;

// ---------------------------------------------------------------- templates (report-template)

/** How many pieces a check looks at: the AQL sample, 1/2/3/5 pieces, or 10-100 % of the lot. */
export interface CheckSampling {
  kind: CheckSamplingKind;
  /** Pieces (SPECIAL_SAMPLE_PIECES) or percent (SPECIAL_SAMPLE_PERCENTAGES); null for Aql. */
  value: number | null;
}

export interface ReportTemplateCheck {
  /** Stable within the template (letters, digits, '-'); a customer checkpoint's is `cp-{checkpointId}`. */
  key: string;
  label: string;
  sampling: CheckSampling;
  mandatory: boolean;
  instructions: string | null;
}

export interface ReportTemplateSection {
  kind: ReportSectionKind;
  checks: ReportTemplateCheck[];
}

/**
 * The sections and checks an inspector fills, per customer (null: the entity's default for every customer)
 * and service type. The customer's own checkpoints (customer configuration) are added to section
 * CustomerCheckpoints when a report is opened; they are not stored in the template.
 */
export interface ReportTemplateDetail {
  id: number;
  customerId: number | null;
  serviceType: ServiceType;
  name: string;
  sections: ReportTemplateSection[];
  active: boolean;
  version: number;
}
export interface ReportTemplateRow extends Omit<ReportTemplateDetail, 'sections'> {
  customerName: string | null;
  checkCount: number;
}
export const REPORT_TEMPLATE_SORT_FIELDS = ['id', 'name', 'customerName', 'serviceType', 'active'] as const;

// ---------------------------------------------------------------- the report (report)

/** Accept and reject numbers of one defect class for one product; null when the class is not inspected. */
export interface ClassLimit {
  aql: number;
  sampleSize: number;
  ac: number;
  re: number;
}
export interface ClassLimits {
  critical: ClassLimit | null;
  major: ClassLimit | null;
  minor: ClassLimit | null;
}

export interface ReportQuantities {
  /** Units the factory presented for inspection. */
  presentedQuantity: number | null;
  /** Units found packed in cartons. */
  packedQuantity: number | null;
  /** Cartons found. */
  cartonCount: number | null;
}

export interface ReportMeasurement {
  /** Client-made id (uuid): a retried save never duplicates a line. */
  id: string;
  point: string;
  /** The specification and the tolerance either side, in `unit`. */
  specValue: number;
  tolerance: number;
  unit: string;
  /** What the inspector measured on each sample piece. */
  values: number[];
}

export interface ReportProduct {
  productId: number;
  reference: string;
  name: string;
  bookedQuantity: number;
  /** The AQL sample of the booking's plan for this product (its picking group's when picked). */
  sampleSize: number;
  fullInspection: boolean;
  limits: ClassLimits;
  quantities: ReportQuantities;
  measurements: ReportMeasurement[];
  /** Computed by the server from the defects and checks (computeProductResult). */
  result: ReportResult | null;
}

/** One checkpoint's answer; keyed by the template check's key. */
export interface ReportCheckAnswer {
  key: string;
  result: CheckResult | null;
  comment: string | null;
}

export interface ReportDefect {
  /** Client-made id (uuid): saves are upserts by id, so a replayed offline save adds nothing twice. */
  id: string;
  productId: number;
  /** The defect list item the description came from, or null when typed. */
  defectListId: number | null;
  description: string;
  defectClass: DefectClass;
  count: number;
  /** The template check it was found under (workmanship by default). */
  checkKey: string | null;
}

export interface ReportPhoto {
  /** Client-made id (uuid); uploading the same id again replaces nothing and answers the stored photo. */
  id: string;
  defectId: string | null;
  checkKey: string | null;
  caption: string | null;
  width: number;
  height: number;
  size: number;
  /** GET with the usual headers. */
  url: string;
}

export interface ReviewHistoryLine {
  action: ReviewAction;
  level: ReviewLevel | null;
  comment: string | null;
  userName: string | null;
  /** ISO date-time. */
  at: string;
}

/** What the caller may do on the report now (the server decides; the screen only shows it). */
export enum ReportAction {
  Fill = 'fill',
  Submit = 'submit',
  StartReview = 'start-review',
  SendBack = 'send-back',
  Validate = 'validate',
  Send = 'send',
  Decide = 'decide',
  Download = 'download',
}

export interface CustomerDecisionRecord {
  decisionId: number;
  decisionName: string;
  comment: string | null;
  userName: string | null;
  at: string;
  /** The re-inspection booking the decision created, when it asked for one. */
  reinspectionBookingId: number | null;
}

export interface ReportDetail {
  /** null until the first save creates the report. */
  id: number | null;
  bookingId: number;
  bookingNo: string;
  bookingStatus: BookingStatus;
  customerId: number;
  customerName: string;
  supplierName: string;
  factoryName: string;
  factoryAddress: string | null;
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  inspectors: NamedItem[];
  missionStatus: MissionStatus;
  fillStatus: ReportFillStatus;
  reviewStatus: ReviewStatus | null;
  reviewLevel: ReviewLevel | null;
  status: ReportStatus;
  /** The customer service asks for the technical team's validation after the checker's. */
  technicalReviewRequired: boolean;
  result: ReportResult | null;
  remarks: string | null;
  sections: ReportTemplateSection[];
  products: ReportProduct[];
  checks: ReportCheckAnswer[];
  defects: ReportDefect[];
  photos: ReportPhoto[];
  reviews: ReviewHistoryLine[];
  decision: CustomerDecisionRecord | null;
  /** ISO date-times. */
  submittedAt: string | null;
  validatedAt: string | null;
  sentAt: string | null;
  /** When the report is due to the customer (the deadline rule from the inspection's finish). */
  dueAt: string | null;
  allowedActions: ReportAction[];
  version: number;
}

export interface DefectListItem {
  id: number;
  name: string;
  category: string;
  defaultClass: DefectClass;
}

// ---------------------------------------------------------------- report summary (reportsummary)

export interface ReportRow {
  id: number;
  bookingId: number;
  bookingNo: string;
  customerName: string;
  supplierName: string;
  factoryName: string;
  inspectorNames: string[];
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  result: ReportResult | null;
  missionStatus: MissionStatus;
  reviewStatus: ReviewStatus | null;
  status: ReportStatus;
  submittedAt: string | null;
  validatedAt: string | null;
  sentAt: string | null;
  dueAt: string | null;
  /** Sent after its due time, or due and not sent yet. */
  late: boolean;
  decisionName: string | null;
}
export const REPORT_SORT_FIELDS = [
  'inspectionDateFrom',
  'bookingNo',
  'customerName',
  'supplierName',
  'factoryName',
  'result',
  'reviewStatus',
  'status',
  'submittedAt',
  'sentAt',
] as const;

// ---------------------------------------------------------------- report sending time dashboard

export interface SendingTimeCount {
  onTime: number;
  late: number;
  /** Due and not sent yet. */
  overdue: number;
}
export interface SendingTimeGroup extends SendingTimeCount {
  id: number;
  name: string;
}
export interface SendingTimeDashboard {
  totals: SendingTimeCount;
  byOffice: SendingTimeGroup[];
  byCustomer: SendingTimeGroup[];
  byInspector: SendingTimeGroup[];
  /** The late and overdue reports, latest due first. */
  lateReports: ReportRow[];
}
