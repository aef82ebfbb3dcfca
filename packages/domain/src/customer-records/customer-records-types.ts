/**
 * A customer's contacts, contact groups, departments, buyers and collections. Every record belongs to one
 * customer, fixed when it is created; a customer user sees only its own customer's records.
 */

export const CUSTOMER_RECORD_NAME_MAX = 200;
export const CUSTOMER_RECORD_CODE_MAX = 30;
export const CUSTOMER_CONTACT_TEXT_MAX = 200;

/** What a contact is reached for (a contact may have several). */
export enum CustomerContactType {
  Inspection = 1,
  Accounting = 2,
  Quotation = 3,
  Report = 4,
  Booking = 5,
  Audit = 6,
}

export const CUSTOMER_CONTACT_TYPES: readonly CustomerContactType[] = [
  CustomerContactType.Inspection,
  CustomerContactType.Accounting,
  CustomerContactType.Quotation,
  CustomerContactType.Report,
  CustomerContactType.Booking,
  CustomerContactType.Audit,
];

interface Owned {
  id: number;
  customerId: number;
  version: number;
}

/** Departments and buyers: a code and a name, each unique within the customer (Exists otherwise). */
export interface CodedRecordDetail extends Owned {
  code: string;
  name: string;
}
export interface CodedRecordRow extends CodedRecordDetail {
  customerName: string;
  contactCount: number;
}
export type DepartmentDetail = CodedRecordDetail;
export type DepartmentRow = CodedRecordRow;
export type BuyerDetail = CodedRecordDetail;
export type BuyerRow = CodedRecordRow;

export interface ContactGroupDetail extends Owned {
  name: string;
}
export interface ContactGroupRow extends ContactGroupDetail {
  customerName: string;
  contactCount: number;
}

export interface CustomerContactDetail extends Owned {
  name: string;
  jobTitle: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  contactTypeIds: number[];
  contactGroupId: number | null;
  departmentIds: number[];
  brandIds: number[];
  isPrimary: boolean;
  isActive: boolean;
}
export interface CustomerContactRow {
  id: number;
  customerId: number;
  customerName: string;
  name: string;
  jobTitle: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  contactTypeIds: number[];
  contactGroupName: string | null;
  isPrimary: boolean;
  isActive: boolean;
  version: number;
}

export interface CollectionDetail extends Owned {
  name: string;
  brandId: number | null;
  description: string | null;
  isActive: boolean;
}
export interface CollectionRow extends CollectionDetail {
  customerName: string;
  brandName: string | null;
}

export const DEPARTMENT_SORT_FIELDS = ['code', 'name', 'customerName', 'contactCount'] as const;
export const BUYER_SORT_FIELDS = ['code', 'name', 'customerName'] as const;
export const CONTACT_GROUP_SORT_FIELDS = ['name', 'customerName', 'contactCount'] as const;
export const CUSTOMER_CONTACT_SORT_FIELDS = [
  'name',
  'jobTitle',
  'email',
  'phone',
  'mobile',
  'customerName',
  'contactGroupName',
  'isPrimary',
  'isActive',
] as const;
export const COLLECTION_SORT_FIELDS = ['name', 'brandName', 'customerName', 'isActive'] as const;

/** GET /api/customer/getcustomer...{id}: the customer's records (result NotFound 3 outside the scope). */
export interface CustomerRecordListResponse<Item> {
  result: number;
  data: Item[];
}
