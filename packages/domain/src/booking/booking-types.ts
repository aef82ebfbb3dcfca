import type { AqlLevel } from '../enums';
import type { ServiceType } from '../customer-config/customer-config-enums';
import type { BookingStatus } from '../status';
import type { SamplingResult } from './aql-sampling';
import type { BookingAction } from './booking-workflow';
import type { HoursToInspectionBand } from './hours-to-inspection';

/**
 * An inspection booking: one customer, supplier and factory, one service type, an inspection date range,
 * and lines booked against purchase-order lines. Per product it carries the AQL choice; the sampling plan
 * (sample size, Ac/Re per defect class) is always computed by the server from the lot size.
 */

/** Service types that are inspections (the others are audits, lab tests, document reviews). */
export const INSPECTION_SERVICE_TYPES = [1, 2, 3, 4] as const satisfies readonly ServiceType[];
export type InspectionServiceType = (typeof INSPECTION_SERVICE_TYPES)[number];
export const BOOKING_INSTRUCTIONS_MAX = 2000;
export const BOOKING_REASON_MAX = 500;
export const BOOKING_LINES_MAX = 200;
export const BOOKING_CONTAINERS_MAX = 50;
/** Custom sample size: at least 1, at most what a lot can hold. */
export const CUSTOM_SAMPLE_SIZE_MAX = 100_000;
export const BOOKING_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BOOKING_ATTACHMENTS_MAX = 20;

/** 'INS-000123': how a booking number is shown and typed (the id, padded). */
export function bookingNumber(id: number): string {
  return `INS-${String(id).padStart(6, '0')}`;
}

/** The id a typed booking number or bare number names ('INS-000123', 'ins-123', '123'), else null. */
export function parseBookingNumber(text: string): number | null {
  const match = /^\s*(?:ins-?)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** One row of the booking summary. */
export interface BookingRow {
  id: number;
  bookingNo: string;
  status: BookingStatus;
  customerId: number;
  customerName: string;
  supplierId: number;
  supplierName: string;
  factoryId: number;
  factoryName: string;
  serviceType: ServiceType;
  /** yyyy-MM-dd. */
  inspectionDateFrom: string;
  inspectionDateTo: string;
  officeId: number | null;
  officeName: string | null;
  /** The PO numbers of its lines, comma separated. */
  poNumbers: string;
  productCount: number;
  totalQuantity: number;
  parentId: number | null;
  /** Hours from now to the start of the first inspection day; null once the booking is closed. */
  hoursToInspection: number | null;
  band: HoursToInspectionBand | null;
  /** What the caller may do with it now (server computed). */
  actions: BookingAction[];
  createdAt: string;
  /** So a row's step (verify, confirm, hold...) can be taken from the summary without loading the booking. */
  version: number;
}

export interface BookingLine {
  /** null for a line added in this save. */
  id: number | null;
  poLineId: number;
  quantity: number;
  /** For container loading: the container (1..containerCount) the line goes in. */
  containerNo: number | null;
  /** Read only, from the PO line. */
  poNumber?: string;
  productId?: number;
  productReference?: string;
  productDescription?: string | null;
  colorCode?: string;
  colorName?: string;
  lineQuantity?: number;
  /** What is left of the PO line for this booking: its quantity less what other bookings hold. */
  availableQuantity?: number;
}

/** The AQL choice of one product of the booking. */
export interface BookingProduct {
  productId: number;
  aqlLevel: AqlLevel;
  /** Only for AqlLevel.Custom. */
  customSampleSize: number | null;
  /** null: that class is not inspected; 0 for critical is Ac 0 / Re 1. */
  criticalAql: number | null;
  majorAql: number | null;
  minorAql: number | null;
  /** Products with the same group number are sampled together as one lot (picking). */
  pickingGroup: number | null;
  /** Read only: the lot (its quantity, or its group's) and the server's plan for it. */
  productReference?: string;
  lotSize?: number;
  sampling?: SamplingResult | null;
}

export interface BookingAttachment {
  id: number;
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string | null;
}

export interface BookingDetail {
  id: number;
  bookingNo: string;
  status: BookingStatus;
  customerId: number;
  supplierId: number;
  factoryId: number;
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  officeId: number | null;
  instructions: string | null;
  /** Number of containers ('container - 1' ... 'container - N'); 0 when not a container loading. */
  containerCount: number;
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
  lines: BookingLine[];
  products: BookingProduct[];
  /** Read only. */
  attachments?: BookingAttachment[];
  parentId?: number | null;
  combinedIntoId?: number | null;
  holdReason?: string | null;
  cancelReason?: string | null;
  actions?: BookingAction[];
  customerName?: string;
  supplierName?: string;
  factoryName?: string;
  officeName?: string | null;
  version: number;
}

export const BOOKING_SORT_FIELDS = [
  'id',
  'bookingNo',
  'status',
  'customerName',
  'supplierName',
  'factoryName',
  'serviceType',
  'inspectionDateFrom',
  'inspectionDateTo',
  'officeName',
  'totalQuantity',
  'createdAt',
] as const;

export interface SamplingResponse {
  result: number;
  data: SamplingResult[];
}

export interface BookingHistoryEntry {
  id: number;
  at: string;
  userName: string | null;
  action: BookingAction;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus | null;
  reason: string | null;
  /** What an edit changed: field, value before, value after (as shown text). */
  changes: { field: string; from: string | null; to: string | null }[];
}

export interface BookingContactOption {
  id: number;
  name: string;
  email: string | null;
}

/** The edit screen's pickers for one customer (and supplier). */
export interface BookingLookups {
  factories: { id: number; name: string }[];
  customerContacts: BookingContactOption[];
  supplierContacts: BookingContactOption[];
  factoryContacts: BookingContactOption[];
  offices: { id: number; name: string }[];
  /** The customer's inspection services: the AQL defaults per service type. */
  serviceDefaults: {
    serviceType: ServiceType;
    aqlLevel: AqlLevel;
    criticalAql: number | null;
    majorAql: number | null;
    minorAql: number | null;
  }[];
}

/** A customer user's suppliers, or a supplier or factory user's customers, to book with (staff: empty). */
export interface BookingParties {
  customers: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
}

/** 'container - 1' ... 'container - N' (spec section 9, container list helper). */
export function containerNames(count: number): string[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => `container - ${index + 1}`);
}
