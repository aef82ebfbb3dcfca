/** Server paths (no leading slash, as the API client wants them). */
export const CUSTOMER_REGISTRATION_API = {
  base: 'api/CustomerRegistration',
  lookups: 'api/CustomerRegistration/lookups',
  verify: 'api/CustomerRegistration/emailuserverification',
  search: 'api/CustomerRegistration/search',
  approve: (id: number) => `api/CustomerRegistration/${id}/approve`,
  reject: (id: number) => `api/CustomerRegistration/${id}/reject`,
} as const;

/** Signed-out host pages, and the approval screens under /{entity}/ in the master-data area. */
export const CUSTOMER_REGISTRATION_ROUTES = {
  form: '/customer-registration',
  thankYou: '/customer-registration/thank-you',
  verify: '/emailuserverification',
  summary: 'cussearch/customer-registrations',
  detail: 'cussearch/customer-registration',
} as const;
