import {
  LEAVE_ALLOCATION_SORT_FIELDS,
  LEAVE_ALLOCATIONS_PER_SAVE,
  LEAVE_TYPE_CODE_MAX,
  LEAVE_TYPE_NAME_MAX,
} from '@portal/domain';
import { idListSchema, idSchema, searchBodySchema } from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';
import { YEAR } from './leave-request.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** Days are any number here: the range and the half-day steps are answered by the handler, translated. */
// Wide bounds: the route answers a day count out of 0-366 with its own translated message; these only
// keep absurd numbers (1e308) from reaching it.
const DAYS = { type: 'number', minimum: -100000, maximum: 100000 } as const;

export const leaveTypeSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name', 'code', 'yearlyDays'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: LEAVE_TYPE_NAME_MAX },
    code: { type: 'string', minLength: 1, maxLength: LEAVE_TYPE_CODE_MAX },
    yearlyDays: DAYS,
    isPaid: { type: 'boolean', default: true },
    isActive: { type: 'boolean', default: true },
    // Read-only: the screen may send the loaded record back.
    requestCount: {},
  },
} as const;

export const allocationSearchSchema = {
  ...searchBodySchema({ year: YEAR, officeIds: idListSchema }, LEAVE_ALLOCATION_SORT_FIELDS),
  required: ['year'],
} as const;

export const allocationSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'changes'],
  properties: {
    year: YEAR,
    changes: {
      type: 'array',
      maxItems: LEAVE_ALLOCATIONS_PER_SAVE,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['staffId', 'leaveTypeId', 'days'],
        properties: { staffId: idSchema, leaveTypeId: idSchema, days: { ...DAYS, type: ['number', 'null'] } },
      },
    },
  },
} as const;

export const saveResponses = { ...errorResponses, 400: ruleErrorResponseSchema } as const;
