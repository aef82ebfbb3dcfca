import type { PriceType } from '../enums';
import type { DataSourceItem } from '../search';
import type { CustomerSave } from './customer-schemas';

/**
 * Customers (spec section 7 "Customers"): the summary row, the edit form's record and save body, the
 * lookups of GET /api/customer/add, and the API and screen paths.
 */

export const CUSTOMER_API_BASE = 'api/customer';

/**
 * Without a leading slash: the api client's prefix is the server base. Paths taking an id end before it
 * (`{path}/{id}`); the lookup lists are `{base}/{CUSTOMER_LOOKUP_KINDS[kind]}`.
 */
export const CUSTOMER_API = {
  base: CUSTOMER_API_BASE,
  search: `${CUSTOMER_API_BASE}/search`,
  export: `${CUSTOMER_API_BASE}/export`,
  add: `${CUSTOMER_API_BASE}/add`,
  edit: `${CUSTOMER_API_BASE}/edit`,
  save: `${CUSTOMER_API_BASE}/save`,
  delete: `${CUSTOMER_API_BASE}/delete`,
  byId: `${CUSTOMER_API_BASE}/getcustomerbyid`,
  /** The customer card (name, codes, contact, country). */
  card: `${CUSTOMER_API_BASE}/GetCustomerByCustomerId`,
  accountingLeaders: `${CUSTOMER_API_BASE}/accountingleader`,
  kamStaff: `${CUSTOMER_API_BASE}/getKAMStaffDetails`,
  /** + '/{entityId}'. */
  salesInCharge: `${CUSTOMER_API_BASE}/salesincharge`,
  brands: `${CUSTOMER_API_BASE}/getcustomerbrands`,
  priceCategories: `${CUSTOMER_API_BASE}/getcustomerpricecategory`,
  addresses: `${CUSTOMER_API_BASE}/getcustomerAddress`,
  priceData: `${CUSTOMER_API_BASE}/getcustomerpricedata`,
  seasons: `${CUSTOMER_API_BASE}/get-season-config`,
  entities: `${CUSTOMER_API_BASE}/get-customer-entitylist`,
  sisterCompanies: `${CUSTOMER_API_BASE}/get-customer-sisterCompany`,
  generalInstructions: `${CUSTOMER_API_BASE}/get-customer-general-instructions`,
  paymentTerms: `${CUSTOMER_API_BASE}/get-customer-payment-terms`,
  groupCustomers: (groupId: number) => `${CUSTOMER_API_BASE}/groups/${groupId}/customers`,
  /** GET: the customers the caller's user type sees. */
  byUserType: `${CUSTOMER_API_BASE}/GetCustomerByUsertType`,
  dataSource: 'api/Customer/GetCustomerDatasource',
  dataSourceList: 'api/Customer/GetCustomerDataSourceList',
  dataSourceByUserType: 'api/Customer/get-customer-by-userType',
  withPriceCategories: 'api/Customer/price-category-by-customer',
  bySupplier: 'api/Customer/get-customer-by-supplier',
  customFilterDays: 'api/Customer/custom-filter-days',
  brandSearch: `${CUSTOMER_API_BASE}/brand/search`,
  brandExport: `${CUSTOMER_API_BASE}/brand/export`,
  brand: `${CUSTOMER_API_BASE}/brand`,
  brandSave: `${CUSTOMER_API_BASE}/brand/save`,
  brandDelete: `${CUSTOMER_API_BASE}/brand/delete`,
} as const;

/** Screens under /{entity}/. */
export const CUSTOMER_ROUTES = {
  summary: 'cussearch/customer-summary',
  edit: 'cusedit/edit-customer',
  brandSummary: 'cusbrand/brand-summary',
  brandEdit: 'cusbrand/edit-brand',
} as const;

/** The kinds of the customer lookup table and the GET path that lists each. */
export const CUSTOMER_LOOKUP_KINDS = {
  status: 'statuses',
  category: 'categories',
  complexity: 'complexity-levels',
  skill: 'skills',
  group: 'customergroup',
  language: 'language',
  prospectStatus: 'prospectstatus',
  marketSegment: 'marketsegment',
  businessType: 'businesstype',
  addressType: 'addresstype',
  invoiceType: 'invoicetype',
  activitiesLevel: 'activitieslevel',
  relationshipStatus: 'relationshipstatus',
  brandPriority: 'brandpriority',
  leadSource: 'customer-lead-source',
} as const;
export type CustomerLookupKind = keyof typeof CUSTOMER_LOOKUP_KINDS;

export interface CustomerRow {
  id: number;
  name: string;
  code: string | null;
  glCode: string | null;
  email: string | null;
  countryName: string | null;
  statusName: string | null;
  groupName: string | null;
  kamNames: string | null;
  brandNames: string | null;
  entityNames: string | null;
}

/**
 * The lists of a customer record as the edit screen reads them (the save's lists: CustomerSave). Object
 * types, not interfaces, so that a record sent back as a save fits the save's open list items.
 */
export type CustomerBrandItem = {
  id?: number | null;
  name: string;
  active: boolean;
};

export type CustomerAddressItem = {
  id?: number | null;
  addressTypeId: number | null;
  address: string;
  zipCode: string | null;
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
  isDefault: boolean;
};

export type CustomerInstructionItem = {
  serviceId: number | null;
  instruction: string;
};

export type CustomerPaymentTermItem = {
  serviceId: number | null;
  days: number | null;
  description: string | null;
};

export type CustomerSeasonItem = {
  name: string;
  startDate: string;
  endDate: string;
  isDefault: boolean;
};

/** One price line; `category` names the price category (created on save when new). */
export type CustomerPriceItem = {
  category: string | null;
  serviceId: number | null;
  priceType: PriceType | null;
  unitPrice: number | null;
  currency: string;
};

type CustomerListField =
  'brands' | 'addresses' | 'generalInstructions' | 'paymentTerms' | 'seasons' | 'priceData';

/** The edit screen's record: every saved field present (a value not set is null), and its lists. */
export interface CustomerDetail extends Required<Omit<CustomerSave, CustomerListField>> {
  /** The entity that created the customer. */
  entityId: number;
  countryName: string | null;
  sisterCompanies: DataSourceItem[];
  brands: CustomerBrandItem[];
  addresses: CustomerAddressItem[];
  generalInstructions: CustomerInstructionItem[];
  paymentTerms: CustomerPaymentTermItem[];
  seasons: CustomerSeasonItem[];
  priceData: CustomerPriceItem[];
}

/** GET /api/customer/add and /edit/{id}: the form's lists (edit adds the record). */
export interface CustomerLookups extends Record<CustomerLookupKind, DataSourceItem[]> {
  accountingLeaders: DataSourceItem[];
  kamStaff: DataSourceItem[];
  salesInCharge: DataSourceItem[];
  entities: DataSourceItem[];
  services: DataSourceItem[];
}

export interface CustomerFormData {
  result: number;
  lookups: CustomerLookups;
  data?: CustomerDetail;
}

export const CUSTOMER_SORT_FIELDS = [
  'name',
  'code',
  'glCode',
  'email',
  'countryName',
  'statusName',
  'groupName',
] as const;

export interface CustomerBrandRow {
  id: number;
  customerId: number;
  customerName: string;
  name: string;
  active: boolean;
  version: number;
}

export const CUSTOMER_BRAND_SORT_FIELDS = ['name', 'customerName', 'active'] as const;
