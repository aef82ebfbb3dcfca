import { HOLIDAY_NAME_MAX, HOLIDAY_SORT_FIELDS, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '@portal/domain';
import { idSchema, isoDateSchema, searchBodySchema } from '../../lib/search/search-schemas';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import { errorResponses } from '../user/user.schemas';

const YEAR = { type: ['integer', 'null'], minimum: HOLIDAY_YEAR_MIN, maximum: HOLIDAY_YEAR_MAX } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
/** The shape only: impossible dates and the year range are answered by the handler, translated. */

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

export const holidaySearchSchema = searchBodySchema(
  { year: YEAR, countryId: nullableId, officeId: nullableId },
  HOLIDAY_SORT_FIELDS,
);

export const holidaySaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name', 'startDate', 'endDate'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: HOLIDAY_NAME_MAX },
    countryId: nullableId,
    officeId: nullableId,
    recurring: { type: 'boolean', default: false },
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    // Read-only fields the screen may send back with the record; ignored.
    countryName: {},
    officeName: {},
    firstYear: {},
    removedYears: {},
  },
} as const;

export const holidayDeleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'forAllIterations'],
  properties: { id: idSchema, forAllIterations: { type: 'boolean' }, year: YEAR },
} as const;

export const saveResponses = { ...errorResponses, 400: ruleErrorResponseSchema } as const;

export const resultOnly = {
  200: { type: 'object', properties: { result: { type: 'integer' } } },
  ...errorResponses,
} as const;
