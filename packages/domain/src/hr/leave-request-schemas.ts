import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  integerEnumSchema,
  isoDateSchema,
  nullableIsoDateSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { LeaveDayType, LeaveStatus } from './hr-enums';
import { LEAVE_REASON_MAX, LEAVE_SORT_FIELDS } from './leave-request-types';
import { yearSchema } from './leave-type-schemas';

/**
 * The leave request bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/hr-leave), and the types below are read from them.
 */

// Ten times the comment limit: the route answers a comment over LEAVE_REASON_MAX with its own translated
// message; this bound only keeps absurd bodies from reaching it.
const COMMENT_SCHEMA_MAX = LEAVE_REASON_MAX * 10;

/** Summary filters. `toApprove`: only the requests the caller is the approver of. */
export const leaveSearchBody = searchBodySchema(
  {
    statuses: { type: ['array', 'null'], items: integerEnumSchema(LeaveStatus), maxItems: 10 },
    leaveTypeIds: idListSchema,
    staffIds: idListSchema,
    /** Requests overlapping [fromDate, toDate] ('yyyy-MM-dd', either side optional). */
    fromDate: nullableIsoDateSchema,
    toDate: nullableIsoDateSchema,
    /** Requests with at least one day in that year. */
    year: { ...yearSchema, type: ['integer', 'null'] },
    toApprove: { type: ['boolean', 'null'] },
  },
  LEAVE_SORT_FIELDS,
);

/** What a save sends: create with id 0 and version 0; staffId null or absent means oneself. */
export const leaveSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'leaveTypeId', 'startDate', 'endDate', 'startDayType', 'endDayType'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    staffId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    leaveTypeId: idSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    startDayType: integerEnumSchema(LeaveDayType),
    endDayType: integerEnumSchema(LeaveDayType),
    reason: { type: ['string', 'null'], maxLength: LEAVE_REASON_MAX },
  },
} as const;

/** The comment is checked by the handler, so a missing or long one gets a translated message. */
export const leaveRejectBody = {
  type: 'object',
  properties: { comment: { type: ['string', 'null'], maxLength: COMMENT_SCHEMA_MAX } },
} as const;

/** Someone's balance of a year (own, a report's, or HR). */
export const leaveBalanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['staffId', 'year'],
  properties: { staffId: idSchema, year: yearSchema },
} as const;

const dayTypeSchema = {
  type: 'integer',
  enum: [LeaveDayType.FullDay, LeaveDayType.FirstHalf, LeaveDayType.SecondHalf],
} as const;

/** The working days a range would take, for the caller or (HR, the manager) for `staffId`. */
export const leaveDaysBody = {
  type: 'object',
  required: ['startDate', 'endDate', 'startDayType', 'endDayType'],
  properties: {
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    startDayType: dayTypeSchema,
    endDayType: dayTypeSchema,
    staffId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
} as const;

export type LeaveSearchRequest = RequestOf<typeof leaveSearchBody>;
export type LeaveFilter = Pick<
  BodyOf<typeof leaveSearchBody>,
  'statuses' | 'leaveTypeIds' | 'staffIds' | 'fromDate' | 'toDate' | 'year' | 'toApprove'
>;
export type LeaveSave = BodyOf<typeof leaveSaveBody>;
export type LeaveReject = BodyOf<typeof leaveRejectBody>;
export type LeaveBalanceRequest = BodyOf<typeof leaveBalanceBody>;
export type LeaveDaysRequest = BodyOf<typeof leaveDaysBody>;
