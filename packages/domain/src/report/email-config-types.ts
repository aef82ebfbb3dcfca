import type { ServiceType } from '../customer-config/customer-config-enums';
import type { CustomerContactType } from '../customer-records/customer-records-types';
import type { CustomerStaffRole, EmailSendCode, EmailType } from './report-enums';

/**
 * Email configuration (emailconfig / econfig): per customer (null: any customer of the entity), service type
 * (null: any) and email type, the subject and body templates and who receives the mail. Exactly one active
 * rule must match a send: none answers noemailconfiguration, several multipleRuleFound (a customer's own rule
 * wins over an any-customer rule; docs/reports.md).
 */
export interface EmailConfigDetail {
  id: number;
  customerId: number | null;
  serviceType: ServiceType | null;
  emailType: EmailType;
  /** Placeholders in braces: EMAIL_PLACEHOLDERS. */
  subjectTemplate: string;
  bodyTemplate: string;
  /** The customer's contacts of these types receive the mail. */
  recipientContactTypes: CustomerContactType[];
  /** And the customer's staff in these roles (userconfigcustomer), in copy. */
  ccRoles: CustomerStaffRole[];
  /** Further copies, comma-separated addresses. */
  ccAddresses: string | null;
  active: boolean;
  version: number;
}
export interface EmailConfigRow extends Omit<EmailConfigDetail, 'bodyTemplate'> {
  customerName: string | null;
}
export const EMAIL_CONFIG_SORT_FIELDS = ['id', 'customerName', 'serviceType', 'emailType', 'active'] as const;

/** The placeholders a subject or body may hold, replaced when the mail is written. */
export const EMAIL_PLACEHOLDERS = [
  'bookingNo',
  'customerName',
  'supplierName',
  'factoryName',
  'inspectionDate',
  'serviceType',
  'result',
  'productList',
  'downloadLink',
  'inspectorNames',
] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** GET api/ReportEmail/{bookingId}: the mail as it would go, or the configuration gap that stops it. */
export interface ReportEmailPreview {
  code: EmailSendCode;
  /** The gap in the request's language (absent on Success). */
  message?: string;
  subject: string | null;
  body: string | null;
  to: string[];
  cc: string[];
  /** The report's file name, attached as a signed download link. */
  attachmentName: string | null;
}

export interface ReportEmailSendResult {
  code: EmailSendCode;
  message?: string;
  /** ISO date-time of the send, on Success. */
  sentAt?: string;
}
