/**
 * API bases of the customer configuration records (spec section 7 names /api/CustomerBuyer and
 * /api/CustomerContact; these follow them). Each base serves POST {base}/search, GET {base}/{id},
 * POST {base}, PUT {base}, DELETE {base}/{id} and POST {base}/export. No leading slash.
 */
export const CUSTOMER_CONFIG_API = {
  service: 'api/CustomerService',
  checkpoint: 'api/CustomerCheckpoint',
  complaint: 'api/CustomerComplaint',
  decision: 'api/CustomerDecision',
  userConfig: 'api/CustomerUserConfig',
  /** The pickers of the five screens: customers in the caller's scope, services, internal users. */
  lookups: 'api/CustomerConfig/lookups',
} as const;

export type CustomerConfigResource = 'service' | 'checkpoint' | 'complaint' | 'decision' | 'userConfig';

export const CUSTOMER_CONFIG_RESOURCES: readonly CustomerConfigResource[] = [
  'service',
  'checkpoint',
  'complaint',
  'decision',
  'userConfig',
];

/** Screen routes under /{entity}/ (spec section 2 area names); the edit route takes an optional id. */
export const CUSTOMER_CONFIG_SCREEN_PATHS: Record<CustomerConfigResource, { summary: string; edit: string }> =
  {
    service: {
      summary: 'cusservicesearch/customer-service-summary',
      edit: 'cusserviceedit/edit-customer-service',
    },
    checkpoint: {
      summary: 'cuscheckpointedit/customer-checkpoint-summary',
      edit: 'cuscheckpointedit/edit-customer-checkpoint',
    },
    complaint: {
      summary: 'cuscomplaintsummary/customer-complaint-summary',
      edit: 'cuscomplaintedit/edit-customer-complaint',
    },
    decision: {
      summary: 'customerdecision/customer-decision-summary',
      edit: 'customerdecision/edit-customer-decision',
    },
    userConfig: {
      summary: 'userconfigcustomer/customer-user-config-summary',
      edit: 'userconfigcustomer/edit-customer-user-config',
    },
  };
