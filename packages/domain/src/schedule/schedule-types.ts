import type { ServiceType } from '../customer-config/customer-config-enums';
import type { BookingStatus } from '../status';
import type { AllocationRefusal, QcDayState, TripType } from './schedule-enums';

/** Money is an exact decimal with two places, sent as a string ("125.50"); computations work in cents. */
export type Money = string;

export interface ScheduleRow {
  /** The booking's id. */
  id: number;
  bookingNo: string;
  status: BookingStatus;
  customerId: number;
  customerName: string;
  supplierName: string;
  factoryName: string;
  factoryCityName: string | null;
  factoryCountryName: string | null;
  officeId: number | null;
  officeName: string | null;
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  productCount: number;
  /** Sum of the products' (or picking groups') sample sizes. */
  totalSampleSize: number;
  manDaysNeeded: number;
  manDaysAllocated: number;
  /** Names of the allocated QCs, each once. */
  qcNames: string[];
  version: number;
}

export interface ScheduleSearchResponse {
  rows: ScheduleRow[];
  total: number;
}

/** Where the man-days a booking needs come from (workload matrix plus other man-days). */
export interface ManDayNeed {
  /** The workload matrix row that matched, or null when none does (then 0 from the matrix). */
  workloadMatrixId: number | null;
  workloadManDays: number;
  otherManDays: { id: number; name: string; manDays: number }[];
  total: number;
}

/** The cost of sending one QC to the factory for one day, in one currency (null parts are unknown). */
export interface TravelEstimate {
  startingPortId: number;
  startingPortName: string;
  tripType: TripType;
  /** One way, hours. */
  travelTimeHours: number;
  /** Tickets: none for NoTrip, the return fare for SingleTrip, two single fares for DoubleTrip. */
  ticketCost: Money;
  /** The destination country's tariff for the trip type (accommodation, local transport). */
  tariff: Money;
  /** The destination country's food allowance for the man-days. */
  foodAllowance: Money;
  total: Money;
  currency: string;
  /**
   * Parts in another currency than `currency`, not converted (no exchange rates yet): each is 0.00 here
   * and left out of the total. Absent when every part counts.
   */
  excluded?: ('tariff' | 'foodAllowance')[];
}

export interface AllocationItem {
  id: number;
  staffId: number;
  staffName: string;
  officeName: string | null;
  outsource: boolean;
  manDays: number;
  travel: TravelEstimate | null;
  /** ISO 8601 UTC, when the inspector said the inspection was finished. */
  finishedAt: string | null;
}

export interface AllocationDay {
  date: string;
  /** False for a day that has begun or passed: its allocations are fixed. */
  editable: boolean;
  allocations: AllocationItem[];
}

export interface AllocationBooking {
  id: number;
  bookingNo: string;
  status: BookingStatus;
  version: number;
  customerId: number;
  customerName: string;
  supplierName: string;
  factoryName: string;
  factoryAddress: string | null;
  factoryCityId: number | null;
  factoryCityName: string | null;
  factoryCountryId: number | null;
  factoryCountryName: string | null;
  officeId: number | null;
  officeName: string | null;
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  productCount: number;
  totalSampleSize: number;
  /** The customer's required skills (customer_skills). */
  requiredSkills: { id: number; name: string }[];
}

/** GET api/Schedule/allocation/{bookingId}. */
export interface AllocationDetail {
  booking: AllocationBooking;
  need: ManDayNeed;
  days: AllocationDay[];
  allocatedManDays: number;
  /** The caller may change allocations (permission and booking status). */
  canEdit: boolean;
}

export interface AllocationRefusalItem {
  date: string;
  staffId: number;
  staffName: string;
  reason: AllocationRefusal;
  /** The translated sentence (request's lang), naming the QC, the day and the cause (leave type, holiday, block reason, booking). */
  message: string;
}

