import type { BodyOf, RequestOf } from '../schema/body-types';
import { idListSchema, idSchema, searchBodySchema } from '../schema/common-schemas';
import {
  LEAVE_ALLOCATION_SORT_FIELDS,
  LEAVE_ALLOCATIONS_PER_SAVE,
  LEAVE_TYPE_CODE_MAX,
  LEAVE_TYPE_NAME_MAX,
} from './leave-type-types';

/**
 * The leave type and allocation bodies, declared once: the server validates and documents its routes
 * with these schemas (server/src/modules/hr-leave), and the types below are read from them. The browser
 * takes the types only (the package's index re-exports them as types), so no schema reaches a bundle.
 */

/** Years a request, a filter or a balance may name. */
export const yearSchema = { type: 'integer', minimum: 2000, maximum: 2100 } as const;

// Wide bounds: the route answers a day count out of 0-366 with its own translated message; these only
// keep absurd numbers (1e308) from reaching it.
const daysSchema = { type: 'number', minimum: -100000, maximum: 100000 } as const;

export const leaveTypeSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name', 'code', 'yearlyDays'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: LEAVE_TYPE_NAME_MAX },
    code: { type: 'string', minLength: 1, maxLength: LEAVE_TYPE_CODE_MAX },
    /** Days every staff gets per year unless an allocation says otherwise. */
    yearlyDays: daysSchema,
    isPaid: { type: 'boolean', default: true },
    isActive: { type: 'boolean', default: true },
    // Read-only: the screen may send the loaded record back.
    requestCount: {},
  },
} as const;

/** Allocation filters: the year is required; the rest narrows the staff listed. */
export const leaveAllocationSearchBody = {
  ...searchBodySchema({ year: yearSchema, officeIds: idListSchema }, LEAVE_ALLOCATION_SORT_FIELDS),
  required: ['year'],
} as const;

export const leaveAllocationSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'changes'],
  properties: {
    year: yearSchema,
    changes: {
      type: 'array',
      maxItems: LEAVE_ALLOCATIONS_PER_SAVE,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['staffId', 'leaveTypeId', 'days'],
        // `days` null removes the allocation (back to the type's yearly days).
        properties: {
          staffId: idSchema,
          leaveTypeId: idSchema,
          days: { ...daysSchema, type: ['number', 'null'] },
        },
      },
    },
  },
} as const;

export type LeaveTypeSave = BodyOf<typeof leaveTypeSaveBody>;
export type LeaveAllocationSearchRequest = RequestOf<typeof leaveAllocationSearchBody>;
export type LeaveAllocationSave = BodyOf<typeof leaveAllocationSaveBody>;
/** One cell to set. */
export type LeaveAllocationChange = LeaveAllocationSave['changes'][number];
/** Allocation filters: the year is required; the rest narrows the staff listed. */
export type LeaveAllocationFilter = Pick<BodyOf<typeof leaveAllocationSearchBody>, 'year' | 'officeIds'>;
