import { PO_NUMBER_MAX, PO_QUANTITY_MAX } from '../purchase-order/purchase-order-types';
import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIdSchema,
  nullableIsoDateSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import {
  BOOKING_CONTAINERS_MAX,
  BOOKING_INSTRUCTIONS_MAX,
  BOOKING_LINES_MAX,
  BOOKING_REASON_MAX,
  BOOKING_SORT_FIELDS,
} from './booking-types';

/**
 * The booking bodies, declared once: the server validates and documents its routes with these schemas
 * (server/src/modules/booking), and the types below are read from them. Anything malformed answers 400
 * before a handler runs.
 */

const INT_MAX = 2147483647;
/** Small enumerations (service types, statuses, AQL levels): the checks word the refusal. */
const smallInt = { type: 'integer', minimum: 0, maximum: 100 } as const;
const smallIntList = { type: ['array', 'null'], items: smallInt, maxItems: 20 } as const;
const contactIds = { type: 'array', items: idSchema, maxItems: 50, default: [] } as const;
/** AQL values: the checks keep them to the sampling table's (0 to 6.5). */
const aqlValue = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

/** The summary's own filters (the search body adds text, paging and sorting). */
export const BOOKING_FILTERS = {
  /** Booking number, PO number or product reference (searchText covers all three). */
  bookingNo: { type: ['string', 'null'], maxLength: 30 },
  poNumber: { type: ['string', 'null'], maxLength: PO_NUMBER_MAX },
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  serviceTypes: smallIntList,
  statuses: smallIntList,
  officeIds: idListSchema,
  productIds: idListSchema,
  /** yyyy-MM-dd, inclusive: bookings whose inspection range overlaps [from, to]. */
  inspectionDateFrom: nullableIsoDateSchema,
  inspectionDateTo: nullableIsoDateSchema,
} as const;

/** The summary's search body (the server's resource kit builds the same from BOOKING_FILTERS). */
export const bookingSearchBody = searchBodySchema(BOOKING_FILTERS, BOOKING_SORT_FIELDS);

// Read-only fields the screen sends back with a loaded booking (PO number, lot size...) are not listed:
// with additionalProperties false they are dropped before the handler.
const lineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['poLineId', 'quantity'],
  properties: {
    /** null for a line added in this save. */
    id: nullableIdSchema,
    poLineId: idSchema,
    quantity: { type: 'integer', minimum: 1, maximum: PO_QUANTITY_MAX },
    /** For container loading: the container (1..containerCount) the line goes in. */
    containerNo: { type: ['integer', 'null'], minimum: 1, maximum: BOOKING_CONTAINERS_MAX },
  },
} as const;

/** The AQL choice of one product of the booking. */
const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'aqlLevel'],
  properties: {
    productId: idSchema,
    aqlLevel: smallInt,
    /** Only for AqlLevel.Custom. */
    customSampleSize: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX },
    /** null: that class is not inspected; 0 for critical is Ac 0 / Re 1. */
    criticalAql: aqlValue,
    majorAql: aqlValue,
    minorAql: aqlValue,
    /** Products with the same group number are sampled together as one lot (picking). */
    pickingGroup: { type: ['integer', 'null'], minimum: 1, maximum: BOOKING_LINES_MAX },
  },
} as const;

const fields = {
  customerId: idSchema,
  supplierId: idSchema,
  factoryId: idSchema,
  serviceType: smallInt,
  inspectionDateFrom: isoDateSchema,
  inspectionDateTo: isoDateSchema,
  officeId: nullableIdSchema,
  instructions: { type: ['string', 'null'], maxLength: BOOKING_INSTRUCTIONS_MAX },
  /** Number of containers ('container - 1' ... 'container - N'); 0 when not a container loading. */
  containerCount: { type: 'integer', minimum: 0, maximum: BOOKING_CONTAINERS_MAX, default: 0 },
  customerContactIds: contactIds,
  supplierContactIds: contactIds,
  factoryContactIds: contactIds,
  lines: { type: 'array', minItems: 1, maxItems: BOOKING_LINES_MAX, items: lineSchema },
  products: { type: 'array', maxItems: BOOKING_LINES_MAX, items: productSchema },
  request: { type: ['boolean', 'null'] },
} as const;