/** 400 body of a refused allocation save (result ResourceResult.Invalid): nothing was written. */
export interface AllocationRefused {
  result: number;
  /** The first refusal's message, for a toast. */
  message: string;
  refusals: AllocationRefusalItem[];
}

/**
 * What the allocation save answers, as the client returns it: Success with the new detail, Conflict
 * (409, stale booking version) with the current one, Invalid with the refusals, Forbidden with a reason.
 */
export interface AllocationSaveResult {
  result: number;
  data?: AllocationDetail;
  current?: AllocationDetail;
  message?: string;
  refusals?: AllocationRefusalItem[];
}

export interface QcCandidate {
  staffId: number;
  staffName: string;
  employeeNo: string;
  outsource: boolean;
  officeId: number | null;
  officeName: string | null;
  officeCountryName: string | null;
  /** No refusal stands for this day (man-days left > 0). */
  available: boolean;
  refusals: { reason: AllocationRefusal; message: string }[];
  /** Man-days already allocated that day on other bookings. */
  dayManDays: number;
  freeManDays: number;
  /** Cheapest known journey from one of the QC's starting ports; null when the travel matrix has none. */
  travel: TravelEstimate | null;
  skillsRequired: number;
  skillsMatched: number;
  missingSkills: string[];
}

export interface QcDay {
  date: string;
  state: QcDayState;
  /** Allocated man-days that day. */
  manDays: number;
  bookings: { id: number; bookingNo: string }[];
  /** Leave type, holiday name or block reason. */
  label: string | null;
  /** The block to remove, when blocked. */
  blockId: number | null;
}

export interface QcMonth {
  staffId: number;
  staffName: string;
  officeId: number | null;
  officeName: string | null;
  outsource: boolean;
  /** Only the days that are not plainly free, in date order. */
  days: QcDay[];
}

export interface QcAvailability {
  month: string;
  /** Every day of the month, yyyy-MM-dd. */
  days: string[];
  qcs: QcMonth[];
}

export interface QcBlockRow {
  id: number;
  staffId: number;
  staffName: string;
  officeName: string | null;
  date: string;
  reason: string;
  createdByName: string | null;
  createdAt: string;
}

export interface OccupancyCell {
  date: string;
  allocated: number;
  available: number;
  /** Allocated above available. */
  overloaded: boolean;
}

export interface OccupancyRow {
  id: number;
  name: string;
  /** For QC rows: the QC's office. */
  officeName: string | null;
  cells: OccupancyCell[];
  totalAllocated: number;
  totalAvailable: number;
}

export interface OccupancyResult {
  days: string[];
  rows: OccupancyRow[];
}

export interface QcAssignmentProduct {
  reference: string;
  description: string | null;
  quantity: number;
  sampleSize: number | null;
}

export interface QcAssignmentContact {
  party: 'customer' | 'supplier' | 'factory';
  name: string;
  phone: string | null;
  email: string | null;
}

/** One day of one booking given to the signed-in inspector. */
export interface QcAssignment {
  allocationId: number;
  bookingId: number;
  bookingNo: string;
  status: BookingStatus;
  date: string;
  manDays: number;
  serviceType: ServiceType;
  customerName: string;
  supplierName: string;
  factoryName: string;
  factoryAddress: string | null;
  factoryCityName: string | null;
  products: QcAssignmentProduct[];
  contacts: QcAssignmentContact[];
  /** Other QCs on the same booking and day. */
  colleagues: string[];
  finishedAt: string | null;
  /** ISO 8601 UTC: when the report is due by the spec's rule (docs/scheduling.md); null before the day. */
  reportDueAt: string | null;
}

/** GET api/Schedule/qcdashboard. */
export interface QcDashboard {
  /** yyyy-MM-dd in the caller's time zone. */
  today: string;
  /** Today and the coming days. */
  upcoming: QcAssignment[];
  /** Finished or begun, report not yet in: with their deadline, soonest first. */
  reportsDue: QcAssignment[];
  /** The last 30 days' assignments, newest first. */
  past: QcAssignment[];
}
