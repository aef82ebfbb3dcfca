import type { PasswordPolicyIssue } from '../auth/password-policy';

/** Customers register themselves under this entity only (spec section 2). */
export const REGISTRATION_ENTITY_ID = 3;

/** How long the verification link of a registration works. */
export const REGISTRATION_LINK_HOURS = 48;

/** Where a registration stands: the applicant verifies the email, then an internal user decides. */
export enum CustomerRegistrationStatus {
  PendingVerification = 1,
  Verified = 2,
  Approved = 3,
  Rejected = 4,
}

export const CUSTOMER_REGISTRATION_STATUSES = [
  CustomerRegistrationStatus.PendingVerification,
  CustomerRegistrationStatus.Verified,
  CustomerRegistrationStatus.Approved,
  CustomerRegistrationStatus.Rejected,
] as const;

/** Answer of the public registration form. */
export enum CustomerRegistrationResult {
  Success = 1,
  DuplicateCompanyName = 2,
  DuplicateEmail = 3,
  DuplicateLoginName = 4,
  InvalidPassword = 5,
  NotSaved = 6,
}

/** Answer of an approval or a rejection. */
export enum RegistrationDecisionResult {
  Success = 1,
  NotFound = 2,
  /** The registration is not (or no longer) in a state that allows the step. */
  WrongStatus = 3,
  /** Someone changed the registration since it was loaded. */
  Conflict = 4,
  DuplicateCompanyName = 5,
  DuplicateLoginName = 6,
  DuplicateEmail = 7,
}

export interface CustomerRegistrationResponse {
  result: CustomerRegistrationResult;
  errors?: { field: string; message: string }[];
  issues?: PasswordPolicyIssue[];
}

export interface CustomerVerificationResponse {
  result: number;
  /** The company's name once the link is known (Success, AlreadyVerified). */
  companyName?: string;
}

export interface RegistrationLookupItem {
  id: number;
  name: string;
}

export interface RegistrationLookups {
  countries: RegistrationLookupItem[];
  services: RegistrationLookupItem[];
}

export interface CustomerRegistrationRow {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  countryName: string | null;
  status: CustomerRegistrationStatus;
  createdAt: string;
}

export interface CustomerRegistrationDetail extends CustomerRegistrationRow {
  version: number;
  countryId: number | null;
  address: string;
  phone: string;
  loginName: string;
  serviceIds: number[];
  language: string;
  verifiedAt: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  rejectionReason: string | null;
  customerId: number | null;
  userId: number | null;
}

export const CUSTOMER_REGISTRATION_SORT_FIELDS = [
  'companyName',
  'contactName',
  'email',
  'countryName',
  'status',
  'createdAt',
] as const;

export interface RegistrationDecisionResponse {
  result: RegistrationDecisionResult;
  data?: CustomerRegistrationDetail;
  message?: string;
}

export const REJECTION_REASON_MAX = 500;