const required = [
  'customerId',
  'supplierId',
  'factoryId',
  'serviceType',
  'inspectionDateFrom',
  'inspectionDateTo',
  'lines',
  'products',
] as const;

/** A new booking: saved as a draft (New), or requested at once when `request` is true. */
export const bookingCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
} as const;

/** An update at the version read; `request` also requests a draft in the same save. */
export const bookingUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...required, 'id', 'version'],
  properties: { ...fields, id: idSchema, version: versionSchema },
} as const;

const quantity = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** A lifecycle step: the version read, and the reason for hold and cancel. */
export const bookingStepBody = {
  type: 'object',
  required: ['version'],
  properties: { version: versionSchema, reason: { type: ['string', 'null'], maxLength: BOOKING_REASON_MAX } },
} as const;

/** What moves to the child: part or all of some lines (at least one unit stays on the parent). */
export const bookingSplitBody = {
  type: 'object',
  required: ['version', 'lines'],
  properties: {
    version: versionSchema,
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: BOOKING_LINES_MAX,
      items: {
        type: 'object',
        required: ['bookingLineId', 'quantity'],
        properties: { bookingLineId: idSchema, quantity },
      },
    },
  },
} as const;

/** Every booking to merge, the target among them. */
export const bookingCombineBody = {
  type: 'object',
  required: ['bookingIds', 'targetId'],
  properties: {
    bookingIds: { type: 'array', minItems: 2, maxItems: 20, uniqueItems: true, items: idSchema },
    targetId: idSchema,
  },
} as const;

/** Each group: products sampled together; a product in no group is sampled alone. */
export const bookingPickingBody = {
  type: 'object',
  required: ['version', 'groups'],
  properties: {
    version: versionSchema,
    groups: {
      type: 'array',
      maxItems: BOOKING_LINES_MAX,
      items: { type: 'array', maxItems: BOOKING_LINES_MAX, items: idSchema },
    },
  },
} as const;

/** POST sampling: up to 200 lots, each with its AQL choice (the checks word a wrong level or value). */
export const bookingSamplingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['products'],
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lotSize', 'aqlLevel', 'criticalAql', 'majorAql', 'minorAql'],
        properties: {
          lotSize: { type: 'integer', minimum: 1, maximum: INT_MAX },
          aqlLevel: smallInt,
          customSampleSize: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX },
          criticalAql: aqlValue,
          majorAql: aqlValue,
          minorAql: aqlValue,
        },
      },
    },
  },
} as const;

const settingsProperties = {
  supplierMayCancelAfterRequested: { type: 'boolean' },
  supplierMayRescheduleAfterRequested: { type: 'boolean' },
} as const;

/** PUT settings: both rules and the version read (0: none stored yet). */
export const bookingSettingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierMayCancelAfterRequested', 'supplierMayRescheduleAfterRequested', 'version'],
  properties: { ...settingsProperties, version: { type: 'integer', minimum: 0, maximum: INT_MAX } },
} as const;

export type BookingSearchRequest = RequestOf<typeof bookingSearchBody>;
export type BookingFilter = Pick<BookingSearchRequest, keyof typeof BOOKING_FILTERS>;
export type BookingCreate = BodyOf<typeof bookingCreateBody>;
export type BookingUpdate = BodyOf<typeof bookingUpdateBody>;
export type BookingStepBody = BodyOf<typeof bookingStepBody>;
export type BookingSplitBody = BodyOf<typeof bookingSplitBody>;
export type BookingCombineBody = BodyOf<typeof bookingCombineBody>;
export type BookingPickingBody = BodyOf<typeof bookingPickingBody>;
export type SamplingRequest = BodyOf<typeof bookingSamplingBody>;
export type SamplingRequestItem = SamplingRequest['products'][number];
/**
 * The entity's rules for supplier and factory users (spec section 4, "Supplier and factory actions"), as
 * saved and as read back.
 */
export type BookingSettings = BodyOf<typeof bookingSettingsBody>;
