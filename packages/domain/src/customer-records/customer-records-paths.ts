/**
 * API paths (no leading slash: the client's prefix is the server base). Each resource base takes
 * POST {base}/search, GET {base}/{id}, POST {base}, PUT {base}, DELETE {base}/{id}, POST {base}/export.
 * The spec names the two datasources and the three GETs by customer id.
 */
export const CUSTOMER_RECORDS_API = {
  contact: 'api/CustomerContact',
  contactGroup: 'api/CustomerContactGroup',
  department: 'api/CustomerDepartment',
  buyer: 'api/CustomerBuyer',
  collection: 'api/CustomerCollection',
  contactDataSource: 'api/CustomerContact/GetCustomerContactDataSourceList',
  buyerDataSource: 'api/CustomerBuyer/GetBuyerDataSourceList',
  departmentDataSource: 'api/CustomerDepartment/GetDepartmentDataSourceList',
  contactGroupDataSource: 'api/CustomerContactGroup/GetContactGroupDataSourceList',
  departmentsByCustomer: 'api/customer/getcustomerdepartments',
  buyersByCustomer: 'api/customer/getcustomerbuyers',
  contactsByCustomer: 'api/customer/getcustomercontactList',
  /** A customer's brands for the contact and collection forms. */
  brandDataSource: 'api/CustomerCollection/GetBrandDataSourceList',
  /** Served by the customer module: the customer picker. */
  customerDataSource: 'api/Customer/GetCustomerDataSourceList',
} as const;

export type CustomerRecordKind = 'contact' | 'contactGroup' | 'department' | 'buyer' | 'collection';

/** Screen routes under /{entity}/ (the menu seeds the summaries; `?customerId=` preselects the customer). */
export const CUSTOMER_RECORD_SCREENS: Record<CustomerRecordKind, { summary: string; edit: string }> = {
  contact: {
    summary: 'cuscontactsearch/customer-contact-summary',
    edit: 'cuscontactedit/edit-customer-contact',
  },
  contactGroup: {
    summary: 'cuscontactgroup/contact-group-summary',
    edit: 'cuscontactgroup/edit-contact-group',
  },
  department: { summary: 'cusdep/department-summary', edit: 'cusdep/edit-department' },
  buyer: { summary: 'cusbuyer/buyer-summary', edit: 'cusbuyer/edit-buyer' },
  collection: { summary: 'cuscollection/collection-summary', edit: 'cuscollection/edit-collection' },
};
