import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  MAX_SEARCH_TEXT,
  MAX_SKIP,
  MAX_TAKE,
} from '../schema/common-schemas';

/**
 * The scheduling bodies (summary, allocation, QC candidates, availability, blocks, occupancy, the
 * inspector's finish), declared once: the server validates and documents its routes with these schemas
 * (server/src/modules/schedule), and the types below are read from them.
 */

/** A booking's whole inspection, and then some: long ranges are refused by the booking rules anyway. */
const DAYS_MAX = 366;
/** More QCs than ever share one booking day. */
const QCS_PER_DAY_MAX = 50;
const SUMMARY_SKIP_MAX = 100_000;
const SUMMARY_TAKE_MAX = 200;

/**
 * Days and months are checked by the handlers rather than by a pattern, so a malformed one answers a
 * translated field message; the schema only bounds their length.
 */
const day = { type: 'string', maxLength: 10 } as const;
const nullableDay = { type: ['string', 'null'], maxLength: 10 } as const;
const searchText = { type: ['string', 'null'], maxLength: MAX_SEARCH_TEXT } as const;
const nullableDate = { ...isoDateSchema, type: ['string', 'null'] } as const;

/** POST api/Schedule/summary. Dates are yyyy-MM-dd; empty lists mean "any". */
export const scheduleSearchBody = {
  type: 'object',
  required: ['skip', 'take'],
  properties: {
    searchText,
    skip: { type: 'integer', minimum: 0, maximum: SUMMARY_SKIP_MAX },
    take: { type: 'integer', minimum: 1, maximum: SUMMARY_TAKE_MAX },
    dateFrom: nullableDate,
    dateTo: nullableDate,
    officeIds: idListSchema,
    /** The factory's country. */
    countryIds: idListSchema,
    customerIds: idListSchema,
    /** waiting: Confirmed and Rescheduled (and AllocateQC, still short of man-days); allocated: AllocateQC and Scheduled. */
    state: { type: 'string', enum: ['waiting', 'allocated', 'all'] },
    /** The task's booking (schedule-summary/{id}): listed first whatever the filters. */
    focusBookingId: { ...idSchema, type: ['integer', 'null'] },
  },
} as const;

/** PUT api/Schedule/allocation/{bookingId}: the wanted allocations of the listed days (others unchanged). */
export const allocationSaveBody = {
  type: 'object',
  required: ['version', 'days'],
  properties: {
    /** The booking's version as read. */
    version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    days: {
      type: 'array',
      maxItems: DAYS_MAX,
      items: {
        type: 'object',
        required: ['date', 'qcs'],
        properties: {
          date: isoDateSchema,
          qcs: {
            type: 'array',
            maxItems: QCS_PER_DAY_MAX,
            items: {
              type: 'object',
              required: ['staffId', 'manDays'],
              // Any man-days in range reach the rules, which answer a refusal naming the QC and the day.
              properties: { staffId: idSchema, manDays: { type: 'number', minimum: 0, maximum: 10 } },
            },
          },
        },
      },
    },
  },
} as const;

const qcFilters = {
  officeCountryIds: idListSchema,
  qcIds: idListSchema,
  operationalCountryIds: idListSchema,
} as const;

/** POST api/Schedule/allocation/{bookingId}/qcs (the QC staff search request of spec section 3, plus a day). */
export const qcCandidateBody = {
  type: 'object',
  required: ['date'],
  properties: {
    date: isoDateSchema,
    searchText,
    officeCountryIds: idListSchema,
    qcIds: idListSchema,
    operationalCountryIds: idListSchema,
  },
} as const;

/** POST api/Schedule/availability. month is yyyy-MM. */
export const qcAvailabilityBody = {
  type: 'object',
  additionalProperties: false,
  required: ['month'],
  properties: { month: { type: 'string', maxLength: 7 }, searchText, officeIds: idListSchema, ...qcFilters },
} as const;

/** The QC picker's datasource body (the QC staff search of spec section 3). */
export const qcStaffBody = dataSourceBodySchema(qcFilters);

export const qcBlockSearchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'integer', minimum: 0, maximum: MAX_SKIP, default: 0 },
    take: { type: 'integer', minimum: 1, maximum: MAX_TAKE, default: 25 },
    staffIds: idListSchema,
    dateFrom: nullableDay,
    dateTo: nullableDay,
  },
} as const;

/** POST api/Schedule/qcblock: blocks each day of the range (days already blocked stay as they are). */
export const qcBlockBody = {
  type: 'object',
  additionalProperties: false,
  required: ['staffId', 'dateFrom', 'dateTo', 'reason'],
  properties: {
    staffId: idSchema,
    // yyyy-MM-dd, as rangeErrors reads them (the rule file's date check also takes typed dates).
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    reason: { type: 'string', maxLength: 200 },
  },
} as const;

/** POST api/Schedule/occupancy (and /export). */
export const occupancyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo', 'groupBy'],
  properties: {
    dateFrom: day,
    dateTo: day,
    officeIds: idListSchema,
    /** office: inspection-occupancy; qc: the man-day summary. */
    groupBy: { type: 'string', enum: ['office', 'qc'] },
  },
} as const;

/** The inspector finished an allocation: when (ISO 8601; now when left out). The body itself may be left out. */
export const qcFinishBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { finishedAt: { type: ['string', 'null'], maxLength: 40 } },
} as const;

export type ScheduleSearchRequest = RequestOf<typeof scheduleSearchBody>;
export type AllocationSaveBody = BodyOf<typeof allocationSaveBody>;
export type QcCandidateRequest = RequestOf<typeof qcCandidateBody>;
export type QcAvailabilityRequest = RequestOf<typeof qcAvailabilityBody>;
export type QcStaffRequest = RequestOf<typeof qcStaffBody>;
export type QcBlockSearchRequest = RequestOf<typeof qcBlockSearchBody>;
export type QcBlockBody = BodyOf<typeof qcBlockBody>;
export type OccupancyRequest = BodyOf<typeof occupancyBody>;
export type QcFinishBody = BodyOf<typeof qcFinishBody>;
