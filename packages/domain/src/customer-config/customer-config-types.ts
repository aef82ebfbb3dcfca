import type { NamedItem } from '../accounts/account-types';
import type { AqlLevel, DefectClass, PriceType } from '../enums';
import type {
  CheckpointType,
  ComplaintCategory,
  ComplaintStatus,
  InspectionResultType,
  ServiceType,
} from './customer-config-enums';

/**
 * The customer configuration records: the services a customer buys, the checkpoints of each service, the
 * complaints it raises, its decision labels per inspection result and the staff assigned to it per service.
 * Every record belongs to one customer; the server narrows every call to the caller's customers.
 */

export const CUSTOMER_CONFIG_TEXT_MAX = 200;
export const CUSTOMER_CONFIG_NOTE_MAX = 2000;

interface OfCustomer {
  id: number;
  customerId: number;
  version: number;
}

export interface CustomerServiceDetail extends OfCustomer {
  /** Inspection, Audit, TCF or Lab testing (the services table). */
  serviceId: number;
  serviceType: ServiceType;
  aqlLevel: AqlLevel;
  criticalAql: number | null;
  majorAql: number | null;
  minorAql: number | null;
  priceType: PriceType;
  reportFormat: string | null;
  /** A second review level (the technical team) before this service's reports count as validated. */
  technicalReviewRequired: boolean;
  active: boolean;
}
export interface CustomerServiceRow extends CustomerServiceDetail {
  customerName: string;
  serviceName: string;
  checkpointCount: number;
}
export const CUSTOMER_SERVICE_SORT_FIELDS = [
  'id',
  'customerName',
  'serviceName',
  'serviceType',
  'aqlLevel',
  'priceType',
  'checkpointCount',
  'technicalReviewRequired',
  'active',
] as const;

export interface CustomerCheckpointDetail extends OfCustomer {
  /** The customer service (customer_services.id) the check belongs to. */
  customerServiceId: number;
  name: string;
  checkpointType: CheckpointType;
  mandatory: boolean;
  instructions: string | null;
  active: boolean;
}
export interface CustomerCheckpointRow extends CustomerCheckpointDetail {
  customerName: string;
  serviceId: number;
  serviceName: string;
  serviceType: ServiceType;
}
export const CUSTOMER_CHECKPOINT_SORT_FIELDS = [
  'id',
  'customerName',
  'serviceName',
  'name',
  'checkpointType',
  'mandatory',
  'active',
] as const;

export interface CustomerComplaintDetail extends OfCustomer {
  /** yyyy-MM-dd */
  complaintDate: string;
  /** Booking or inspection number as the customer quotes it. */
  reference: string | null;
  category: ComplaintCategory;
  description: string;
  severity: DefectClass;
  status: ComplaintStatus;
  rootCause: string | null;
  correctiveAction: string | null;
  /** The internal user who handles it. */
  ownerId: number | null;
  /** Set by the server when the status becomes Closed (ISO date-time). */
  closedAt: string | null;
}
export interface CustomerComplaintRow extends Omit<
  CustomerComplaintDetail,
  'description' | 'rootCause' | 'correctiveAction'
> {
  customerName: string;
  ownerName: string | null;
}
export const CUSTOMER_COMPLAINT_SORT_FIELDS = [
  'id',
  'customerName',
  'complaintDate',
  'reference',
  'category',
  'severity',
  'status',
  'ownerName',
] as const;

export interface CustomerDecisionDetail extends OfCustomer {
  resultType: InspectionResultType;
  /** The label the customer uses ("Accepted", "Rejected", "Pending re-inspection"...). */
  name: string;
  releasesShipment: boolean;
  sort: number;
  active: boolean;
}
export interface CustomerDecisionRow extends CustomerDecisionDetail {
  customerName: string;
}
export const CUSTOMER_DECISION_SORT_FIELDS = [
  'id',
  'customerName',
  'resultType',
  'name',
  'releasesShipment',
  'sort',
  'active',
] as const;

/** Per customer and service: the internal users in charge and what the customer's own users may do. */
export interface CustomerUserConfigDetail extends OfCustomer {
  serviceId: number;
  csUserId: number | null;
  backupCsUserId: number | null;
  kamUserId: number | null;
  salesUserId: number | null;
  /** Customer users see the inspection reports of this service. */
  reportVisible: boolean;
  /** Customer users may book this service themselves. */
  canBook: boolean;
  /** Customer users get an email with each result. */
  notifyOnResult: boolean;
}
export interface CustomerUserConfigRow extends CustomerUserConfigDetail {
  customerName: string;
  serviceName: string;
  csName: string | null;
  backupCsName: string | null;
  kamName: string | null;
  salesName: string | null;
}
export const CUSTOMER_USER_CONFIG_SORT_FIELDS = [
  'id',
  'customerName',
  'serviceName',
  'csName',
  'kamName',
  'salesName',
  'reportVisible',
  'canBook',
] as const;

/** The pickers' lists, already narrowed to the caller (a customer user gets its customer, no staff). */
export interface CustomerConfigLookups {
  customers: NamedItem[];
  services: NamedItem[];
  internalUsers: NamedItem[];
  customerServices: {
    id: number;
    customerId: number;
    serviceId: number;
    serviceType: ServiceType;
  }[];
}
