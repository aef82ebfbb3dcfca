import type { CertificateStatus } from './report-enums';

/**
 * Inspection certificates (inspectioncertificatepending / edit / search): issued for a validated, passed
 * report of a customer that needs them, numbered per entity (CERTIFICATE_NUMBER_PREFIX-yyyy-nnnnn, no gap
 * while numbers are taken in a transaction), with a PDF.
 */
export const CERTIFICATE_NUMBER_PREFIX = 'IC';

export interface InspectionCertificateDetail {
  id: number;
  bookingId: number;
  bookingNo: string;
  customerId: number;
  customerName: string;
  supplierName: string;
  factoryName: string;
  /** Given when issued; null while Draft. */
  number: string | null;
  status: CertificateStatus;
  consignee: string;
  invoiceNumber: string | null;
  destination: string | null;
  /** Units covered, at most the inspected lot. */
  quantity: number;
  remarks: string | null;
  /** ISO date-time. */
  issuedAt: string | null;
  issuedByName: string | null;
  version: number;
}
export interface InspectionCertificateRow extends Omit<InspectionCertificateDetail, 'remarks'> {
  inspectionDateTo: string;
}
export const CERTIFICATE_SORT_FIELDS = ['number', 'bookingNo', 'customerName', 'status', 'issuedAt'] as const;
export const PENDING_CERTIFICATE_SORT_FIELDS = [
  'bookingNo',
  'customerName',
  'inspectionDateTo',
  'validatedAt',
] as const;

/** A validated, passed report of a customer that needs certificates, with no certificate issued yet. */
export interface PendingCertificateRow {
  bookingId: number;
  bookingNo: string;
  customerId: number;
  customerName: string;
  supplierName: string;
  factoryName: string;
  inspectionDateTo: string;
  validatedAt: string;
  totalQuantity: number;
  /** The draft already started, if any. */
  certificateId: number | null;
}
