/**
 * API paths of inspection bookings (no leading slash: the client's prefix is the server base). The base
 * serves the kit routes (POST {base}/search, GET {base}/{id}, POST create, PUT update, DELETE {base}/{id}
 * for drafts, POST {base}/export); each lifecycle step is its own POST {base}/{id}/{step} so each declares
 * its own permission.
 */
export const BOOKING_API = {
  booking: 'api/Booking',
  /** POST { products: SamplingRequestItem[] }: the ISO 2859-1 plan of each lot, computed by the server. */
  sampling: 'api/Booking/sampling',
  /** GET: whom a customer, supplier or factory user may book with (BookingParties). */
  parties: 'api/Booking/parties',
  /** GET ?customerId=&supplierId=: the edit screen's pickers (factories, contacts, offices, AQL defaults). */
  lookups: 'api/Booking/lookups',
  /** POST {base}/{id}/{step} with a BookingStepBody (request, verify, confirm, hold, release, cancel). */
  step: (id: number, step: BookingStep) => `api/Booking/${id}/${step}`,
  /** POST { version, lines: [{ bookingLineId, quantity }] }: a child booking with those quantities. */
  split: (id: number) => `api/Booking/${id}/split`,
  /** POST { bookingIds, targetId }: the other bookings merged into the target. */
  combine: 'api/Booking/combine',
  /** PUT { version, groups }: which products are sampled together. */
  picking: (id: number) => `api/Booking/${id}/picking`,
  /** GET: every status change and edit, oldest first. */
  history: (id: number) => `api/Booking/${id}/history`,
  /** POST multipart (file): add; GET {base}/{attachmentId}: download; DELETE {base}/{attachmentId}. */
  attachments: (id: number) => `api/Booking/${id}/attachments`,
  /** GET / PUT: the entity's booking settings (what suppliers and factories may do after Requested). */
  settings: 'api/Booking/settings',
} as const;

/** The lifecycle steps that take only a version and, for hold and cancel, a reason. */
export type BookingStep = 'request' | 'verify' | 'confirm' | 'hold' | 'release' | 'cancel';

/** Screen routes under /{entity}/ (spec section 2: inspsummary, inspedit, inspcancel, inspsplit...). */
export const BOOKING_SCREEN_PATHS = {
  summary: 'inspsummary/booking-summary',
  /** {edit}/{id}, 0 for a new booking. */
  edit: 'inspedit/edit-booking',
  /** cancel-booking/{id}/Cancel (inspcancel): the reason and the confirmation. */
  cancel: (id: number) => `cancel-booking/${id}/Cancel`,
  split: 'inspsplit/split-booking',
  combine: 'inspcombine/combine-booking',
  picking: 'insppicking/booking-picking',
  detail: 'bookingDetail/booking-detail',
} as const;
