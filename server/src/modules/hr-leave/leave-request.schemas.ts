import { LEAVE_REASON_MAX, LEAVE_SORT_FIELDS, LeaveDayType, LeaveStatus } from '@portal/domain';
import { yearSchema } from '@portal/domain/src/schemas';
import {
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIsoDateSchema,
  searchBodySchema,
} from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';

const enumOf = (values: object) => ({
  type: 'integer',
  enum: Object.values(values).filter((value) => typeof value === 'number'),
});
// Ten times the comment limit: the route answers a comment over LEAVE_REASON_MAX with its own translated
// message; this bound only keeps absurd bodies from reaching it.
const COMMENT_SCHEMA_MAX = LEAVE_REASON_MAX * 10;

/** Years a request, a filter or a balance may name. */
export const YEAR = yearSchema;

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const statusParams = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: idSchema, status: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as const;

export const yearParams = { type: 'object', required: ['year'], properties: { year: YEAR } } as const;

export const leaveSearchSchema = searchBodySchema(
  {
    statuses: { type: ['array', 'null'], items: enumOf(LeaveStatus), maxItems: 10 },
    leaveTypeIds: idListSchema,
    staffIds: idListSchema,
    fromDate: nullableIsoDateSchema,
    toDate: nullableIsoDateSchema,
    year: { ...YEAR, type: ['integer', 'null'] },
    toApprove: { type: ['boolean', 'null'] },
  },
  LEAVE_SORT_FIELDS,
);

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
    startDayType: enumOf(LeaveDayType),
    endDayType: enumOf(LeaveDayType),
    reason: { type: ['string', 'null'], maxLength: LEAVE_REASON_MAX },
  },
} as const;

/** The comment is checked by the handler, so a missing or long one gets a translated message. */
export const rejectBody = {
  type: 'object',
  properties: { comment: { type: ['string', 'null'], maxLength: COMMENT_SCHEMA_MAX } },
} as const;

export const balanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['staffId', 'year'],
  properties: { staffId: idSchema, year: YEAR },
} as const;

export const saveResponses = { ...errorResponses, 400: ruleErrorResponseSchema } as const;
